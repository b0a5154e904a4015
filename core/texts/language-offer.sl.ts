import { slovenian } from "../translation";
import type * as english from "./language-offer";

export const languageOfferTexts = slovenian<typeof english.languageOfferTexts>({
  lang: "en",
  label: "Choice of language",
  message: "This page is also available in English.",
  accept: "Read it in English",
  dismiss: "No, thanks",
});
