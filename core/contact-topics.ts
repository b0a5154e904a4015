/**
 * What a request from the partner portal is about: each portal button to /contact names one of
 * these topics in the URL (`/contact?topic=smart-card-solutions`), and the contact form fills
 * in the subject from it for a signed-in partner. A topic not in this list is ignored.
 */
export const contactTopics = {
  "smart-card-solutions": "Request Information: Smart Card Solutions",
  "government-solutions": "Request a Consultation: Government ID Solutions",
  "semiconductor-products": "Request Information: Semiconductor Products",
  "vision-inspection": "Request Information: Vision Inspection Systems",
  "software-solutions": "Request Information: Software Solutions",
  "service-support": "Request Information: Service & Support",
  "precision-manufacturing": "Request Information: Precision Manufacturing",
  "e-mobility-solar": "Request Information: E-Mobility & Solar",
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
