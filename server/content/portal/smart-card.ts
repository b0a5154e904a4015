import { portalPageTitles } from "../../../core/texts/portal";
import type { SmartCardPage } from "../../../core/schemas/portal";
import { portalLinks } from "./links";

/**
 * /partner-portal/smart-card-solutions: four features and the four specifications
 * (docs/rules.md#site-content-and-figures).
 */
export const smartCardPage: SmartCardPage = {
  kind: "smart-card",
  slug: "smart-card-solutions",
  hero: {
    eyebrow: portalPageTitles["smart-card-solutions"],
    title: portalPageTitles["smart-card-solutions"],
    lead: "Personalisation systems for payment, telecom and identity cards, from a single desktop unit to a production line that runs three shifts. We select the equipment with you, integrate it with your data preparation and keep it certified and running.",
  },
  features: {
    title: "What the Systems Do",
    intro:
      "Every system is configured for the cards you issue and the checks your customers require, and it can grow with your volumes.",
    items: [
      {
        icon: "zap",
        title: "High-Volume Personalisation",
        description:
          "Modular lines that encode, print and check cards in one pass, with modules added as volumes grow instead of a new line every few years.",
      },
      {
        icon: "circuit-board",
        title: "Chip and Magnetic Stripe Encoding",
        description:
          "Contact and contactless chip encoding with magnetic stripe on the same line, for payment, SIM and identity applications.",
      },
      {
        icon: "layers",
        title: "Graphical Personalisation",
        description:
          "Laser engraving, colour printing and tactile features that make a card hard to forge and easy for an inspector to check.",
      },
      {
        icon: "lock",
        title: "Secure Data Handling",
        description:
          "Encrypted data from the issuer to the chip, key management in hardware security modules and an audit log for every card produced.",
      },
    ],
  },
  specs: {
    title: "Technical Specifications",
    intro: "The figures partners ask for first. Detailed data sheets follow on request.",
    items: [
      { label: "Throughput", value: "Up to 3,000 cards/hour" },
      { label: "Card types", value: "EMV, SIM, ID cards and ePassports" },
      { label: "Security certification", value: "Common Criteria EAL4+" },
      { label: "Integration", value: "Full integration support" },
    ],
  },
  closing: {
    title: "Sizing a card personalisation line?",
    text: "Send us your card types, yearly volumes and security requirements, and we will propose a configuration with a delivery plan.",
    primary: portalLinks.requestInformation("smart-card-solutions"),
    secondary: portalLinks.caseStudies,
  },
};
