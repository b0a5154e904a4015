import { formatFirmDateTime } from "../../lib/firm-time";

/** A time in the firm's zone, as every time on the page (it says so once); exact for machines. */
export function FirmTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatFirmDateTime(iso)}
    </time>
  );
}
