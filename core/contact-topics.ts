import { contactTopicSubjects } from "./texts/contact-topics";

/**
 * What a request from the partner portal is about: each portal button to /contact names one of
 * these topics in the URL (`/contact?topic=smart-card-solutions`), and the contact form fills
 * in the subject from it for a signed-in partner, in the page's language. A topic not in this
 * list is ignored.
 */
export const contactTopics = contactTopicSubjects;

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
