import { localeSettings, type Locale } from "./locales";

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * A count as each language writes it: "12,345" in English, "12.345" in Slovenian (which groups
 * only from five digits: "1234"). The platform's formatter is made on first use, for a number
 * it changes: a page's first number format costs the browser tens of milliseconds of ICU data
 * (over 100 ms on a throttled phone), which a page whose counts stay below 1,000 never needs.
 */
export function formatCount(locale: Locale, count: number): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeSettings[locale].intl);
    formats.set(locale, format);
  }
  return format.format(count);
}
