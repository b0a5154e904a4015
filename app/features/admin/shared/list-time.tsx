import { formatFirmDateTime } from "../../../lib/firm-time";

/** A time as the panel shows every time, in the firm's zone; exact for machines. */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatFirmDateTime(iso)}
    </time>
  );
}
