import type { PortalPageSlug } from "../paths";

/**
 * The one name of each portal sub-page: its entry in the portal navigation, its breadcrumb and
 * its page heading. The eight product pages are named for the category whose Learn More leads
 * to them, in SPEC's words (docs/rules.md#site-content-and-figures), so a product card's
 * category label, the menu and the page it opens all say the same thing.
 */
export const portalPageTitles = {
  "smart-card-solutions": "Security Solutions",
  "government-solutions": "Government Solutions",
  "semiconductor-products": "Industrial Solutions",
  "vision-inspection": "Quality Control",
  "software-solutions": "Software & IT",
  "service-support": "Support Services",
  "precision-manufacturing": "Manufacturing",
  "e-mobility-solar": "Green Technology",
  "case-studies": "Case Studies",
} as const satisfies Record<PortalPageSlug, string>;
