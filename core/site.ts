/**
 * The firm's details in English: its facts (`core/firm.ts`) with the words that describe it.
 * The one place every page, e-mail and default reads them from.
 */
import { firm, formatAddress } from "./firm";

export const site = {
  ...firm,
  tagline: "Engineering solutions, international trade and reliable partnerships",
  description:
    "A family-owned engineering and international trade firm in Ljubljana, Slovenia: consulting, system integration, project management, market entry, sourcing and trade facilitation since 1991.",
  address: { ...firm.address, country: "Slovenia" },
  location: "Ljubljana, Slovenia",
  figures: { ...firm.figures, uptime: "99.7%", citizensServed: "500M+", documentsIssued: "100M+" },
} as const;

export const fullAddress = formatAddress(site.address);
