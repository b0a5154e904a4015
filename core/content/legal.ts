import { dataRetention, terms } from "../limits";
import { paths } from "../paths";
import { formatAddress } from "../firm";
import { informationCommissioner as commissioner } from "./information-commissioner";
import { fullAddress, site } from "../site";

/**
 * The legal documents: the privacy policy (eight sections) and the terms and conditions
 * (twelve sections). Firm details come from the site configuration and the commercial figures
 * from the business limits, so the documents never drift from the rest of the site.
 */

/** A link inside legal text: a site path, a mailto:/tel: address or an external URL. */
export interface LegalLink {
  label: string;
  href: string;
}

/** Plain text, or text with links: the parts are joined as written. */
export type LegalText = string | readonly (string | LegalLink)[];

/** A list entry: a sentence, or a short term in bold followed by its explanation. */
export type LegalListItem = LegalText | { term: string; text: LegalText };

export type LegalBlock =
  | { kind: "paragraph"; text: LegalText }
  | { kind: "list"; items: readonly LegalListItem[] }
  /** The firm's legal contact details: name, address, e-mail and phone. */
  | { kind: "contact" };

export interface LegalSection {
  /** Anchor of the section heading; the table of contents links to it. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
  /** A short plain-language summary shown above the first section. */
  summary: string;
  sections: readonly LegalSection[];
}

/** Labels shared by every legal page. */
export const legalLabels = {
  lastUpdated: "Last updated",
  tableOfContents: "Table of contents",
  contents: "Contents",
  inShort: "In short",
  contact: {
    address: "Address",
    email: "E-mail",
    phone: "Phone",
  },
} as const;

/** The legal contact details both documents show (docs/rules.md#site-content-and-figures). */
export const legalContact = {
  name: site.legalName,
  address: fullAddress,
  email: site.legalEmail,
  phone: site.phone,
  emailHref: `mailto:${site.legalEmail}`,
  phoneHref: `tel:${site.phone.replace(/[^+\d]/g, "")}`,
} as const;

const legalEmailLink: LegalLink = { label: site.legalEmail, href: legalContact.emailHref };

const informationCommissioner = {
  name: commissioner.name,
  address: formatAddress({ ...commissioner.address, country: "Slovenia" }),
  website: { label: "www.ip-rs.si", href: "https://www.ip-rs.si/en/" } satisfies LegalLink,
};

export const privacyPolicy: LegalDocument = {
  meta: {
    title: "Privacy Policy",
    description: `How ${site.name} handles personal data under the GDPR: contact enquiries, partner portal accounts, cookies, retention and your rights.`,
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    lead: "How we collect, use and protect personal data when you visit our website, write to us or use the partner portal, and the rights you have under EU data protection law.",
  },
  summary:
    "We collect only what we need to answer your enquiries and to run the partner portal securely. We use no tracking or advertising cookies, we never sell personal data, and you can ask us at any time to see, correct or delete the data we hold about you.",
  sections: [
    {
      id: "introduction",
      title: "Introduction and Data Controller",
      blocks: [
        {
          kind: "paragraph",
          text: `${site.legalName} ("we", "us", "our") is a family-owned engineering and international trade firm based in Ljubljana, Slovenia. This privacy policy explains how we process personal data when you visit our website, send us a message through the contact form or use the partner portal.`,
        },
        {
          kind: "paragraph",
          text: `The controller responsible for your personal data is ${site.legalName}, ${fullAddress}. We process personal data in accordance with the EU General Data Protection Regulation (Regulation (EU) 2016/679, "GDPR") and the Slovenian Personal Data Protection Act (ZVOP-2).`,
        },
        {
          kind: "paragraph",
          text: "We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated. If we make a significant change that affects partner portal users, we will also tell them by e-mail.",
        },
      ],
    },
    {
      id: "data-we-collect",
      title: "Data We Collect",
      blocks: [
        {
          kind: "paragraph",
          text: "We collect personal data that you give us directly and a limited amount of technical data that your browser sends when you use the website:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Contact form",
              text: "your name, e-mail address, company (optional), the subject and the message you write. The same applies to e-mails you send us directly.",
            },
            {
              term: "Partner portal account data",
              text: "your e-mail address, full name, company and account role; your password, which we store only as a one-way cryptographic hash and can never read; and a record of your sign-ins (date and time, IP address, browser, number of logins and the date of your last login).",
            },
            {
              term: "Technical data",
              text: "your IP address, browser type and version, operating system, the pages and files requested, the referring page and the date and time of each request. Our servers record these in server logs, as almost every website does.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Cookies: this website uses no tracking, analytics or advertising cookies and no third-party tracking tools. Visitors who only read our public pages receive no cookies from us. We set only strictly necessary session cookies for the partner portal, which keep you securely signed in after you log in and are removed when you log out or your session ends. Your browser also keeps a small, non-secret note of your signed-in state (your user ID, e-mail address and the session expiry time) so that the site can show the right menu; it contains no password or access token.",
        },
        {
          kind: "paragraph",
          text: "We do not knowingly collect data from children, and we do not ask for special categories of personal data such as health information. Please do not include such data in your messages.",
        },
      ],
    },
    {
      id: "how-we-use-data",
      title: "How We Use Your Data",
      blocks: [
        { kind: "paragraph", text: "We use personal data only for these purposes:" },
        {
          kind: "list",
          items: [
            "to answer your enquiries and requests for quotations, and to follow up on them;",
            "to create and manage partner portal accounts, let partners sign in and reset their passwords, and give them access to the information we share through the portal;",
            "to keep the website and the partner portal secure: detecting and blocking unauthorised access, limiting repeated login attempts and abuse of the contact form, ending inactive sessions and investigating security incidents;",
            "to operate, maintain and troubleshoot the website;",
            "to prepare and perform contracts with our customers, partners and suppliers, including invoicing;",
            "to comply with our legal obligations and to establish, exercise or defend legal claims.",
          ],
        },
        {
          kind: "paragraph",
          text: "We do not use your data for advertising, profiling or automated decision-making, and we do not send marketing e-mails unless you have asked to receive them.",
        },
      ],
    },
    {
      id: "legal-basis",
      title: "Legal Basis for Processing",
      blocks: [
        {
          kind: "paragraph",
          text: "Under Article 6(1) of the GDPR we rely on the following legal bases:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Contract",
              text: "processing needed to take steps at your request before entering into a contract, such as answering a request for a quotation, and to perform a contract, including providing partner portal accounts to our business partners (Article 6(1)(b)).",
            },
            {
              term: "Legitimate interests",
              text: "answering general enquiries, keeping our website and portal secure through server logs, sign-in records and rate limits, and establishing or defending legal claims (Article 6(1)(f)). We use this basis only where our interests are not overridden by your rights and freedoms.",
            },
            {
              term: "Legal obligation",
              text: "keeping accounting and tax records and responding to lawful requests from public authorities (Article 6(1)(c)).",
            },
            {
              term: "Consent",
              text: "where we ask for your consent, for example to send you news about our services, you may withdraw it at any time. Withdrawal does not affect processing carried out before it (Article 6(1)(a)).",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "You are not legally obliged to give us personal data. Without your name, e-mail address, subject and message, however, we cannot answer your enquiry, and without an account we cannot give you access to the partner portal. The strictly necessary session cookies do not require consent because they are essential to provide the portal you have asked to use.",
        },
      ],
    },
    {
      id: "sharing-and-transfers",
      title: "Sharing and International Transfers",
      blocks: [
        {
          kind: "paragraph",
          text: "We never sell, rent or trade personal data, and we do not share it with advertisers. We share it only with the following recipients, and only as far as necessary:",
        },
        {
          kind: "list",
          items: [
            "hosting and IT service providers that run our servers, database and e-mail delivery on our behalf, bound by data processing agreements under Article 28 of the GDPR;",
            "professional advisers such as lawyers, accountants and auditors, who are bound by professional confidentiality;",
            "manufacturers, suppliers and logistics partners, when this is needed to prepare a quotation or carry out an order you have asked for, and then only the details they need;",
            "courts, public authorities and other bodies, when the law requires it or when it is necessary to establish, exercise or defend legal claims.",
          ],
        },
        {
          kind: "paragraph",
          text: "We store personal data within the European Union and the European Economic Area (EEA). As an international trade firm we sometimes work with partners outside the EEA. Where a transfer outside the EEA is needed, we make it only to countries covered by an adequacy decision of the European Commission, under the European Commission's Standard Contractual Clauses, or, for a transfer necessary to perform a contract you have asked for, under Article 49 of the GDPR. You may ask us for a copy of the safeguards that apply.",
        },
      ],
    },
    {
      id: "retention",
      title: "Data Retention and Security",
      blocks: [
        {
          kind: "paragraph",
          text: "We keep personal data only as long as we need it for the purposes described above:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Contact messages",
              text: `as long as needed to answer and follow up your enquiry, and no longer than ${dataRetention.contactMessageYears} years after our last exchange. If your enquiry leads to a contract, it is kept with the contract records.`,
            },
            {
              term: "Partner portal accounts",
              text: `for as long as the account is open. When an account is closed we delete its profile; sign-in records are kept for no longer than ${dataRetention.signInRecordMonths} months for security purposes.`,
            },
            {
              term: "Server logs",
              text: "no longer than 90 days, unless we need a specific entry to investigate a security incident.",
            },
            {
              term: "Contract and accounting records",
              text: "as long as Slovenian accounting and tax law requires; for invoices this is currently ten years.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "We protect personal data with appropriate technical and organisational measures: encrypted connections (HTTPS), passwords stored only as strong one-way hashes, access limited to the staff who need it, automatic sign-out after a period of inactivity and limits on repeated login attempts. If a personal data breach is likely to put your rights at risk, we will inform you and the supervisory authority as the GDPR requires.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        { kind: "paragraph", text: "Under the GDPR you have the right to:" },
        {
          kind: "list",
          items: [
            {
              term: "Access",
              text: "ask whether we process your personal data and receive a copy of it (Article 15);",
            },
            {
              term: "Rectification",
              text: "have inaccurate data corrected and incomplete data completed (Article 16);",
            },
            {
              term: "Erasure",
              text: "have your data deleted when we no longer need it or process it unlawfully (Article 17);",
            },
            {
              term: "Restriction",
              text: "ask us to restrict processing, for example while we check the accuracy of your data (Article 18);",
            },
            {
              term: "Data portability",
              text: "receive the data you gave us in a structured, commonly used, machine-readable format, or have it sent to another controller (Article 20);",
            },
            {
              term: "Objection",
              text: "object at any time to processing based on our legitimate interests, on grounds relating to your particular situation (Article 21);",
            },
            {
              term: "Withdrawal of consent",
              text: "withdraw any consent you have given, at any time and with effect for the future;",
            },
            {
              term: "Complaint",
              text: [
                `lodge a complaint with the Slovenian Information Commissioner (${informationCommissioner.name}), ${informationCommissioner.address}, `,
                informationCommissioner.website,
                ", or with the supervisory authority of the EU member state where you live or work (Article 77).",
              ],
            },
          ],
        },
        {
          kind: "paragraph",
          text: [
            "To exercise your rights, e-mail us at ",
            legalEmailLink,
            " or write to us at the address in the Contact section. We answer within one month; for complex requests this may be extended by two further months, in which case we will tell you why. Exercising your rights is free of charge. We may ask you to confirm your identity before we disclose or change any data.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          kind: "paragraph",
          text: 'If you have any question about this privacy policy or about how we handle your personal data, or if you wish to exercise your rights, please contact us. Writing "Data protection" in the subject line helps your request reach the right person quickly.',
        },
        { kind: "contact" },
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  meta: {
    title: "Terms & Conditions",
    description: `Terms for quotations, orders, payment net ${terms.paymentDays} days, delivery, warranties, liability and disputes with ${site.name}, under Slovenian and EU law.`,
  },
  hero: {
    eyebrow: "Legal",
    title: "Terms & Conditions",
    lead: "The terms that apply to our engineering services, our trade deliveries and your use of this website and the partner portal.",
  },
  summary: `Our quotation or order confirmation sets out what we deliver. Invoices are payable net ${terms.paymentDays} days, disputes must be reported within ${terms.disputeReportDays} days, and these terms are governed by the laws of Slovenia and the European Union, with the courts in Ljubljana deciding any dispute.`,
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of These Terms",
      blocks: [
        {
          kind: "paragraph",
          text: `These terms and conditions ("Terms") apply to all quotations, orders, contracts and services of ${site.legalName} ("we", "us", "our"), ${fullAddress}, and to your use of this website and the partner portal.`,
        },
        {
          kind: "paragraph",
          text: "By accepting a quotation, placing an order or using the website, you agree to these Terms. If you act on behalf of a company or public body, you confirm that you are authorised to bind it.",
        },
        {
          kind: "paragraph",
          text: "Our services are intended for businesses and public institutions. Your own general terms apply only if we have accepted them in writing. Where a written contract signed by both parties contains different provisions, that contract prevails over these Terms.",
        },
        {
          kind: "paragraph",
          text: "We may update these Terms from time to time. The version published on this website on the date we confirm your order applies to that order.",
        },
      ],
    },
    {
      id: "services",
      title: "Our Services",
      blocks: [
        {
          kind: "paragraph",
          text: "We provide engineering services (technical consulting, system integration and project management) and international trade services (market entry, sourcing and trade facilitation), and we supply products made by our manufacturing partners.",
        },
        {
          kind: "paragraph",
          text: "The exact scope, deliverables and schedule of each assignment are set out in our quotation or order confirmation. Information on this website and in the partner portal describes our services in general terms and is not a binding offer.",
        },
        {
          kind: "paragraph",
          text: "We may engage qualified subcontractors and partners to carry out parts of the work; we remain responsible to you for their performance.",
        },
        {
          kind: "paragraph",
          text: "Access to the partner portal is granted to authorised business partners. Accounts are personal: keep your password confidential, do not share your account and tell us at once if you suspect misuse. We may suspend an account to protect the security of the portal.",
        },
      ],
    },
    {
      id: "quotations-and-orders",
      title: "Quotations and Orders",
      blocks: [
        {
          kind: "list",
          items: [
            "Quotations are valid for the period stated in them and are based on the information you give us. If that information proves incomplete or changes, we may adjust the quotation.",
            "A contract is formed when we confirm your order in writing (e-mail is sufficient) or when we begin performing it, whichever comes first.",
            "Changes to a confirmed order, such as to its scope, quantities, specifications or delivery dates, require our written agreement and may change the price and the schedule.",
            "If you cancel a confirmed order, you pay for the work already performed and for the costs we cannot avoid, including goods ordered or made specifically for you.",
          ],
        },
      ],
    },
    {
      id: "pricing-and-payment",
      title: "Pricing and Payment",
      blocks: [
        {
          kind: "list",
          items: [
            "Prices are stated in euros (EUR) and exclude value added tax and any other taxes, duties and charges, unless the quotation says otherwise.",
            `Payment terms are net ${terms.paymentDays} days: each invoice is payable in full within ${terms.paymentDays} days of the invoice date, without deduction, to the bank account shown on the invoice.`,
            "For large projects or goods made to order, we may ask for an advance payment or for payments in agreed milestones, as set out in the quotation.",
            "Late payments bear statutory default interest under Slovenian law. We may also suspend further work and deliveries until overdue amounts have been paid.",
            "Goods remain our property until they have been paid for in full.",
          ],
        },
      ],
    },
    {
      id: "delivery",
      title: "Delivery",
      blocks: [
        {
          kind: "list",
          items: [
            "Delivery terms are set out in the order confirmation and, for goods that are shipped, follow the Incoterms® 2020 rule named there. Risk passes to you as that rule provides.",
            "Delivery dates are estimates given in good faith. We will tell you promptly about any expected delay and agree a new date with you. Partial deliveries are permitted unless agreed otherwise.",
            "Unless we have agreed to provide them, you are responsible for import permits, licences and access to the delivery or installation site.",
            "We are not liable for delays or failures caused by events beyond our reasonable control, such as natural disasters, war, epidemics, strikes, export restrictions or failures of carriers and suppliers. If such an event makes performance impossible for a prolonged period, either party may cancel the affected part of the order in writing.",
          ],
        },
      ],
    },
    {
      id: "warranties",
      title: "Warranties",
      blocks: [
        {
          kind: "list",
          items: [
            "We perform our services with professional skill and care, in line with good engineering practice and the agreed specifications.",
            "Goods we supply conform to the agreed specification at delivery. They carry the manufacturer's warranty, whose period and conditions are stated in the quotation or the product documentation, and we pass its benefit on to you.",
            "If goods or services prove defective and you report this in time (see Disputes and Claims), we will, at our choice, repair or replace the goods, perform the service again, or reduce the price or refund it.",
            "The warranty does not cover normal wear and tear, improper installation, use or storage, modification or repair by anyone other than us, or failure to follow our or the manufacturer's instructions.",
            "Except as stated in these Terms or required by mandatory law, we give no other warranties. The content of this website is general information; we take care to keep it accurate but do not guarantee that it is complete or up to date.",
          ],
        },
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      blocks: [
        {
          kind: "list",
          items: [
            "Nothing in these Terms limits our liability for intent or gross negligence, for death or personal injury, or any other liability that cannot be limited under applicable law.",
            "Subject to that, our total liability arising from or in connection with an order is limited to the price paid for that order.",
            "We are not liable for indirect or consequential loss, including loss of profit, revenue, production, data or business opportunities.",
            "We are not responsible for the content of third-party websites linked from our website.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        {
          kind: "list",
          items: [
            "All content of this website and the partner portal, including texts, images, logos, graphics, documents and software, belongs to us or our licensors and is protected by copyright and other intellectual property laws.",
            "You may view and print this content for your own information and for your business dealings with us. Any other copying, distribution or modification requires our prior written permission.",
            "Drawings, designs, calculations, software and documentation that we create remain our property unless agreed otherwise. Once they are paid for in full, you may use them for the project for which they were delivered.",
            "Materials you provide remain yours. You allow us to use them as needed to carry out your order and confirm that this does not infringe the rights of third parties.",
          ],
        },
      ],
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      blocks: [
        {
          kind: "list",
          items: [
            "Each party keeps confidential all non-public technical and commercial information it receives from the other, uses it only for the purposes of the business relationship and discloses it only to employees, subcontractors and advisers who need it and are bound by confidentiality.",
            "Information in the partner portal, including product details, government solutions and case studies, is confidential and provided to partners for their internal use only.",
            "These obligations do not apply to information that is or becomes public through no fault of the receiving party, that the receiving party already lawfully knew, or that must be disclosed by law or by order of a court or authority.",
            "Confidentiality obligations continue after the contract ends.",
            [
              "How we handle personal data is described in our ",
              { label: "Privacy Policy", href: paths.privacyPolicy },
              ".",
            ],
          ],
        },
      ],
    },
    {
      id: "disputes-and-claims",
      title: "Disputes and Claims",
      blocks: [
        {
          kind: "paragraph",
          text: `Disputes must be reported within ${terms.disputeReportDays} days. Any objection to an invoice must reach us in writing within ${terms.disputeReportDays} days of the invoice date, and any claim about a delivery or a service within ${terms.disputeReportDays} days of delivery or completion. Hidden defects that could not be found on a reasonable inspection must be reported within ${terms.disputeReportDays} days of their discovery.`,
        },
        {
          kind: "list",
          items: [
            "Your report should describe the issue and include supporting documents, such as photographs, delivery notes or test results.",
            "If an issue is not reported within this period, the invoice, delivery or service is deemed accepted, to the extent permitted by law.",
            "A dispute about part of an invoice does not suspend payment of the undisputed amount.",
            "We will acknowledge your report promptly and work with you in good faith to resolve it. If we cannot reach an amicable solution within a reasonable time, either party may refer the dispute to the courts named under Governing Law and Jurisdiction.",
          ],
        },
      ],
    },
    {
      id: "governing-law",
      title: "Governing Law and Jurisdiction",
      blocks: [
        {
          kind: "list",
          items: [
            "These Terms and every contract made under them are governed by the laws of Slovenia and the European Union.",
            "The United Nations Convention on Contracts for the International Sale of Goods (CISG) does not apply.",
            "The competent courts in Ljubljana, Slovenia, have exclusive jurisdiction over any dispute arising from or in connection with these Terms or any contract made under them. The parties may agree in writing to attempt mediation first.",
            "If any provision of these Terms is found invalid, the remaining provisions stay in force, and the invalid provision is replaced by a valid one that comes closest to its purpose.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          kind: "paragraph",
          text: "If you have any question about these Terms, please contact us. Notices under these Terms must be given in writing, by e-mail or by post to the details below.",
        },
        { kind: "contact" },
      ],
    },
  ],
};

/** A key fact of a legal document, shown in its page header and leading to its section. */
export interface LegalHighlight {
  value: string;
  label: string;
  /** The id of the section that says it in full. */
  section: string;
}

/** A document's key facts: side by side, or in the order a business relationship runs. */
export interface LegalHighlights {
  title: string;
  layout: "grid" | "timeline";
  items: readonly LegalHighlight[];
}

/** What readers of each document most often look for, at a glance, from the same figures. */
export const legalHighlights = {
  privacy: {
    title: "The essentials",
    layout: "grid",
    items: [
      { value: "0", label: "tracking or advertising cookies", section: "data-we-collect" },
      {
        value: "EU / EEA",
        label: "where we store personal data",
        section: "sharing-and-transfers",
      },
      {
        value: `${dataRetention.contactMessageYears} years`,
        label: "at most, we keep an enquiry after our last exchange",
        section: "retention",
      },
      {
        value: `${dataRetention.signInRecordMonths} months`,
        label: "at most, we keep sign-in records",
        section: "retention",
      },
    ],
  },
  terms: {
    title: "From order to payment",
    layout: "timeline",
    items: [
      {
        value: "Order",
        label: "our quotation or order confirmation sets out what we deliver",
        section: "quotations-and-orders",
      },
      {
        value: `Net ${terms.paymentDays} days`,
        label: "to pay an invoice, from its date",
        section: "pricing-and-payment",
      },
      {
        value: `${terms.disputeReportDays} days`,
        label: "to report an objection or a claim",
        section: "disputes-and-claims",
      },
      {
        value: `${site.address.city} courts`,
        label: "decide a dispute, under the laws of Slovenia and the EU",
        section: "governing-law",
      },
    ],
  },
} as const satisfies Record<string, LegalHighlights>;
