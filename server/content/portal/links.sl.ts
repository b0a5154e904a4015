import { contactTopicPath, type ContactTopic } from "../../../core/contact-topics";
import { portalPagePath } from "../../../core/paths";
import type { PortalLink } from "../../../core/schemas/portal";
import { slovenian } from "../../../core/translation";
import type * as english from "./links";

export const portalLinks = slovenian<typeof english.portalLinks>({
  requestInformation: (topic: ContactTopic): PortalLink => ({
    label: "Zaprosi za informacije",
    to: contactTopicPath(topic),
  }),
  consultation: (topic: ContactTopic): PortalLink => ({
    label: "Zaprosi za posvet",
    to: contactTopicPath(topic),
  }),
  caseStudies: { label: "Prikaži referenčne projekte", to: portalPagePath("case-studies") },
  contactTeam: (topic: ContactTopic): PortalLink => ({
    label: "Pišite nam",
    to: contactTopicPath(topic),
  }),
});
