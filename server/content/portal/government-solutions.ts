import type { GovernmentSolution } from "../../../core/schemas/portal";

/**
 * The four government ID solutions, shown on the welcome page and their own
 * (docs/rules.md#site-content-and-figures).
 */
export const governmentSolutions: GovernmentSolution[] = [
  {
    icon: "id-card",
    title: "National ID Card Systems",
    description:
      "Complete issuance systems for polycarbonate identity cards with a contactless chip: enrolment stations, central personalisation, secure delivery to local offices and the software that ties them together.",
    countries: ["Ghana", "Montenegro", "Bosnia and Herzegovina", "Moldova"],
  },
  {
    icon: "globe",
    title: "ePassport Issuance",
    description:
      "ICAO-compliant passport personalisation with laser engraving, chip encoding and inline quality checks, delivered as a turnkey centre or as an upgrade of an existing line.",
    countries: ["North Macedonia", "Albania", "Georgia", "Armenia"],
  },
  {
    icon: "clipboard-check",
    title: "Driving Licence & Vehicle Registration",
    description:
      "Card-format driving licences and vehicle registration documents to EU standards, connected to the registers of the traffic authority and issued at counters or centrally.",
    countries: ["Serbia", "Slovenia", "Croatia", "Uzbekistan"],
  },
  {
    icon: "shield",
    title: "Border Control & eGates",
    description:
      "Document readers, biometric verification and automated gates that check travellers against the chip and the watch lists in seconds, built for airports and land crossings.",
    countries: ["Georgia", "Montenegro", "Azerbaijan", "Kazakhstan"],
  },
];
