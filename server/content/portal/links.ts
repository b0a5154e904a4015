import { paths, portalPagePath } from "../../../core/paths";
import type { PortalLink } from "../../../core/schemas/portal";

/** The calls to action the portal's pages share. */
export const portalLinks = {
  requestInformation: { label: "Request Information", to: paths.contact },
  consultation: { label: "Request a Consultation", to: paths.contact },
  caseStudies: { label: "View Case Studies", to: portalPagePath("case-studies") },
  contactTeam: { label: "Contact Your Account Team", to: paths.contact },
} as const satisfies Record<string, PortalLink>;
