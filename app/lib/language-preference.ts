import { languageChoiceCookie } from "../../core/language-choice";
import { isLocale } from "../../core/locales";
import { pageLocale } from "./page-locale";

/** Where a dismissed offer of the other language is remembered. */
export const languageOfferDismissedKey = "language-offer-dismissed";

/**
 * Whether to offer this page in the other language: the browser ranks the other language above
 * this page's, the visitor has not chosen a language with the switch, nor turned the offer down.
 */
export function shouldOfferOtherLanguage(): boolean {
  if (document.cookie.split("; ").some((pair) => pair.startsWith(`${languageChoiceCookie}=`))) {
    return false;
  }
  try {
    if (window.localStorage.getItem(languageOfferDismissedKey)) return false;
  } catch {
    // Storage refused: the browser's preference alone decides.
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const language = tag.toLowerCase().split("-")[0];
    if (language === pageLocale) return false;
    if (isLocale(language)) return true;
  }
  return false;
}
