/**
 * Dates written out in words, as the pages show them. Apart from `dates.ts`, which the footer
 * on every page needs: only the pages that write a date out carry this.
 */
import { localeSettings, type Locale } from "./locales";

/** Each month in the genitive, the case a Slovenian date puts it in ("21. novembra 2026"). */
const slovenianGenitive: Readonly<Record<string, string>> = {
  januar: "januarja",
  februar: "februarja",
  marec: "marca",
  april: "aprila",
  maj: "maja",
  junij: "junija",
  julij: "julija",
  avgust: "avgusta",
  september: "septembra",
  oktober: "oktobra",
  november: "novembra",
  december: "decembra",
};

/**
 * A formatted Slovenian date with its month in the genitive: the platform's sl-SI data names
 * the month as on its own ("27. november 2026"), where written Slovenian says "27. novembra".
 */
export function withSlovenianMonthCase(formatted: string): string {
  return formatted.replace(/(\d\.\s)(\p{L}+)/gu, (whole, day: string, month: string) => {
    const genitive = slovenianGenitive[month];
    return genitive ? `${day}${genitive}` : whole;
  });
}

/** "21 November 2026" in English, "21. novembra 2026" in Slovenian: how dates read on the site. */
export function formatLongDate(dateKey: string, locale: Locale = "en"): string {
  const [year, month, day] = dateKey.split("-").map(Number);
  const formatted = new Date(year!, month! - 1, day!).toLocaleDateString(
    localeSettings[locale].intl,
    { day: "numeric", month: "long", year: "numeric" },
  );
  return locale === "sl" ? withSlovenianMonthCase(formatted) : formatted;
}
