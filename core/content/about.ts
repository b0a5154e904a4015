import { paths } from "../paths";
import { site } from "../site";
import type { IconItem, LinkAction } from "./types";

/** One figure on the About page: the value comes from the site configuration. */
export interface StatItem {
  value: string;
  label: string;
  description: string;
}

export const aboutContent = {
  meta: {
    title: "About Us",
    description: `Family-owned since ${site.foundedYear}: our Ljubljana engineering and international trade firm serves manufacturers and public institutions in ${site.figures.countries} countries.`,
  },
  hero: {
    eyebrow: `Est. ${site.foundedYear}`,
    title: "A family business with an international reach",
    lead: "For more than three decades we have combined Slovenian engineering know-how with an international trade network, helping our clients build, source and grow across borders.",
  },
  story: {
    title: "Our Story",
    intro:
      "How a small engineering office in Ljubljana became a trusted partner for industry and government.",
    /**
     * The story in short paragraphs, one idea each (the words of the firm's four long ones),
     * the first set larger as the opening; the last thought stands beside them as a quote.
     */
    paragraphs: [
      `${site.name} was founded in Ljubljana in ${site.foundedYear}, the year Slovenia became independent.`,
      "It began as a small family engineering office advising local manufacturers on production equipment, and soon found a second calling: helping those same companies buy and sell across borders that were opening up around them.",
      "Over the following years we added system integration and project management to our consulting work, and built a trade practice that connects Central European industry with suppliers and customers abroad.",
      "Our projects have covered industrial automation, quality inspection, secure identification technology and equipment for public institutions.",
      `Today the firm is still owned and run by the family that founded it. From our base in Ljubljana we work with a network of manufacturers, logistics providers and local representatives in ${site.figures.countries} countries, so our clients get both the technical depth of an engineering firm and the reach of an international trading house.`,
    ],
    quote: {
      lead: "Being independent matters to us.",
      text: "We have no shareholders to answer to but our clients, and no product range we are obliged to push, so every recommendation we make is the one we believe serves your project best.",
    },
  },
  /** The header's picture: the firm's path from its founding to today, as the story tells it. */
  timeline: {
    title: `${site.figures.yearsExperience} years, one family`,
    steps: [
      {
        when: `${site.foundedYear}`,
        text: `Founded in ${site.address.city}, the year Slovenia became independent`,
      },
      { when: "", text: "System integration and project management join our consulting" },
      { when: "", text: "A trade practice opens markets and suppliers abroad" },
      {
        when: "Today",
        text: `${site.figures.countries} countries, still run by the founding family`,
      },
    ],
  },
  figures: {
    title: "Our Track Record",
    intro: "The numbers behind more than three decades of engineering and trade work.",
    stats: [
      {
        value: site.figures.yearsExperience,
        label: "Years of Experience",
        description: `Continuous operation since ${site.foundedYear}, through every market and technology change.`,
      },
      {
        value: site.figures.clients,
        label: "Clients Served",
        description:
          "Manufacturers, integrators and public institutions, many of them for decades.",
      },
      {
        value: site.figures.countries,
        label: "Countries",
        description: "Where our suppliers, partners and completed projects are located.",
      },
      {
        value: site.figures.rating,
        label: "Rating",
        description:
          "A top credit rating, earned through sound finances and payments made on time.",
      },
    ] satisfies StatItem[],
  },
  values: {
    title: "Our Core Values",
    intro: "Three principles have guided every project since the day we opened our doors.",
    items: [
      {
        icon: "handshake",
        title: "Personal Approach",
        description:
          "You deal with the same senior people from the first conversation to the final handover. We take time to understand your goals, constraints and budget before we propose anything.",
      },
      {
        icon: "shield",
        title: "Trust & Reliability",
        description:
          "We say what we can deliver and then deliver it. Transparent pricing, honest timelines and confidential handling of your information are why clients return to us year after year.",
      },
      {
        icon: "award",
        title: "Excellence",
        description:
          "We hold our work to European engineering standards, choose proven technology and partners, and check every result before it reaches you.",
      },
    ] satisfies IconItem[],
  },
  mission: {
    title: "Our Mission",
    statement:
      "To give our clients engineering and trade solutions that work in practice, by combining technical expertise, personal commitment and a trusted international network, and by standing behind every project long after it is delivered.",
    supporting:
      "Whether we are integrating a production line, entering a new market or sourcing components for a public tender, we measure our success by the long-term success of the people we work with.",
  },
  closing: {
    title: "Work with a partner who knows engineering and trade",
    text: "Tell us what you are planning, whether it is a single component or a complete system, and we will tell you honestly how we can help.",
    primary: { label: "Contact Us", to: paths.contact } satisfies LinkAction,
    secondary: { label: "Explore Our Services", to: paths.services } satisfies LinkAction,
  },
} as const;
