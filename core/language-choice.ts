import type { Locale } from "./locales";

/**
 * The language a visitor chose with the language switch, remembered for the signed-in screens:
 * the server sends a request for a private page in the other language to the chosen one. Not
 * HttpOnly (the switch writes it) and not a secret; it decides words only.
 */
export const languageChoiceCookie = "language";

/** A year, as long as a choice of language is worth keeping. */
export const languageChoiceMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The cookie the switch writes for `locale`. */
export function languageChoiceCookieValue(locale: Locale, https: boolean): string {
  const secure = https ? "; Secure" : "";
  return `${languageChoiceCookie}=${locale}; Path=/; Max-Age=${languageChoiceMaxAgeSeconds}; SameSite=Lax${secure}`;
}
