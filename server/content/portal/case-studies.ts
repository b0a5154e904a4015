import { portalPageTitles } from "../../../core/texts/portal";
import type { CaseStudiesPage } from "../../../core/schemas/portal";
import { site } from "../../../core/site";
import { portalLinks } from "./links";

/**
 * /partner-portal/case-studies: four case studies and four figures
 * (docs/rules.md#site-content-and-figures).
 */
export const caseStudiesPage: CaseStudiesPage = {
  kind: "case-studies",
  slug: "case-studies",
  hero: {
    eyebrow: "Reference Projects",
    title: portalPageTitles["case-studies"],
    lead: "Four projects that show how we work: what the customer needed, what we built with our partners and what changed once it was running. Use them in your proposals; we will gladly arrange a reference call or a visit.",
  },
  stats: {
    title: "Our Track Record",
    intro: "The systems we have delivered with our partners, in figures.",
    items: [
      {
        value: site.figures.countries,
        label: "Countries",
        description: "With systems in daily service.",
      },
      {
        value: site.figures.citizensServed,
        label: "Citizens",
        description: "Served by the documents our systems issue.",
      },
      {
        value: site.figures.documentsIssued,
        label: "Documents",
        description: "Cards, passports and licences produced.",
      },
      {
        value: site.figures.uptime,
        label: "Uptime",
        description: "Measured across our supported installations.",
      },
    ],
  },
  studies: {
    title: "Selected Projects",
    intro: "Each project was delivered with local partners, who run and support it today.",
    items: [
      {
        title: "Biometric ePassport Personalisation Centre",
        country: "North Macedonia",
        category: "Government Solutions",
        year: 2019,
        challenge:
          "The passport office had to move to biometric ePassports within eighteen months, while the old line kept issuing passports every day and applicants waited up to three weeks.",
        solution:
          "We designed a new personalisation centre next to the existing one, with laser engraving, chip encoding and inline inspection, connected it to the civil register and moved production over one document type at a time.",
        results: [
          "First ePassports issued four weeks ahead of the deadline",
          "Issuing time cut from three weeks to five working days",
          "No day without issuance during the changeover",
        ],
      },
      {
        title: "National ID Card Modernisation",
        country: "Ghana",
        category: "Government Solutions",
        year: 2022,
        challenge:
          "A growing population and paper-based registration offices meant long queues, duplicate records and identity cards that banks and mobile operators could not verify.",
        solution:
          "With a local integrator we supplied enrolment stations, central personalisation and a verification service that banks and operators query online, and trained the authority's own technicians to run them.",
        results: [
          "Over 15 million cards issued in the first two years",
          "Duplicate registrations found and resolved before issuance",
          "Online identity checks for banks and mobile operators",
        ],
      },
      {
        title: "Payment Card Personalisation Bureau",
        country: "Croatia",
        category: "Security Solutions",
        year: 2021,
        challenge:
          "A card bureau serving several regional banks needed to double its capacity for contactless payment cards and pass a demanding certification audit within the same year.",
        solution:
          "We supplied two modular personalisation lines, moved key management to hardware security modules and prepared the documentation and procedures for the certification audit with the bureau's team.",
        results: [
          "Capacity raised to 3,000 cards/hour per line",
          "Certification audit passed at the first attempt",
          "Cards for new banks added without new equipment",
        ],
      },
      {
        title: "Inline Inspection of Driving Licences",
        country: "Serbia",
        category: "Quality Control",
        year: 2023,
        challenge:
          "Manual sample checks let misprinted driving licences reach applicants, and every reprint cost the authority money and its clients a second visit.",
        solution:
          "We added vision inspection to the existing personalisation line, reading every printed field and comparing it with the production data, with rejected cards reprinted automatically.",
        results: [
          "Every licence inspected instead of one in fifty",
          "Complaints about printing errors reduced by 95%",
          "Investment returned in under a year",
        ],
      },
    ],
  },
  closing: {
    title: "Want a reference for your proposal?",
    text: "Tell us about your customer and their project. We will suggest the most relevant reference and arrange a call or a visit.",
    primary: portalLinks.contactTeam("case-study-reference"),
  },
};
