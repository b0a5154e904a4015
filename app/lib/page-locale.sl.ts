import type { Locale } from "../../core/locales";

export const pageLocale: Locale = "sl";
