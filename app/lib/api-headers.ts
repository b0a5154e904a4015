import { localeSettings } from "../../core/locales";
import { pageLocale } from "./page-locale";

/**
 * The headers of every API request: JSON, in the page's language, so the server's messages
 * (and a reset e-mail sent from this page) come in the language the page is in.
 */
export const apiHeaders = {
  accept: "application/json",
  "accept-language": localeSettings[pageLocale].tag,
} as const;
