import { contactResponseHours } from "../limits";
import { fullAddress, site } from "../site";
import type { IconItem } from "./types";

export const contactContent = {
  meta: {
    title: "Contact",
    description: `Contact ${site.name} in Ljubljana about engineering consulting, system integration, sourcing or market entry. We reply within ${contactResponseHours} hours on business days.`,
  },
  hero: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    lead: "Tell us what you are planning: a technical challenge, a product to source or a market to enter. A member of our senior team will come back to you personally.",
  },
  emailCard: {
    title: "Email Us",
    text: "Write to us directly for quotations, partnership enquiries or technical questions.",
  },
  /** The office's phone and address under the e-mail: the same details the legal pages give. */
  office: {
    phone: { label: "Phone", value: site.phone, href: `tel:${site.phone.replace(/[^+\d]/g, "")}` },
    address: { label: "Address", value: fullAddress },
  },
  /** The section holding the form and the details beside it, as assistive technology names it. */
  detailsLabel: "Contact details and form",
  form: {
    title: "Send Us a Message",
    intro: "Fields marked with an asterisk are required.",
  },
  infoBlocks: [
    {
      icon: "map",
      title: "Our Office",
      // The address is in the e-mail card beside it: this block says how to meet.
      description: `Meetings at our office in central ${site.address.city} or at your site, by appointment.`,
    },
    {
      icon: "clock",
      title: "Business Hours",
      description:
        "Monday to Friday, 8:00–16:00 Central European Time. Meetings outside these hours by arrangement.",
    },
    {
      icon: "globe",
      title: "Languages",
      description:
        "We work in English, Slovenian, German and Croatian, and with partners who cover many more.",
    },
  ] satisfies IconItem[],
  /** The page header's locator map: the office among Slovenia's neighbours. */
  officeMap: {
    alt: `Map of Slovenia and its neighbours Italy, Austria, Hungary and Croatia, with our office marked in ${site.address.city}.`,
  },
  promise: {
    title: `We respond within ${contactResponseHours} hours`,
    text: "Every message is read by a person and answered on business days, usually much sooner.",
  },
} as const;
