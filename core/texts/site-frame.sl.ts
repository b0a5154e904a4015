import { paths } from "../paths";
import { site } from "../site";
import { slovenian } from "../translation";
import type * as english from "./site-frame";

export const siteFrameTexts = slovenian<typeof english.siteFrameTexts>({
  skipToContent: "Skoči na vsebino",
  homeLink: `${site.name}, domača stran`,
  mainNavigation: "Glavna navigacija",
  mobileNavigation: "Navigacija za telefon",
  openMenu: "Odpri meni",
  closeMenu: "Zapri meni",
  footer: {
    tagline: `Inženirske rešitve, mednarodna trgovina in zanesljiva partnerstva od leta ${site.foundedYear}.`,
    quickLinks: "Hitre povezave",
    legal: "Pravno",
    contact: "Kontakt",
    copyright: (year: string) => `© ${year} ${site.legalName} Vse pravice pridržane.`,
  },
});

export const mainNavigation = slovenian<typeof english.mainNavigation>([
  { to: paths.home, label: "Domov" },
  { to: paths.about, label: "O nas" },
  { to: paths.services, label: "Storitve" },
  { to: paths.contact, label: "Kontakt" },
]);

export const footerLinks = slovenian<typeof english.footerLinks>({
  quick: [
    { to: paths.about, label: "O nas" },
    { to: paths.services, label: "Storitve" },
    { to: paths.contact, label: "Kontakt" },
    { to: paths.login, label: "Partnerski portal" },
  ],
  legal: [
    { to: paths.privacyPolicy, label: "Politika zasebnosti" },
    { to: paths.termsConditions, label: "Splošni pogoji poslovanja" },
  ],
});
