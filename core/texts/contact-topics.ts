import { portalPageTitles } from "./portal-page-names";

/**
 * The subject each topic of a request from the partner portal fills in (core/contact-topics.ts).
 * A page's subject names the page as its heading and the portal's menu do.
 */
export const contactTopicSubjects = {
  "smart-card-solutions": `Request Information: ${portalPageTitles["smart-card-solutions"]}`,
  "government-solutions": `Request a Consultation: ${portalPageTitles["government-solutions"]}`,
  "semiconductor-products": `Request Information: ${portalPageTitles["semiconductor-products"]}`,
  "vision-inspection": `Request Information: ${portalPageTitles["vision-inspection"]}`,
  "software-solutions": `Request Information: ${portalPageTitles["software-solutions"]}`,
  "service-support": `Request Information: ${portalPageTitles["service-support"]}`,
  "precision-manufacturing": `Request Information: ${portalPageTitles["precision-manufacturing"]}`,
  "e-mobility-solar": `Request Information: ${portalPageTitles["e-mobility-solar"]}`,
  "new-project": "Account Team: Planning a New Project",
  "case-study-reference": "Account Team: A Reference for a Proposal",
} as const;
