/**
 * The offer of the other language, shown once on a page whose language the visitor's browser
 * does not prefer. It speaks to someone who reads the other language, so it is written in that
 * language: this English module holds the Slovenian offer made on English pages, its
 * `.sl.ts` twin the English offer made on Slovenian pages.
 */
export const languageOfferTexts = {
  /** The language the offer is written in (its `lang`), which is also the language offered. */
  lang: "sl",
  label: "Izbira jezika",
  message: "Ta stran je na voljo tudi v slovenščini.",
  accept: "Preberite jo v slovenščini",
  dismiss: "Ne, hvala",
} as const;
