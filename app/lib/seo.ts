import type { MetaDescriptor } from "react-router";
import { media } from "../../core/paths";
import { site } from "../../core/site";

export const siteOrigin = __SITE_ORIGIN__;

/** Title, description, canonical URL and Open Graph tags of one page. */
export function pageMeta(page: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  const url = `${siteOrigin}${page.path}`;
  const title = page.path === "/" ? page.title : `${page.title} | ${site.name}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteOrigin}${media.heroPoster}` },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** schema.org description of the firm, embedded in every page. */
export function organizationJsonLd(): string {
  return JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.legalName,
    alternateName: site.name,
    url: siteOrigin,
    logo: `${siteOrigin}/favicon.svg`,
    email: site.publicEmail,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    description: site.description,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: site.address.countryCode,
    },
    sameAs: Object.values(site.social),
  }).replace(/</g, "\\u003c");
}
