import { portalPageTitles } from "./texts/portal-page-names";

/**
 * What a request from the partner portal is about: each portal button to /contact names one of
 * these topics in the URL (`/contact?topic=smart-card-solutions`), and the contact form fills
 * in the subject from it for a signed-in partner. A topic not in this list is ignored. A page's
 * subject names the page as its heading and the portal's menu do.
 */
export const contactTopics = {
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

export type ContactTopic = keyof typeof contactTopics;

/** The URL parameter that names the topic. */
export const contactTopicParam = "topic";

/** The contact page with the topic named. */
export const contactTopicPath = (topic: ContactTopic) =>
  `/contact?${contactTopicParam}=${encodeURIComponent(topic)}`;

/** The subject a known topic gives, or null for a missing or unknown one. */
export function contactTopicSubject(topic: string | null | undefined): string | null {
  if (!topic || !Object.hasOwn(contactTopics, topic)) return null;
  return contactTopics[topic as ContactTopic];
}
