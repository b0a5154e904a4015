import { localeSettings } from "../../../core/locales";
import { site } from "../../../core/site";
import { formatFirmDateTime } from "../../lib/firm-time";
import { pageLocale } from "../../lib/page-locale";

/** A day and time as the page's language writes them, in the firm's zone: "26. 11. 2026, 07:25". */
const localDateTime = new Intl.DateTimeFormat(localeSettings[pageLocale].intl, {
  timeZone: site.timeZone,
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * The time as the page's language shows it. English keeps the admin panel's "26.11.2026, 07:25",
 * the day as its filters write it (en-GB's own would be "26/11/2026"); other languages take
 * their Intl form.
 */
function firmDateTime(iso: string): string {
  return pageLocale === "en" ? formatFirmDateTime(iso) : localDateTime.format(new Date(iso));
}

/** A time in the firm's zone, as every time on the page (it says so once); exact for machines. */
export function FirmTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {firmDateTime(iso)}
    </time>
  );
}
