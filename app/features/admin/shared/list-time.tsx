import { formatFirmDateTime } from "../../../lib/firm-time";

/**
 * A time as the panel shows every time, in the firm's zone; exact for machines. `seconds` for
 * a log, where two entries in one minute would otherwise read as one entry twice.
 */
export function Time({ iso, seconds = false }: { iso: string; seconds?: boolean }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatFirmDateTime(iso, { seconds })}
    </time>
  );
}
