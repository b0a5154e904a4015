/**
 * The firm's details that read the same in every language: names, addresses, numbers. The
 * one place every page, e-mail and default reads them from, through `core/site.ts`, which adds
 * the words (in its Slovenian twin, `site.sl.ts`, the Slovenian ones), so each language's build
 * carries these once and no other language's words. The name is a neutral placeholder until
 * the firm's own brand is supplied.
 */
export const firm = {
  name: "Example Engineering & Trade",
  legalName: "Example Engineering & Trade d.o.o.",
  shortName: "EET",
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
    countryCode: "SI",
  },
  /** The firm's time zone: the portal names its times in it, as the firm's replies do. */
  timeZone: "Europe/Ljubljana",
  figures: {
    yearsExperience: "33+",
    clients: "100+",
    countries: "25+",
    rating: "A+",
    productCategories: 8,
    governmentSolutions: 4,
    support: "24/7",
  },
  social: {
    linkedin: "https://www.linkedin.com/company/example",
  },
} as const;

/** A postal address's parts; the country in the reader's language, where it is written. */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country?: string;
}

/**
 * An address on one line, as a sentence or a contact list writes it ("Slovenska cesta 1, 1000
 * Ljubljana, Slovenia"). The postal code and the town are joined by a no-break space: a line
 * may end after either comma, never between "1000" and "Ljubljana".
 */
export function formatAddress({ street, postalCode, city, country }: PostalAddress): string {
  return [street, `${postalCode}\u00a0${city}`, country].filter(Boolean).join(", ");
}
