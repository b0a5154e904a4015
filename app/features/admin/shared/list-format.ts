/** How the Messages and Activity views show times and dates: the reader's own time zone. */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22 Nov 2026, 14:05" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD from a date field, or null when it is not a real day. */
export function parseDay(value: string | null): string | null {
  const match = dayPattern.exec(value ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? value
    : null;
}

/** The instant a local day starts; `offsetDays` 1 gives the start of the next day. */
export function startOfLocalDay(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year!, month! - 1, date! + offsetDays).toISOString();
}
