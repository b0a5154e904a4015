import { portalPagePath, type PortalPageSlug } from "../../../core/paths";

/**
 * The portfolio's business areas, each with the page that explains it
 * (docs/rules.md#site-content-and-figures).
 */
export const categoryPages = {
  "Security Solutions": "smart-card-solutions",
  "Government Solutions": "government-solutions",
  "Industrial Solutions": "semiconductor-products",
  "Quality Control": "vision-inspection",
  "Software & IT": "software-solutions",
  "Support Services": "service-support",
  Manufacturing: "precision-manufacturing",
  "Green Technology": "e-mobility-solar",
} as const satisfies Record<string, PortalPageSlug>;

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
