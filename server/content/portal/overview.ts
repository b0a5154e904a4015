import type { PortalOverview, ProductCategory } from "../../../core/schemas/portal";
import { site } from "../../../core/site";
import { governmentSolutions } from "./government-solutions";
import { learnMorePath, type ProductCategoryKey } from "./learn-more";
import { portalLinks } from "./links";

type ProductCard = Omit<ProductCategory, "learnMore" | "category"> & {
  category: ProductCategoryKey;
};

/**
 * The eight-card product portfolio; each card's Learn More follows its category
 * (docs/rules.md#site-content-and-figures).
 */
const products: ProductCard[] = [
  {
    icon: "credit-card",
    title: "Smart Card Personalisation",
    category: "Security Solutions",
    description:
      "High-volume systems that encode and print payment, SIM and identity cards, with the security certification banks and issuing authorities ask for.",
    features: [
      "Up to 3,000 cards/hour",
      "EMV, SIM, ID cards and ePassports",
      "Common Criteria EAL4+",
    ],
  },
  {
    icon: "landmark",
    title: "Government ID Solutions",
    category: "Government Solutions",
    description: `Identity cards, ePassports, driving licences and border control, designed, delivered and supported for public authorities in ${site.figures.countries} countries.`,
    features: ["National ID and ePassports", "Driving licences", "Border control and eGates"],
  },
  {
    icon: "cpu",
    title: "Semiconductor Products",
    category: "Industrial Solutions",
    description:
      "Power, sensing and control components for industrial equipment, from qualified manufacturers, with engineering help from selection to series supply.",
    features: [
      "Power modules and MOSFETs",
      "Industrial sensors",
      "Lifecycle and obsolescence planning",
    ],
  },
  {
    icon: "scan-eye",
    title: "Vision Inspection Systems",
    category: "Quality Control",
    description:
      "Camera-based inspection that checks every card, document and part on the line, so defects are caught before they leave the building.",
    features: ["Surface and print inspection", "OCR and code verification", "Inline measurement"],
  },
  {
    icon: "code",
    title: "Software Solutions",
    category: "Software & IT",
    description:
      "Issuance management, identity verification and integration software that connects registers, production and delivery into one audited process.",
    features: ["Document issuance management", "Biometric verification", "Interfaces to registers"],
  },
  {
    icon: "life-buoy",
    title: "Service & Support",
    category: "Support Services",
    description: `A helpdesk that answers ${site.figures.support}, preventive maintenance and spare parts on hand, so the systems we deliver keep running for years.`,
    features: [
      `${site.figures.support} helpdesk`,
      "Preventive maintenance",
      "Training and certification",
    ],
  },
  {
    icon: "factory",
    title: "Precision Manufacturing",
    category: "Manufacturing",
    description:
      "Machined parts, fixtures and assemblies made to drawing by proven workshops in Slovenia and the region, measured and documented before delivery.",
    features: ["CNC machining", "Tooling and fixtures", "Assembly and testing"],
  },
  {
    icon: "leaf",
    title: "E-Mobility & Solar",
    category: "Green Technology",
    description:
      "Charging infrastructure, photovoltaic plants and battery storage for companies and municipalities, planned, installed and connected by one team.",
    features: ["EV charging", "Solar PV systems", "Battery storage"],
  },
];

/** `GET /api/portal`: what a signed-in partner sees first. */
export const portalOverview: PortalOverview = {
  hero: {
    eyebrow: "Partner Portal",
    title: "Welcome to the Partner Portal",
    lead: `Product information, government ID solutions and reference projects for our partners, in one place. Since ${site.foundedYear} we have built our business on partnerships that last; this portal gives you what you need to plan, quote and deliver with us.`,
  },
  stats: [
    {
      value: String(site.figures.productCategories),
      label: "Product Categories",
      description: "From smart cards to solar, each with a team that knows it.",
    },
    {
      value: site.figures.countries,
      label: "Countries",
      description: "Projects delivered and supported in Europe, Africa and Asia.",
    },
    {
      value: String(site.figures.governmentSolutions),
      label: "Government Solutions",
      description: "Identity, travel, driving and border documents.",
    },
    {
      value: site.figures.support,
      label: "Support",
      description: "Our helpdesk answers partners around the clock.",
    },
  ],
  portfolio: {
    title: "Product Portfolio",
    intro:
      "Eight product categories we supply, integrate and support. Open a category for specifications, capabilities and the questions to ask before a project.",
    items: products.map((product) => ({
      ...product,
      learnMore: learnMorePath(product.category),
    })),
  },
  government: {
    title: "Government Solutions",
    intro:
      "Secure documents and the systems that issue and check them, for ministries, police and border authorities. Each solution is in service today; the case studies show how.",
    items: governmentSolutions,
    caseStudies: portalLinks.caseStudies,
  },
  benefits: {
    title: "Partnership Benefits",
    intro:
      "A family business keeps its word. As our partner you work with the same senior people from the first tender to the last service visit.",
    items: [
      {
        icon: "graduation-cap",
        title: "Training & Certification",
        description:
          "Hands-on courses for your sales and service staff in Ljubljana or on your site, with certificates your customers recognise.",
      },
      {
        icon: "megaphone",
        title: "Tender & Sales Support",
        description:
          "Technical specifications, compliance tables and reference letters prepared with you, so your bid is complete and on time.",
      },
      {
        icon: "headset",
        title: "Priority Support",
        description: `A direct line to our engineers ${site.figures.support}, with remote diagnosis and an agreed response time for every system you sell.`,
      },
      {
        icon: "handshake",
        title: "Reference Visits",
        description:
          "Bring your customers to working installations and our demonstration room, and let the systems speak for themselves.",
      },
    ],
  },
  closing: {
    title: "Planning a new project?",
    text: "Tell us about the tender, the volumes and the deadline. Your account team answers within 24 hours on business days.",
    primary: portalLinks.contactTeam("new-project"),
    secondary: portalLinks.caseStudies,
  },
};
