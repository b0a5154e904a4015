import { portalPagePath, portalPageSlugs, type PortalPageSlug } from "../../../core/paths";
import { portalPageTitles } from "../../../core/texts/portal-page-names";

/** The pages a product category's Learn More leads to: every sub-page but the case studies. */
type ProductPage = Exclude<PortalPageSlug, "case-studies">;
const productPages = portalPageSlugs.filter((slug): slug is ProductPage => slug !== "case-studies");

/** The portal pages' names in one language (core/texts/portal-page-names.ts and its twins). */
type PageTitles = Readonly<Record<PortalPageSlug, string>>;

/** Each product page by the name of its category, in the language of `titles`. */
const categoryPagesIn = (titles: PageTitles) =>
  new Map<string, ProductPage>(productPages.map((slug) => [titles[slug], slug]));

/**
 * The portfolio's business areas, each with the page that explains it
 * (docs/rules.md#site-content-and-figures): a page is named for its category, so the mapping is
 * read from the pages' names.
 */
export const categoryPages = Object.fromEntries(categoryPagesIn(portalPageTitles)) as {
  [Slug in ProductPage as (typeof portalPageTitles)[Slug]]: Slug;
};

export type ProductCategoryKey = keyof typeof categoryPages;

const lookups = new WeakMap<PageTitles, Map<string, ProductPage>>();

/**
 * Where a product card's Learn More leads (docs/rules.md#site-content-and-figures). A category
 * without a page of its own leads to the case studies, where partners see the work behind it.
 * The category is named in the language of `titles` (English unless told), as its card shows it.
 */
export function learnMorePath(category: string, titles: PageTitles = portalPageTitles): string {
  let pages = lookups.get(titles);
  if (!pages) {
    pages = categoryPagesIn(titles);
    lookups.set(titles, pages);
  }
  // A Map's own keys only: "constructor" is not a category.
  return portalPagePath(pages.get(category) ?? "case-studies");
}
