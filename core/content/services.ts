import { paths } from "../paths";
import { site } from "../site";
import { drawings } from "./drawings";
import type { IconItem, LinkAction } from "./types";

/** A step of the process: the services page explains it, the home page gives its summary. */
export interface ProcessStep extends IconItem {
  summary: string;
}

/** A service card: what we do, and the main tasks it covers. */
export interface ServiceItem extends IconItem {
  points: readonly string[];
}

export const servicesContent = {
  meta: {
    title: "Services",
    description:
      "Engineering consulting, system integration and project management, plus market entry, sourcing and trade facilitation, from one family-owned firm in Ljubljana.",
  },
  hero: {
    eyebrow: "Engineering & International Trade",
    title: "Engineering and trade services from one dependable partner",
    lead: "We plan, integrate and deliver technical projects, and we connect our clients with the suppliers and markets they need. One team covers the technical and the commercial side, from the first study to the last delivery.",
    primary: { label: "Request a Consultation", to: paths.contact } satisfies LinkAction,
  },
  /** The page header's index of the six services. */
  index: {
    label: "Our services at a glance",
    engineering: "Engineering",
    trade: "International Trade",
  },
  engineering: {
    title: "Engineering Services",
    drawing: drawings.engineering,
    intro:
      "Independent technical expertise for industrial, security and public-sector projects, from the first idea to a system that runs.",
    items: [
      {
        icon: "compass",
        title: "Engineering Consulting",
        description:
          "Sound technical advice before you commit: we assess options, costs and risks and help you choose the solution that fits.",
        points: [
          "Feasibility studies and technical due diligence",
          "Requirements and specifications for tenders",
          "Technology selection and supplier evaluation",
          "Compliance with EU standards and regulations",
        ],
      },
      {
        icon: "layers",
        title: "System Integration",
        description:
          "We bring equipment, software and existing infrastructure together into one system that works reliably from day one.",
        points: [
          "Design of integrated hardware and software systems",
          "Installation, commissioning and acceptance testing",
          "Interfaces to your existing equipment and IT",
          "Operator training and complete documentation",
        ],
      },
      {
        icon: "clipboard",
        title: "Project Management",
        description:
          "One accountable team that keeps scope, schedule and budget under control, and keeps you informed at every stage.",
        points: [
          "Planning, scheduling and budget control",
          "Coordination of suppliers and subcontractors",
          "Risk management and regular progress reports",
          "Handover, warranty and after-sales support",
        ],
      },
    ] satisfies ServiceItem[],
  },
  trade: {
    title: "International Trade Services",
    drawing: drawings.trade,
    intro: `A trusted network in ${site.figures.countries} countries that opens markets for your products and finds the right suppliers for your needs.`,
    items: [
      {
        icon: "target",
        title: "Market Entry",
        description:
          "We help manufacturers reach new customers in Slovenia, the wider EU and beyond, with a plan grounded in local knowledge.",
        points: [
          "Market research and competitor analysis",
          "Search for distributors and local partners",
          "Certification and regulatory requirements",
          "Support with public tenders and buyer meetings",
        ],
      },
      {
        icon: "search",
        title: "Global Sourcing",
        description:
          "We find, qualify and manage suppliers so you receive the right components and equipment at the right price and quality.",
        points: [
          "Supplier identification and qualification",
          "Price and contract negotiation",
          "Factory audits and pre-shipment inspection",
          "Consolidated orders from several suppliers",
        ],
      },
      {
        icon: "ship",
        title: "Trade Facilitation",
        description:
          "We take care of the paperwork and logistics that move goods across borders, so your shipments arrive on time and in order.",
        points: [
          "Export and import documentation",
          "Customs procedures and duty guidance",
          "Freight, insurance and delivery coordination",
          "Secure payment terms and letters of credit",
        ],
      },
    ] satisfies ServiceItem[],
  },
  process: {
    title: "How We Work",
    intro:
      "Every engagement follows four clear steps, so you always know where your project stands.",
    steps: [
      {
        icon: "search",
        title: "Analysis",
        description:
          "We listen to your goals, review the technical and commercial situation and define what success looks like.",
        summary: "Your goals and constraints, understood first",
      },
      {
        icon: "clipboard",
        title: "Planning",
        description:
          "We propose a solution with a clear scope, schedule, budget and the right partners, and agree it with you.",
        summary: "Scope, schedule and budget, agreed with you",
      },
      {
        icon: "cog",
        title: "Execution",
        description:
          "We deliver, integrate and ship as agreed, coordinate everyone involved and report progress regularly.",
        summary: "Delivered and shipped, with regular reports",
      },
      {
        icon: "award",
        title: "Success",
        description:
          "We hand over a working result, train your team and stay available for support long after delivery.",
        summary: "A working result, and support after it",
      },
    ] satisfies ProcessStep[],
    /** Above each step's title on the services page. */
    stepLabel: (step: number) => `Step ${step}`,
  },
  whyChoose: {
    title: "Why Choose Us",
    intro:
      "Clients choose us when they need a partner who understands both the engineering and the business behind a project.",
    // What sets the services apart; the firm's years, network and personal approach are
    // the home page's reasons and About's values, so they are not repeated here.
    items: [
      {
        icon: "layers",
        title: "Engineering and Trade in One",
        description:
          "Technical design and international procurement handled by one team, with no gaps between specification and supply.",
      },
      {
        icon: "compass",
        title: "Independent Advice",
        description:
          "We are tied to no manufacturer, so we recommend the technology and suppliers that suit your project, not a catalogue.",
      },
      {
        icon: "shield",
        title: "EU Standards and Compliance",
        description:
          "Specifications, certificates and documentation prepared to European rules, so your project passes acceptance and audits.",
      },
      {
        icon: "clipboard",
        title: "Public Tender Experience",
        description:
          "Requirements, bids and paperwork for public procurement, prepared by people who have taken part in many tenders.",
      },
    ] satisfies IconItem[],
  },
  closing: {
    title: "Ready to discuss your project?",
    text: "Contact our team for an initial consultation. Existing partners can sign in to the portal for product information and case studies.",
    primary: { label: "Contact Us", to: paths.contact } satisfies LinkAction,
    secondary: { label: "Partner Portal Access", to: paths.login } satisfies LinkAction,
  },
} as const;
