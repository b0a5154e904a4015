import { portalPageTitles } from "../../../core/texts/portal";
import type { GovernmentPage } from "../../../core/schemas/portal";
import { site } from "../../../core/site";
import { governmentSolutions } from "./government-solutions";
import { portalLinks } from "./links";

/**
 * /partner-portal/government-solutions: four solutions, six benefits, consultations
 * (docs/rules.md#site-content-and-figures).
 */
export const governmentPage: GovernmentPage = {
  kind: "government",
  slug: "government-solutions",
  hero: {
    eyebrow: portalPageTitles["government-solutions"],
    title: portalPageTitles["government-solutions"],
    lead: "Identity, travel and driving documents, and the systems that issue and check them. We work with ministries and their partners from the feasibility study through the tender to many years of service, and we stay until the local team runs the system on its own.",
  },
  solutions: {
    title: "Four Proven Solutions",
    intro:
      "Each solution is in daily use. The countries listed are where our systems issue or check documents today.",
    items: governmentSolutions,
    consultation: portalLinks.consultation("government-solutions"),
    caseStudies: portalLinks.caseStudies,
  },
  benefits: {
    title: "Why Authorities Work With Us",
    intro:
      "A public ID programme runs for ten years or more. These are the reasons authorities and their partners choose us for it.",
    items: [
      {
        icon: "globe",
        title: "Proven Internationally",
        description: `Systems in service in ${site.figures.countries} countries, with references your customer can call and visit.`,
      },
      {
        icon: "file-check",
        title: "Standards Compliance",
        description:
          "Documents and systems to ICAO 9303, ISO/IEC 7810 and 7816, ISO/IEC 14443 and the EU regulations on ID cards and driving licences.",
      },
      {
        icon: "lock",
        title: "Security by Design",
        description:
          "Certified equipment, hardware key management and secure production areas, with audits and penetration tests built into the plan.",
      },
      {
        icon: "users",
        title: "Knowledge Transfer",
        description:
          "Operators, technicians and administrators trained on site, so the authority depends on its own people rather than on us.",
      },
      {
        icon: "chart",
        title: "Long-Term Availability",
        description: `Maintenance contracts with spare parts in stock and measured uptime of ${site.figures.uptime} across our installations.`,
      },
      {
        icon: "handshake",
        title: "Tender and Financing Support",
        description:
          "Technical specifications, compliance matrices and help with export credit and development-bank financing for the programme.",
      },
    ],
  },
  closing: {
    title: "Preparing a government tender?",
    text: "Book a consultation with our government solutions team. We will review the requirements with you and show where we can help.",
    primary: portalLinks.consultation("government-solutions"),
    secondary: portalLinks.caseStudies,
  },
};
