import { paths } from "../paths";
import { site } from "../site";

/** The site's header and footer around every public page (docs/rules.md#texts). */
export const siteFrameTexts = {
  skipToContent: "Skip to content",
  homeLink: `${site.name} home`,
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  footer: {
    tagline: `Engineering solutions, international trade and reliable partnerships since ${site.foundedYear}.`,
    quickLinks: "Quick Links",
    legal: "Legal",
    contact: "Contact",
    copyright: (year: string) => `© ${year} ${site.legalName} All rights reserved.`,
  },
} as const;

/** The header's main navigation. */
export const mainNavigation = [
  { to: paths.home, label: "Home" },
  { to: paths.about, label: "About Us" },
  { to: paths.services, label: "Services" },
  { to: paths.contact, label: "Contact" },
] as const;

/** The footer's lists of links. */
export const footerLinks = {
  quick: [
    { to: paths.about, label: "About Us" },
    { to: paths.services, label: "Services" },
    { to: paths.contact, label: "Contact" },
    { to: paths.login, label: "Partner Portal" },
  ],
  legal: [
    { to: paths.privacyPolicy, label: "Privacy Policy" },
    { to: paths.termsConditions, label: "Terms & Conditions" },
  ],
} as const;
