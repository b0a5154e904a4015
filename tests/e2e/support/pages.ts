import { aboutContent } from "../../../core/content/about";
import { contactContent } from "../../../core/content/contact";
import { homeContent } from "../../../core/content/home";
import { privacyPolicy, termsAndConditions } from "../../../core/content/legal";
import { servicesContent } from "../../../core/content/services";

/** Every public page with the headline its pre-rendered HTML must carry. */
export const publicPageList = [
  { path: "/", heading: homeContent.hero.title, nav: "Home" },
  { path: "/about", heading: aboutContent.hero.title, nav: "About Us" },
  { path: "/services", heading: servicesContent.hero.title, nav: "Services" },
  { path: "/contact", heading: contactContent.hero.title, nav: "Contact" },
  { path: "/privacy-policy", heading: privacyPolicy.hero.title, nav: null },
  { path: "/terms-conditions", heading: termsAndConditions.hero.title, nav: null },
] as const;
