import { portalPagePath, portalPageSlugs, type PortalPageSlug } from "../../../core/paths";
import { portalPageTitles } from "../../../core/texts/portal-page-names";

/** The pages a product category's Learn More leads to: every sub-page but the case studies. */
type ProductPage = Exclude<PortalPageSlug, "case-studies">;
const productPages = portalPageSlugs.filter((slug): slug is ProductPage => slug !== "case-studies");

/**
 * The portfolio's business areas, each with the page that explains it
 * (docs/rules.md#site-content-and-figures): a page is named for its category, so the mapping is
 * read from the pages' names.
 */
export const categoryPages = Object.fromEntries(
  productPages.map((slug) => [portalPageTitles[slug], slug]),
) as { [Slug in ProductPage as (typeof portalPageTitles)[Slug]]: Slug };

export type ProductCategoryKey = keyof typeof categoryPages;

function isProductCategoryKey(category: string): category is ProductCategoryKey {
  // Own keys only: "constructor" is not a category.
  return Object.hasOwn(categoryPages, category);
}

/**
 * Where a product card's Learn More leads (docs/rules.md#site-content-and-figures). A category
 * without a page of its own leads to the case studies, where partners see the work behind it.
 */
export function learnMorePath(category: string): string {
  return portalPagePath(isProductCategoryKey(category) ? categoryPages[category] : "case-studies");
}
