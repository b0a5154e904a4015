import { partnerRequestsContent } from "../content/partner-requests.sl";
import { partnerRequestsPath, paths, portalPagePath, portalPageSlugs } from "../paths";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./portal";
import { portalPageTitles } from "./portal-page-names.sl";

// The server reads this module beside the English one, so it names its Slovenian neighbours
// itself; in the Slovenian build they are the modules the English names would be swapped for.

export { portalPageTitles } from "./portal-page-names.sl";
export { portalSearch } from "../portal-search";

export const portalTexts = slovenian<typeof english.portalTexts>({
  portal: "Partnerski portal",
  metaDescription:
    "Podrobnosti o izdelkih, specifikacije, rešitve in referenčni projekti za prijavljene poslovne partnerje podjetja.",
  overview: "Pregled",
  navigationLabel: "Partnerski portal",
  backToPortal: "Nazaj na partnerski portal",
  about: "Opis",
  nextStep: "Naslednji korak",
  statsTitle: "Portal na kratko",
  breadcrumbLabel: "Pot do strani",
  search: {
    label: "Iskanje po portalu",
    placeholder: "Izdelek ali država",
    shortPlaceholder: "Iskanje",
    hint: "Rezultati se prikazujejo med tipkanjem.",
    searching: "Iskanje …",
    failed: "Iskanje trenutno ni na voljo. Poskusite znova.",
    noResults: (query: string) =>
      `Za »${query}« ni zadetkov. Poskusite z drugo besedo, na primer z imenom izdelka, lastnosti ali države.`,
    results: (count: number, query: string) =>
      `${count} ${plural("sl", count, {
        one: "zadetek",
        two: "zadetka",
        few: "zadetki",
        other: "zadetkov",
      })} za »${query}«`,
    moreResults: (shown: number, total: number) =>
      `${plural("sl", shown, {
        one: `Prikazan je prvi ${shown}`,
        two: `Prikazana sta prva ${shown}`,
        few: `Prikazani so prvi ${shown}`,
        other: `Prikazanih je prvih ${shown}`,
      })} od skupno ${total}. Dodajte besedo, da zožite iskanje.`,
    onPage: "na strani",
    fields: {
      Title: "Naslov",
      Description: "Opis",
      Feature: "Lastnost",
      Specification: "Specifikacija",
      Country: "Država",
      Category: "Kategorija",
      Challenge: "Izziv",
      Solution: "Rešitev",
      Result: "Rezultat",
    },
  },
  welcome: {
    signedInAs: "Prijavljeni ste kot",
    lastSignIn: "Zadnja prijava",
    // A no-break space: a line that wraps keeps "(po ljubljanskem času)" whole.
    lastSignInAt: (when: string, address: string, browser: string) =>
      `${when} (po ljubljanskem\u00a0času), naslov IP: ${address}, ${browser}`,
    unknownBrowser: "neznan brskalnik",
    unknownAddress: "neznan",
    firstSignIn: "To je vaša prva prijava v partnerski portal.",
  },
  productCard: {
    learnMore: "Več o tem",
    learnMoreAbout: (title: string) => `: ${title}`,
  },
  governmentSolution: {
    deployedIn: "Uvedeno v državah",
    consultationFor: (title: string) => `: ${title}`,
  },
  caseStudy: {
    country: "Država",
    category: "Kategorija",
    year: "Leto",
    challenge: "Izziv",
    solution: "Rešitev",
    results: "Rezultati",
  },
  loadErrors: {
    unreachable: "Partnerskega portala ni bilo mogoče doseči. Preverite internetno povezavo.",
    unavailable: "Partnerski portal trenutno ni na voljo.",
    invalidAnswer: "Partnerski portal je poslal odgovor, ki ga ta stran ne more prikazati.",
  },
});

export const portalNavigation = slovenian<typeof english.portalNavigation>([
  { to: paths.partnerPortal, label: portalTexts.overview },
  ...portalPageSlugs.map((slug) => ({ to: portalPagePath(slug), label: portalPageTitles[slug] })),
  { to: partnerRequestsPath, label: partnerRequestsContent.hero.title },
]);
