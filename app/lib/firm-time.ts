import { localeSettings, type Locale } from "../../core/locales";
import { site } from "../../core/site";
import { pageLocale } from "./page-locale";

// The admin panel's times and days, in the firm's own time zone (Ljubljana), whatever zone
// the browser is in: the portal names its times there too, and a day typed in a filter is the
// firm's day, so what a filter finds matches the times the rows show.

/** The wall clock in Ljubljana, in the page's language: the day's numbers as it writes them. */
const dateTimeFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(localeSettings[locale].intl, {
    timeZone: site.timeZone,
    // English pads the day and month ("06.01.2026"); Slovenian writes "6. 1. 2026".
    day: locale === "en" ? "2-digit" : "numeric",
    month: locale === "en" ? "2-digit" : "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });

const dateTimes: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
const dateTimeIn = (locale: Locale) => (dateTimes[locale] ??= dateTimeFormat(locale));

/** The day as the panel's filters write it in each language, from the formatter's parts. */
const dayWritten: Record<Locale, (day: string, month: string, year: string) => string> = {
  en: (day, month, year) => `${day}.${month}.${year}`,
  sl: (day, month, year) => `${day}. ${month}. ${year}`,
};

/**
 * "26.11.2026, 07:25" in Ljubljana (Slovenian "26. 11. 2026, 07:25"): the day as the panel's
 * filters write it, then the time; with `seconds`, "26.11.2026, 07:25:09", for a log whose
 * entries come seconds apart. `locale` is the page's language unless given.
 */
export function formatFirmDateTime(
  iso: string | Date,
  { seconds = false, locale = pageLocale }: { seconds?: boolean; locale?: Locale } = {},
): string {
  const parts = Object.fromEntries(
    dateTimeIn(locale)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ""}`;
  return `${dayWritten[locale](parts.day!, parts.month!, parts.year!)}, ${time}`;
}

/** How far the firm's clock is ahead of UTC at an instant, in milliseconds. */
function firmOffset(instant: number): number {
  const parts = Object.fromEntries(
    dateTimeIn("en")
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  // The formatter drops milliseconds; the instant's own are put back.
  return wall - (instant - (instant % 1_000));
}

/**
 * The instant a day (YYYY-MM-DD) starts in the firm's time zone, as ISO 8601; `offsetDays` 1
 * gives the start of the next day. Midnight exists in Ljubljana on every day (the clocks change
 * at 02:00 and 03:00), so one correction after the first guess is enough.
 */
export function startOfFirmDay(day: string, offsetDays = 0): string {
  const [year, month, date] = day.split("-").map(Number);
  const wall = Date.UTC(year!, month! - 1, date! + offsetDays);
  let instant = wall - firmOffset(wall);
  instant = wall - firmOffset(instant);
  return new Date(instant).toISOString();
}
