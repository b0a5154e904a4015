/**
 * The site's two languages. English is the source and keeps every page at its own path;
 * Slovenian is the same site under `/sl` (docs/rules.md#languages). Each language is built as
 * an app of its own (docs/decisions/0042-a-build-per-language.md), so a page ships only its own
 * language's texts.
 */
export const locales = ["en", "sl"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

export interface LocaleSettings {
  /** `<html lang>` and `hreflang`. */
  tag: string;
  /** Dates and numbers (Intl). */
  intl: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** Where the language's pages live: "" for English, "/sl" for Slovenian. */
  prefix: string;
  /** The language's name in itself, as the language switch offers it. */
  ownName: string;
}

export const localeSettings: Record<Locale, LocaleSettings> = {
  en: { tag: "en", intl: "en-GB", ogLocale: "en_GB", prefix: "", ownName: "English" },
  sl: { tag: "sl", intl: "sl-SI", ogLocale: "sl_SI", prefix: "/sl", ownName: "Slovenščina" },
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** The language a site path is in: `/sl` and every path below it are Slovenian. */
export function localeOfPath(urlPath: string): Locale {
  for (const locale of locales) {
    const { prefix } = localeSettings[locale];
    if (prefix && (urlPath === prefix || urlPath.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/** A path without its language's prefix: `/sl/about` → `/about`, `/sl` → `/`. */
export function pathWithoutLocale(urlPath: string): string {
  const { prefix } = localeSettings[localeOfPath(urlPath)];
  if (!prefix) return urlPath;
  return urlPath.slice(prefix.length) || "/";
}

/** A page's path in a language, from its English path: `/about` → `/sl/about`, `/` → `/sl`. */
export function localizedPath(englishPath: string, locale: Locale): string {
  const { prefix } = localeSettings[locale];
  if (!prefix) return englishPath;
  return englishPath === "/" ? prefix : `${prefix}${englishPath}`;
}

/** The same page in another language: `/about?x=1` on English → `/sl/about?x=1`. */
export function twinPath(urlPath: string, locale: Locale): string {
  return localizedPath(pathWithoutLocale(urlPath), locale);
}

/**
 * The language a client asked for in an `Accept-Language` header: Slovenian when it prefers
 * Slovenian to English, else English. Weights are honoured; a malformed header is English.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of header.split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const language = range.trim().toLowerCase().split("-")[0];
    if (!isLocale(language)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: language, weight };
  }
  return best?.locale ?? defaultLocale;
}
