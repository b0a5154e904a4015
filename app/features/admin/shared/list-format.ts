import type { Locale } from "../../../../core/locales";
import { pageLocale } from "../../../lib/page-locale";

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

const typedDayPattern = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;

/**
 * A day as typed in the panel's date fields, dd.mm.yyyy as written in Slovenia ("26.11.2026",
 * also "1. 3. 2026"), as YYYY-MM-DD; a YYYY-MM-DD is taken as it is. Null when it is not a
 * whole, real day with a four-digit year.
 */
export function parseTypedDay(typed: string): string | null {
  const text = typed.trim();
  const match = typedDayPattern.exec(text);
  if (!match) return /^[1-9]/.test(text) ? parseDay(text) : null;
  const [day, month, year] = [match[1]!, match[2]!, match[3]!];
  if (year.startsWith("0")) return null;
  return parseDay(`${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`);
}

/**
 * A YYYY-MM-DD as the date fields show it, as the page's language writes a day: "26.11.2026"
 * in English, "26. 11. 2026" (no leading zeros: "1. 3. 2026") in Slovenian. Either reads back
 * as the same day.
 */
export function typedDay(day: string, locale: Locale = pageLocale): string {
  const [year, month, date] = day.split("-");
  if (locale === "sl") return `${Number(date)}. ${Number(month)}. ${year}`;
  return `${date}.${month}.${year}`;
}
