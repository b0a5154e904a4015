import type { Locale } from "../../../core/locales";
import { typesetSlovenian } from "../../../core/slovenian-typography";
import type { PortalPage } from "../../../core/schemas/portal";
import { capabilityPages } from "./capabilities";
import { capabilityPages as capabilityPagesSl } from "./capabilities.sl";
import { caseStudiesPage } from "./case-studies";
import { caseStudiesPage as caseStudiesPageSl } from "./case-studies.sl";
import { governmentPage } from "./government";
import { governmentPage as governmentPageSl } from "./government.sl";
import { smartCardPage } from "./smart-card";
import { smartCardPage as smartCardPageSl } from "./smart-card.sl";

/** Each language's sub-pages by slug: the same slugs, kinds, icons and links in both. */
const pagesIn = (list: readonly PortalPage[]) =>
  new Map<string, PortalPage>(list.map((page) => [page.slug, page]));

const pages: Record<Locale, Map<string, PortalPage>> = {
  en: pagesIn([smartCardPage, governmentPage, ...capabilityPages, caseStudiesPage]),
  // Typeset as the web app's Slovenian texts are: no one-letter word at a line's end.
  sl: pagesIn(
    [smartCardPageSl, governmentPageSl, ...capabilityPagesSl, caseStudiesPageSl].map(
      typesetSlovenian,
    ),
  ),
};

/** One portal sub-page by its slug, in a language; undefined for a slug that has no page. */
export function portalPage(slug: string, locale: Locale = "en"): PortalPage | undefined {
  return pages[locale].get(slug);
}

/** Every sub-page in a language, for the search and the content checks. */
export function allPortalPages(locale: Locale = "en"): PortalPage[] {
  return [...pages[locale].values()];
}
