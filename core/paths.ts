/** Every URL of the site, in one place. */
export const paths = {
  home: "/",
  about: "/about",
  services: "/services",
  contact: "/contact",
  login: "/login",
  privacyPolicy: "/privacy-policy",
  termsConditions: "/terms-conditions",
  partnerPortal: "/partner-portal",
  admin: "/admin",
} as const;

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
] as const;

/** Pre-rendered once and served with status 404 for any unknown path. */
export const notFoundPage = "/404";

/** Areas kept out of search engines. */
export const privateAreas = [paths.partnerPortal, paths.admin] as const;

export const mainNavigation = [
  { to: paths.home, label: "Home" },
  { to: paths.about, label: "About Us" },
  { to: paths.services, label: "Services" },
  { to: paths.contact, label: "Contact" },
] as const;
