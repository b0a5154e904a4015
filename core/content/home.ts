import { paths } from "../paths";
import { site } from "../site";
import { drawings } from "./drawings";
import type { DrawingRef, IconItem, LinkAction } from "./types";

/** A solution on the home page: what it is, a drawing of it and what it covers. */
export interface SolutionItem extends IconItem {
  drawing: DrawingRef;
}

export const homeContent = {
  meta: {
    title: `${site.name} | Engineering Solutions & International Trade in Slovenia`,
    description: `Family-owned engineering and international trade firm in Ljubljana since ${site.foundedYear}: consulting, system integration, project management, market entry, sourcing and trade facilitation.`,
  },
  hero: {
    eyebrow: `Ljubljana, Slovenia · Since ${site.foundedYear}`,
    title: "Engineering solutions, international trade and reliable partnerships",
    lead: "We help manufacturers, integrators and public institutions plan, build and source what they need, and take their products to new markets, with the care of a family business and partners across Europe and Asia.",
    primary: { label: "Explore Our Services", to: paths.services } satisfies LinkAction,
    secondary: { label: "About Us", to: paths.about } satisfies LinkAction,
    /** The button over the background film (components/hero-video.tsx), as it reads aloud. */
    video: { play: "Play background video", pause: "Pause background video" },
  },
  whyChoose: {
    title: `Why Choose ${site.name}`,
    intro:
      "Three decades of engineering and trade work have taught us that good projects rest on expertise, attention and the right connections.",
    cards: [
      {
        icon: "award",
        title: `${site.figures.yearsExperience} Years Experience`,
        description: `Since ${site.foundedYear} we have delivered engineering and trade projects across Europe and beyond, through every kind of market and technology change.`,
      },
      {
        icon: "handshake",
        title: "Personal Approach",
        description:
          "You work with the same senior people from the first call to the final handover. We listen first, then propose what fits your goals and budget.",
      },
      {
        icon: "globe",
        title: "Global Network",
        description: `Trusted manufacturers, logistics providers and partners in ${site.figures.countries} countries give you access to the right suppliers and markets quickly.`,
      },
    ] satisfies IconItem[],
  },
  solutions: {
    title: "Comprehensive Solutions",
    intro:
      "From the first feasibility study to the last delivery, we cover the technical and the commercial side of your project.",
    items: [
      {
        icon: "cog",
        title: "Engineering Solutions",
        description:
          "Technical consulting, system integration and project management for industrial, security and public-sector projects.",
        drawing: drawings.engineering,
      },
      {
        icon: "ship",
        title: "International Trade",
        description:
          "Market entry, sourcing and trade facilitation that connect European and international buyers and suppliers.",
        drawing: drawings.trade,
      },
      {
        icon: "users",
        title: "Reliable Partnerships",
        description:
          "Long-term relationships built on transparency, kept promises and support long after the contract is signed.",
        drawing: drawings.partnerships,
      },
    ] satisfies SolutionItem[],
    /**
     * What a partnership with us includes, in the place the other two solutions list their
     * services, so the three cards read alike.
     */
    partnershipPoints: [
      "Long-term framework agreements",
      "Service and spares after delivery",
      "Confidential handling of designs",
    ],
    link: { label: "View All Services", to: paths.services } satisfies LinkAction,
    /** The process in brief on the home page; the services page explains each step. */
    processLink: {
      label: "What happens at each step",
      to: `${paths.services}#process`,
    } satisfies LinkAction,
    readyCard: {
      title: "Ready to Start?",
      text: "Tell us about your project, and the senior engineers who would work on it will answer you themselves.",
      action: { label: "Contact Us", to: paths.contact } satisfies LinkAction,
    },
  },
  closing: {
    title: "Let's build your next project together",
    text: "Whether you need an engineering partner, a reliable supplier or a way into a new market, we are ready to help.",
    primary: { label: "Get in Touch", to: paths.contact } satisfies LinkAction,
    secondary: { label: "Learn More About Us", to: paths.about } satisfies LinkAction,
  },
} as const;
