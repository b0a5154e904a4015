import { localeSettings, type Locale } from "./locales";

/** A day as YYYY-MM-DD in the local time zone. */
export function localDateKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "21 November 2026" in English, "21. november 2026" in Slovenian: how dates read on the site. */
export function formatLongDate(dateKey: string, locale: Locale = "en"): string {
  const [year, month, day] = dateKey.split("-").map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString(localeSettings[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
}
