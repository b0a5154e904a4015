import { contactTopicPath, type ContactTopic } from "../../../core/contact-topics";
import { portalPagePath } from "../../../core/paths";
import type { PortalLink } from "../../../core/schemas/portal";

/**
 * The calls to action the portal's pages share. Those to /contact name what the request is
 * about, so the contact form can fill in the subject for the signed-in partner.
 */
export const portalLinks = {
  requestInformation: (topic: ContactTopic): PortalLink => ({
    label: "Request Information",
    to: contactTopicPath(topic),
  }),
  consultation: (topic: ContactTopic): PortalLink => ({
    label: "Request a Consultation",
    to: contactTopicPath(topic),
  }),
  caseStudies: { label: "View Case Studies", to: portalPagePath("case-studies") },
  contactTeam: (topic: ContactTopic): PortalLink => ({
    label: "Contact Your Account Team",
    to: contactTopicPath(topic),
  }),
} as const;
