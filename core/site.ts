/**
 * The firm's details: the one place every page, e-mail and default reads them from.
 * The name is a neutral placeholder until the firm's own brand is supplied.
 */
export const site = {
  name: "Example Engineering & Trade",
  legalName: "Example Engineering & Trade d.o.o.",
  shortName: "EET",
  tagline: "Engineering solutions, international trade and reliable partnerships",
  description:
    "A family-owned engineering and international trade firm in Ljubljana, Slovenia: consulting, system integration, project management, market entry, sourcing and trade facilitation since 1991.",
  foundedYear: 1991,
  /** Shown on the contact page and in the footer. */
  publicEmail: "info@example.com",
  /** Shown on the legal pages. */
  legalEmail: "legal@example.com",
  phone: "+386 1 234 56 78",
  address: {
    street: "Slovenska cesta 1",
    postalCode: "1000",
    city: "Ljubljana",
    country: "Slovenia",
    countryCode: "SI",
  },
  location: "Ljubljana, Slovenia",
  /** The firm's time zone: the portal names its times in it, as the firm's replies do. */
  timeZone: "Europe/Ljubljana",
  figures: {
    yearsExperience: "33+",
    clients: "100+",
    countries: "25+",
    rating: "A+",
    productCategories: 8,
    governmentSolutions: 4,
    citizensServed: "500M+",
    documentsIssued: "100M+",
    uptime: "99.7%",
    support: "24/7",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/example",
  },
} as const;

export const fullAddress = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;
