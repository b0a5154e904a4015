import { localizedPath, locales, pathWithoutLocale, type Locale } from "./locales";

/** Every URL of the site, in one place. */
export const paths = {
  home: "/",
  about: "/about",
  services: "/services",
  contact: "/contact",
  login: "/login",
  privacyPolicy: "/privacy-policy",
  termsConditions: "/terms-conditions",
  resetPassword: "/reset-password",
  partnerPortal: "/partner-portal",
  admin: "/admin",
  adminDashboard: "/admin/dashboard",
  adminMessages: "/admin/messages",
  adminActivity: "/admin/activity",
  /** The signed-in person's own account: password, sessions, recent sign-ins. */
  partnerAccount: "/partner-portal/account",
  adminAccount: "/admin/account",
} as const;

/** The partner portal's list of the partner's own requests. */
export const partnerRequestsPath = `${paths.partnerPortal}/requests`;

/** The query parameter naming the request a partner has just sent, shown first and marked new. */
export const newRequestParam = "new";

/** My Requests with the just-sent request (the id the contact API answered) first. */
export const newRequestPath = (id: string) =>
  `${partnerRequestsPath}?${new URLSearchParams({ [newRequestParam]: id }).toString()}`;

/** The partner portal's sub-pages, by slug under the portal (docs/rules.md#pages-and-routes). */
export const portalPageSlugs = [
  "smart-card-solutions",
  "government-solutions",
  "semiconductor-products",
  "vision-inspection",
  "software-solutions",
  "service-support",
  "precision-manufacturing",
  "e-mobility-solar",
  "case-studies",
] as const;
export type PortalPageSlug = (typeof portalPageSlugs)[number];

export const portalPagePath = (slug: PortalPageSlug) => `${paths.partnerPortal}/${slug}`;

/** The home hero's film and its poster (also the pages' Open Graph image). */
export const media = {
  heroPoster: "/media/hero-poster.jpg",
  heroWebm: "/media/hero.webm",
  heroMp4: "/media/hero.mp4",
} as const;

/** Public pages: pre-rendered to HTML at build time and listed in the sitemap. */
export const publicPages = [
  paths.home,
  paths.about,
  paths.services,
  paths.contact,
  paths.privacyPolicy,
  paths.termsConditions,
  paths.login,
] as const;

/** Pre-rendered too, but kept out of the sitemap and search engines. */
export const unlistedPages = [paths.resetPassword] as const;

/**
 * The admin sign-in page: pre-rendered like /login and open to search engines (a sign-in page
 * gives nothing away), but not listed in the sitemap. The panel behind it is a private area.
 */
export const adminLoginPage = paths.admin;

/** Pre-rendered once and served with status 404 for any unknown path. */
export const notFoundPage = "/404";

/**
 * Areas kept out of search engines and rendered in the browser: an entry ending in `/` is
 * every path below it (the admin panel, not the sign-in page at `/admin`); any other entry is
 * the path itself and every path below it.
 */
export const privateAreas = [paths.partnerPortal, `${paths.admin}/`] as const;

/** True for a path inside one of the `privateAreas`, in either language. */
export function isPrivateArea(urlPath: string): boolean {
  const pagePath = pathWithoutLocale(urlPath);
  return privateAreas.some((area) =>
    area.endsWith("/")
      ? pagePath.startsWith(area)
      : pagePath === area || pagePath.startsWith(`${area}/`),
  );
}

/** The admin panel's pages (below /admin, behind the admin sign-in). */
export function isAdminPanel(pathname: string): boolean {
  return pathname.startsWith(`${paths.admin}/`);
}

/**
 * The build's page shell for the client-rendered areas (React Router writes it when `ssr` is
 * off): served for every path in `privateAreas` that has no shell of its own (`appShellFile`),
 * never at its own URL.
 */
export const spaFallbackFile = "/__spa-fallback.html";

/** Each language's fallback shell, once the builds are merged: `/sl/__spa-fallback.html`. */
export const localeSpaFallbackFile = (locale: Locale) =>
  `${localizedPath("/", locale).replace(/\/$/, "")}${spaFallbackFile}`;

/** Each language's 404 page: `/404` and `/sl/404`. */
export const localeNotFoundPage = (locale: Locale) => localizedPath(notFoundPage, locale);

/**
 * The admin panel's pages: pre-rendered as the frame they show while their data loads, which
 * becomes their shell.
 */
export const panelPages = [
  paths.adminDashboard,
  paths.adminMessages,
  paths.adminActivity,
  paths.adminAccount,
] as const;

/** Every page of the private areas, each served the shell made for it (`appShellFile`). */
export const privatePages = [
  paths.partnerPortal,
  ...portalPageSlugs.map(portalPagePath),
  partnerRequestsPath,
  paths.partnerAccount,
  ...panelPages,
] as const;

/**
 * The shell the build makes for one private page: the page as pre-rendered (`panelPages`) or
 * else the fallback, with that page's own scripts announced, so the browser fetches them all at
 * once instead of level by level. Like the fallback, served at the page's path, never at its
 * own.
 */
export const appShellFile = (page: string) => `/__app-shells${page}.html`;

/** Every private page in every language, by its path as served (`/sl/partner-portal`). */
export const localePrivatePages: readonly string[] = locales.flatMap((locale) =>
  privatePages.map((page) => localizedPath(page, locale)),
);
