import { partnerRequestsContent } from "../content/partner-requests";
import { partnerRequestsPath, paths, portalPagePath, portalPageSlugs } from "../paths";
import type { PortalSearchResult } from "../schemas/portal";
import { portalPageTitles } from "./portal-page-names";

// The partner portal's own words around its content: the navigation (its names are the pages'
// titles), the breadcrumbs, the search and the welcome.

// The pages' names live in their own small module, which the contact form's topics read too.
export { portalPageTitles } from "./portal-page-names";
/** The portal search: the longest query and the most results one answer lists. */
export { portalSearch } from "../portal-search";

export const portalTexts = {
  /** The portal itself: the breadcrumbs' first step and the navigation's heading. */
  portal: "Partner Portal",
  /** The portal pages' meta description (they are kept out of search, but read by browsers and tools). */
  metaDescription:
    "Product details, specifications, solutions and case studies for the firm's signed-in business partners.",
  overview: "Overview",
  /** The portal navigation's name for assistive technology: the portal's own name. */
  navigationLabel: "Partner Portal",
  /** Every sub-page's link back to the overview. */
  backToPortal: "Back to Partner Portal",
  /** A sub-page's side panel: the rest of its introduction, under the page's category. */
  about: "About",
  /** The side panel's card with the page's request, on the product pages. */
  nextStep: "Next Step",
  /** The overview's figures (their heading is read by screen readers only). */
  statsTitle: "The Portal at a Glance",
  breadcrumbLabel: "Breadcrumb",
  search: {
    label: "Search the portal",
    /** Short enough to show whole in the side menu's field. */
    placeholder: "Product or country",
    /** The narrow field in a page's header on phones, beside the page's main action. */
    shortPlaceholder: "Search",
    hint: "Results appear as you type.",
    searching: "Searching...",
    failed: "Search is not available at the moment. Please try again.",
    noResults: (query: string) =>
      `No results for “${query}”. Try another word, such as a product, a feature or a country.`,
    results: (count: number, query: string) =>
      `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
    moreResults: (shown: number, total: number) =>
      `Showing the first ${shown} of ${total}. Add a word to narrow the search.`,
    onPage: "on",
    /** The name of the field a result matched, as the result's second line shows it. */
    fields: {
      Title: "Title",
      Description: "Description",
      Feature: "Feature",
      Specification: "Specification",
      Country: "Country",
      Category: "Category",
      Challenge: "Challenge",
      Solution: "Solution",
      Result: "Result",
    } satisfies Record<PortalSearchResult["field"], string>,
  },
  welcome: {
    signedInAs: "Signed in as",
    lastSignIn: "Last sign-in",
    // A no-break space: a line that wraps keeps "(Ljubljana time)" whole.
    lastSignInAt: (when: string, address: string, browser: string) =>
      `${when} (Ljubljana\u00a0time) from ${address}, ${browser}`,
    unknownBrowser: "An unknown browser",
    /** The address of a sign-in whose client address was not recorded. */
    unknownAddress: "an unknown address",
    firstSignIn: "This is your first sign-in to the partner portal.",
  },
  /** A product card of the overview's portfolio. */
  productCard: {
    learnMore: "Learn More",
    /** Read after Learn More by screen readers only: which product it is about. */
    learnMoreAbout: (title: string) => ` about ${title}`,
  },
  /** A government solution's card. */
  governmentSolution: {
    deployedIn: "Deployed in",
    /** Read after the consultation button's label by screen readers only. */
    consultationFor: (title: string) => ` for ${title}`,
  },
  /** A case study's card: its facts (named for screen readers) and its three parts. */
  caseStudy: {
    country: "Country",
    category: "Category",
    year: "Year",
    challenge: "Challenge",
    solution: "Solution",
    results: "Results",
  },
  /** Why the portal's content could not be loaded; the error page adds what to do. */
  loadErrors: {
    unreachable: "The partner portal could not be reached. Check your connection.",
    unavailable: "The partner portal is not available at the moment.",
    invalidAnswer: "The partner portal sent an answer this page cannot show.",
  },
} as const;

export interface PortalNavigationItem {
  to: string;
  label: string;
}

/** The portal navigation: the overview, then every sub-page in the order of `portalPageSlugs`. */
export const portalNavigation: readonly PortalNavigationItem[] = [
  { to: paths.partnerPortal, label: portalTexts.overview },
  ...portalPageSlugs.map((slug) => ({ to: portalPagePath(slug), label: portalPageTitles[slug] })),
  { to: partnerRequestsPath, label: partnerRequestsContent.hero.title },
];
