import type { Locale } from "../../core/locales";

/** The language of the build this page belongs to (its Slovenian twin is `page-locale.sl.ts`). */
export const pageLocale: Locale = "en";
