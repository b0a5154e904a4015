import { formatDateTime } from "./list-format";

/** A time, readable in the reader's time zone, exact for machines. */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatDateTime(iso)}
    </time>
  );
}
