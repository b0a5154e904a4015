import type { PortalPage } from "../../../core/schemas/portal";
import { capabilityPages } from "./capabilities";
import { caseStudiesPage } from "./case-studies";
import { governmentPage } from "./government";
import { smartCardPage } from "./smart-card";

const pages = new Map<string, PortalPage>(
  [smartCardPage, governmentPage, ...capabilityPages, caseStudiesPage].map((page) => [
    page.slug,
    page,
  ]),
);

/** One portal sub-page by its slug; undefined for a slug that has no page. */
export function portalPage(slug: string): PortalPage | undefined {
  return pages.get(slug);
}

/** Every sub-page, for the content checks. */
export function allPortalPages(): PortalPage[] {
  return [...pages.values()];
}
