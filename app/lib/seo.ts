import type { MetaDescriptor } from "react-router";
import { localeSettings, locales, localizedPath } from "../../core/locales";
import { media } from "../../core/paths";
import { site } from "../../core/site";
import { pageLocale } from "./page-locale";
import { servedHeadIds, servedText } from "./served-head";

/** The firm's JSON-LD as the page the browser was sent carries it (every page does, root.tsx). */
const servedJsonLd = import.meta.env.SSR ? "" : servedText(servedHeadIds.organization);

/**
 * The site's public origin. Pre-rendering writes the build's placeholder, which the server
 * replaces with PUBLIC_URL as it loads the pages; in the browser it is read back from the
 * document the server sent, so the tags rendered on navigation match the pre-rendered ones.
 * Not `location.origin`: a visitor may reach the site at another address than PUBLIC_URL (an
 * IP address, another host name, the app's port behind a proxy).
 */
export const siteOrigin = import.meta.env.SSR ? __SITE_ORIGIN__ : servedOrigin();

function servedOrigin(): string {
  try {
    const { url } = JSON.parse(servedJsonLd) as { url?: unknown };
    if (typeof url === "string") return url;
  } catch {
    // No JSON-LD to read: fall back to the address the visitor used.
  }
  return window.location.origin;
}

/**
 * Title, description, canonical URL, the page in each language and Open Graph tags of one page,
 * named by its English path.
 */
export function pageMeta(page: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  const url = `${siteOrigin}${localizedPath(page.path, pageLocale)}`;
  const title = page.path === "/" ? page.title : `${page.title} | ${site.name}`;
  const alternates = [
    ...locales.map((locale) => ({
      hrefLang: localeSettings[locale].tag,
      href: `${siteOrigin}${localizedPath(page.path, locale)}`,
    })),
    { hrefLang: "x-default", href: `${siteOrigin}${page.path}` },
  ];
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map(({ hrefLang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteOrigin}${media.heroPoster}` },
    { property: "og:locale", content: localeSettings[pageLocale].ogLocale },
    ...locales
      .filter((locale) => locale !== pageLocale)
      .map((locale) => ({
        property: "og:locale:alternate",
        content: localeSettings[locale].ogLocale,
      })),
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * schema.org description of the firm, embedded in every page. Pre-rendering writes it; the
 * browser keeps the one in the page it was sent, so the firm's description and address are
 * not in the scripts (the scripts render the same element again when they start).
 */
export const organizationJsonLd: string = import.meta.env.SSR ? organizationJson() : servedJsonLd;

function organizationJson(): string {
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
