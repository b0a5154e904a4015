import type { ContactTopic } from "../../../core/contact-topics";
import { portalPageTitles } from "../../../core/texts/portal";
import type { CapabilityPage } from "../../../core/schemas/portal";
import { site } from "../../../core/site";
import { portalLinks } from "./links";

/**
 * Every capability page ends with the Request Information button to /contact, naming the page's
 * topic (docs/rules.md#site-content-and-figures).
 */
function closing(topic: ContactTopic, title: string, text: string): CapabilityPage["closing"] {
  return { title, text, primary: portalLinks.requestInformation(topic) };
}

/** The six capability pages: four cards each (docs/rules.md#site-content-and-figures). */
export const capabilityPages: CapabilityPage[] = [
  {
    kind: "capabilities",
    slug: "semiconductor-products",
    hero: {
      eyebrow: portalPageTitles["semiconductor-products"],
      title: portalPageTitles["semiconductor-products"],
      lead: "Power, sensing and control components for drives, inverters, machines and instruments. We source from qualified manufacturers, help your engineers choose the right part and plan deliveries so your production never waits for a chip.",
    },
    capabilities: {
      title: "What We Supply",
      intro:
        "Components for industrial equipment that must run for decades, with engineering support before the first order and after the last.",
      items: [
        {
          icon: "zap",
          title: "Power Semiconductors",
          description:
            "IGBT and silicon carbide modules, MOSFETs and rectifiers for motor drives, inverters and power supplies.",
          points: [
            "Module selection and loss calculation",
            "Thermal design and gate-driver review",
            "Second-source qualification",
          ],
        },
        {
          icon: "gauge",
          title: "Sensors",
          description:
            "Pressure, current, temperature and position sensors built for vibration, heat and dust.",
          points: [
            "Selection for the operating environment",
            "Calibration and test reports",
            "Samples for your prototypes",
          ],
        },
        {
          icon: "circuit-board",
          title: "Microcontrollers and Secure Elements",
          description:
            "Microcontrollers, secure elements and embedded modules with long-term availability commitments.",
          points: [
            "Families with 10 to 15 years of supply",
            "Secure provisioning of keys",
            "Reference designs and evaluation kits",
          ],
        },
        {
          icon: "truck",
          title: "Supply and Lifecycle",
          description:
            "Scheduled deliveries, buffer stock in Ljubljana and an early warning when a part approaches the end of its life.",
          points: [
            "Frame contracts and call-off orders",
            "Obsolescence monitoring",
            "Last-time-buy planning",
          ],
        },
      ],
    },
    closing: closing(
      "semiconductor-products",
      "Looking for a component or a second source?",
      "Send us the part numbers, yearly quantities and target dates, and we will come back with availability, lead times and alternatives.",
    ),
  },
  {
    kind: "capabilities",
    slug: "vision-inspection",
    hero: {
      eyebrow: portalPageTitles["vision-inspection"],
      title: portalPageTitles["vision-inspection"],
      lead: "Cameras, lighting and software that inspect every card, document and part at line speed. We design the inspection around your defects and tolerances, integrate it with your machines and prove it works before acceptance.",
    },
    capabilities: {
      title: "Inspection Capabilities",
      intro:
        "From a single camera on a conveyor to full inspection of a document personalisation line.",
      items: [
        {
          icon: "scan-eye",
          title: "Surface Defect Detection",
          description:
            "Scratches, inclusions, misprints and lamination faults found on every item, not on a sample.",
          points: [
            "Lighting designed for each surface",
            "Defect classes agreed with your quality team",
            "Images kept for every rejected item",
          ],
        },
        {
          icon: "file-check",
          title: "Print and Code Verification",
          description:
            "Text, barcodes, data matrix codes and machine-readable zones read and compared with the data that should be there.",
          points: [
            "OCR and OCV of personal data",
            "Grading of codes to ISO standards",
            "Checks against the production database",
          ],
        },
        {
          icon: "ruler",
          title: "Dimensional Measurement",
          description:
            "Non-contact measurement of positions, edges and features, with results written to your quality records.",
          points: [
            "Accuracy in the micrometre range",
            "Statistical process control",
            "Automatic rejection out of tolerance",
          ],
        },
        {
          icon: "network",
          title: "Line Integration and Validation",
          description:
            "Inspection connected to your machines and systems, and validated with documented tests before go-live.",
          points: [
            "Interfaces to PLCs and production software",
            "Test plans with known good and bad samples",
            "Operator training and remote support",
          ],
        },
      ],
    },
    closing: closing(
      "vision-inspection",
      "Want to see what a camera would catch on your line?",
      "Send us sample parts or documents. We test them in our lab and report what can be detected, at what speed and with what certainty.",
    ),
  },
  {
    kind: "capabilities",
    slug: "software-solutions",
    hero: {
      eyebrow: portalPageTitles["software-solutions"],
      title: portalPageTitles["software-solutions"],
      lead: "The software that turns an application into a document: enrolment, data preparation, production control, verification and audit. We configure proven products, connect them to your registers and write what is missing.",
    },
    capabilities: {
      title: "Software Capabilities",
      intro:
        "Each module runs on its own or as part of one issuance system, on your servers or in a certified data centre.",
      items: [
        {
          icon: "id-card",
          title: "Document Issuance Management",
          description:
            "Applications, approvals, production orders and delivery tracked from the counter to the citizen.",
          points: [
            "Workflow configured to your procedures",
            "Production planning across sites",
            "Complete audit trail of every document",
          ],
        },
        {
          icon: "fingerprint",
          title: "Identity Verification",
          description:
            "Face and fingerprint matching and document authentication for counters, borders and online services.",
          points: [
            "One-to-one and one-to-many matching",
            "Chip reading and authenticity checks",
            "Liveness detection",
          ],
        },
        {
          icon: "workflow",
          title: "Integration and Middleware",
          description:
            "Reliable interfaces to civil registers, police systems, key management and personalisation equipment.",
          points: [
            "Standard and custom connectors",
            "Message queues with retries and monitoring",
            "Data protection by design",
          ],
        },
        {
          icon: "server",
          title: "Development and Hosting",
          description:
            "Custom development where products end, and operation in a secure data centre if you prefer not to run it yourself.",
          points: [
            "Development to your specification",
            "Hosting with monitoring and backups",
            "Security updates for the life of the system",
          ],
        },
      ],
    },
    closing: closing(
      "software-solutions",
      "Need software around your documents?",
      "Describe the process you want to support and the systems it must talk to. We will propose modules, interfaces and a plan.",
    ),
  },
  {
    kind: "capabilities",
    slug: "service-support",
    hero: {
      eyebrow: portalPageTitles["service-support"],
      title: portalPageTitles["service-support"],
      lead: `The systems we deliver run for ten years or more, and we stay with them. Our helpdesk answers ${site.figures.support}, our engineers travel to site and our stores hold the parts that keep downtime short.`,
    },
    capabilities: {
      title: "Support Capabilities",
      intro: "Service levels agreed per system, measured and reported every month.",
      items: [
        {
          icon: "headset",
          title: `${site.figures.support} Helpdesk`,
          description:
            "One number and one ticket system for every system we delivered, answered by engineers who know it.",
          points: [
            "Response times agreed in the contract",
            "Remote diagnosis over secure connections",
            "Escalation to the manufacturer when needed",
          ],
        },
        {
          icon: "wrench",
          title: "Preventive Maintenance",
          description:
            "Scheduled visits that replace worn parts and update software before they cause a stoppage.",
          points: [
            "Maintenance plans per machine",
            "Calibration and safety checks",
            "Reports with recommendations",
          ],
        },
        {
          icon: "boxes",
          title: "Spare Parts and Repairs",
          description:
            "Critical spares kept in Ljubljana and at customer sites, and repairs handled for you with the manufacturer.",
          points: [
            "Consignment stock on site",
            "Exchange units for fast repairs",
            "Parts tracked by serial number",
          ],
        },
        {
          icon: "graduation-cap",
          title: "Training and Certification",
          description:
            "Courses for operators, technicians and administrators, at our training centre or on your premises.",
          points: [
            "Courses for each role",
            "Practical exams and certificates",
            "Refresher training after upgrades",
          ],
        },
      ],
    },
    closing: closing(
      "service-support",
      "Need a service contract for your systems?",
      "Tell us which systems you run and how critical they are. We will propose the service level, the spares and the price.",
    ),
  },
  {
    kind: "capabilities",
    slug: "precision-manufacturing",
    hero: {
      eyebrow: portalPageTitles["precision-manufacturing"],
      title: portalPageTitles["precision-manufacturing"],
      lead: "Machined parts, fixtures and complete assemblies made to your drawings by audited workshops in Slovenia and the region. We have worked with them for years; we manage the order, check the quality and deliver with full documentation.",
    },
    capabilities: {
      title: "Manufacturing Capabilities",
      intro: "From single prototypes to series of several thousand pieces a year.",
      items: [
        {
          icon: "cog",
          title: "CNC Machining",
          description:
            "Milling and turning in aluminium, steel, stainless steel and engineering plastics, on three- to five-axis machines.",
          points: [
            "Tolerances down to ±0.01 mm",
            "Surface treatments and coatings",
            "Prototypes in days, series on schedule",
          ],
        },
        {
          icon: "wrench",
          title: "Tooling and Fixtures",
          description:
            "Jigs, fixtures and special tools that make your production faster and repeatable.",
          points: [
            "Design from your requirements",
            "Manufacture and trial runs",
            "Changes as your product evolves",
          ],
        },
        {
          icon: "layers",
          title: "Assembly and Testing",
          description:
            "Mechanical and electromechanical assemblies built, tested and packed ready for installation.",
          points: [
            "Assembly to your work instructions",
            "Functional and electrical testing",
            "Labelling and packing for export",
          ],
        },
        {
          icon: "microscope",
          title: "Metrology and Quality",
          description:
            "Every batch measured against the drawing, with reports you can hand to your own customer.",
          points: [
            "Coordinate measuring machines",
            "First article inspection reports",
            "Material certificates and traceability",
          ],
        },
      ],
    },
    closing: closing(
      "precision-manufacturing",
      "Have a drawing you need made?",
      "Send us the drawings, materials and quantities. We will reply with a price, a lead time and any suggestions that make the part cheaper to produce.",
    ),
  },
  {
    kind: "capabilities",
    slug: "e-mobility-solar",
    hero: {
      eyebrow: portalPageTitles["e-mobility-solar"],
      title: portalPageTitles["e-mobility-solar"],
      lead: "Charging points, photovoltaic plants and battery storage for companies, car parks and municipalities. We plan the system, handle the grid connection and permits, install it with local contractors and keep it running.",
    },
    capabilities: {
      title: "Green Technology Capabilities",
      intro:
        "One partner for the energy you produce, store and use, sized to your site and your budget.",
      items: [
        {
          icon: "plug",
          title: "EV Charging Infrastructure",
          description:
            "AC and DC charging for fleets, employees and the public, with payment and load management.",
          points: [
            "Site surveys and grid capacity studies",
            "Chargers from 11 kW to 300 kW",
            "Back-office software and billing",
          ],
        },
        {
          icon: "sun",
          title: "Solar PV Systems",
          description:
            "Rooftop and ground-mounted photovoltaic plants for your own consumption or for sale to the grid.",
          points: [
            "Yield simulation and design",
            "Permits and grid connection",
            "Installation and commissioning",
          ],
        },
        {
          icon: "battery",
          title: "Battery Energy Storage",
          description:
            "Storage that shifts solar energy into the evening, trims peak demand and keeps critical loads running.",
          points: [
            "Sizing from your load profile",
            "Peak shaving and backup power",
            "Safety concept and fire protection",
          ],
        },
        {
          icon: "chart",
          title: "Energy Management",
          description:
            "Monitoring and control that balances chargers, solar, storage and the grid, and shows what you saved.",
          points: [
            "Live dashboards and monthly reports",
            "Smart charging schedules",
            "Alerts and remote service",
          ],
        },
      ],
    },
    closing: closing(
      "e-mobility-solar",
      "Planning charging points or a solar plant?",
      "Share your site's address, your consumption and your goals. We will return a first design with the expected yield and payback.",
    ),
  },
];
