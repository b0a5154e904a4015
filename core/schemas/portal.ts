import { z } from "zod/mini";
import { portalPageSlugs } from "../paths";
import { portalSearch } from "../texts/portal";

// The partner portal's content as the API answers it. The content itself lives on the server
// only; the web app imports these schemas and types, never the data.

/** Icons the portal's content may name; the portal maps each to a drawing. */
export const portalIconNames = [
  "battery",
  "boxes",
  "chart",
  "circuit-board",
  "clipboard-check",
  "code",
  "cog",
  "cpu",
  "credit-card",
  "factory",
  "file-check",
  "fingerprint",
  "gauge",
  "globe",
  "graduation-cap",
  "handshake",
  "headset",
  "id-card",
  "landmark",
  "layers",
  "leaf",
  "life-buoy",
  "lock",
  "megaphone",
  "microscope",
  "network",
  "plug",
  "ruler",
  "scan-eye",
  "server",
  "shield",
  "sun",
  "truck",
  "users",
  "workflow",
  "wrench",
  "zap",
] as const;
export type PortalIconName = (typeof portalIconNames)[number];

const text = z.string().check(z.minLength(1));
const texts = z.array(text).check(z.minLength(1));
/** A path on this site: one leading slash, never a protocol-relative `//host`. */
const sitePath = z.string().check(z.regex(/^\/(?!\/)/));
const icon = z.enum(portalIconNames);

export const portalLinkSchema = z.object({ label: text, to: sitePath });
export type PortalLink = z.infer<typeof portalLinkSchema>;

export const portalHeroSchema = z.object({ eyebrow: text, title: text, lead: text });
export type PortalHero = z.infer<typeof portalHeroSchema>;

export const portalStatSchema = z.object({
  value: text,
  label: text,
  description: z.optional(text),
});
export type PortalStat = z.infer<typeof portalStatSchema>;

export const portalFeatureSchema = z.object({ icon, title: text, description: text });
export type PortalFeature = z.infer<typeof portalFeatureSchema>;

/** A feature with the main points it covers: a capability card. */
export const portalCapabilitySchema = z.object({
  icon,
  title: text,
  description: text,
  points: texts,
});
export type PortalCapability = z.infer<typeof portalCapabilitySchema>;

/** The closing band of a page: a sentence and where to go next. */
export const portalClosingSchema = z.object({
  title: text,
  text,
  primary: portalLinkSchema,
  secondary: z.optional(portalLinkSchema),
});
export type PortalClosing = z.infer<typeof portalClosingSchema>;

/** A section's heading, its introduction and its items. */
function section<T extends z.ZodMiniType>(item: T) {
  return z.object({ title: text, intro: text, items: z.array(item).check(z.minLength(1)) });
}

/** A product category (title, description, category, features), plus where it leads. */
export const productCategorySchema = z.object({
  icon,
  title: text,
  description: text,
  /** The business area; the Learn More target is derived from it. */
  category: text,
  features: texts,
  learnMore: sitePath,
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** A government solution (title, description, countries). */
export const governmentSolutionSchema = z.object({
  icon,
  title: text,
  description: text,
  countries: texts,
});
export type GovernmentSolution = z.infer<typeof governmentSolutionSchema>;

/** A case study (title, country, category, challenge, solution, results list, year). */
export const caseStudySchema = z.object({
  title: text,
  country: text,
  category: text,
  year: z.number().check(z.int(), z.minimum(1991)),
  challenge: text,
  solution: text,
  results: texts,
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const smartCardSpecSchema = z.object({ label: text, value: text });
export type SmartCardSpec = z.infer<typeof smartCardSpecSchema>;

/** `GET /api/portal`: the welcome page. */
export const portalOverviewSchema = z.object({
  hero: portalHeroSchema,
  stats: z.array(portalStatSchema),
  portfolio: section(productCategorySchema),
  government: z.object({
    ...section(governmentSolutionSchema).shape,
    caseStudies: portalLinkSchema,
  }),
  benefits: section(portalFeatureSchema),
  closing: portalClosingSchema,
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

const pageBase = {
  slug: z.enum(portalPageSlugs),
  hero: portalHeroSchema,
  closing: portalClosingSchema,
};

export const smartCardPageSchema = z.object({
  kind: z.literal("smart-card"),
  ...pageBase,
  features: section(portalFeatureSchema),
  specs: section(smartCardSpecSchema),
});
export type SmartCardPage = z.infer<typeof smartCardPageSchema>;

export const governmentPageSchema = z.object({
  kind: z.literal("government"),
  ...pageBase,
  solutions: z.object({
    ...section(governmentSolutionSchema).shape,
    consultation: portalLinkSchema,
    caseStudies: portalLinkSchema,
  }),
  benefits: section(portalFeatureSchema),
});
export type GovernmentPage = z.infer<typeof governmentPageSchema>;

/** The six capability pages: four cards and a Request Information button each. */
export const capabilityPageSchema = z.object({
  kind: z.literal("capabilities"),
  ...pageBase,
  capabilities: section(portalCapabilitySchema),
});
export type CapabilityPage = z.infer<typeof capabilityPageSchema>;

export const caseStudiesPageSchema = z.object({
  kind: z.literal("case-studies"),
  ...pageBase,
  stats: section(portalStatSchema),
  studies: section(caseStudySchema),
});
export type CaseStudiesPage = z.infer<typeof caseStudiesPageSchema>;

/** `GET /api/portal/pages/:slug`: one sub-page, told apart by `kind`. */
export const portalPageSchema = z.discriminatedUnion("kind", [
  smartCardPageSchema,
  governmentPageSchema,
  capabilityPageSchema,
  caseStudiesPageSchema,
]);
export type PortalPage = z.infer<typeof portalPageSchema>;
export type PortalPageKind = PortalPage["kind"];

/** Where and how the partner signed in before the current session; null on a first sign-in. */
export const previousSignInSchema = z.object({
  /** ISO 8601 instant. */
  at: z.string(),
  /** The client address the server saw (TRUST_PROXY honoured). */
  address: text,
  /** A readable browser name: "Chrome on Windows". */
  browser: text,
});
export type PreviousSignIn = z.infer<typeof previousSignInSchema>;

/** `GET /api/portal/welcome`: who is signed in, and their sign-in before this one. */
export const portalWelcomeSchema = z.object({
  email: text,
  fullName: z.nullable(z.string()),
  company: z.nullable(z.string()),
  previousSignIn: z.nullable(previousSignInSchema),
});
export type PortalWelcome = z.infer<typeof portalWelcomeSchema>;

export const portalSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(portalSearch.maxLength)),
});

/** The field of a portal item a search matched, as the result names it. */
export const portalSearchFields = [
  "Title",
  "Description",
  "Feature",
  "Specification",
  "Country",
  "Category",
  "Challenge",
  "Solution",
  "Result",
] as const;

export const portalSearchResultSchema = z.object({
  /** The portal page showing the item. */
  to: sitePath,
  pageTitle: text,
  /** The item's title: a product, a feature, a solution, a case study. */
  title: text,
  field: z.enum(portalSearchFields),
  /** The matching field's text. */
  text,
});
export type PortalSearchResult = z.infer<typeof portalSearchResultSchema>;

/** `GET /api/portal/search?q=`: the best matches first, at most `portalSearch.limit`. */
export const portalSearchAnswerSchema = z.object({
  query: z.string(),
  total: z.number().check(z.int(), z.minimum(0)),
  results: z.array(portalSearchResultSchema),
});
export type PortalSearchAnswer = z.infer<typeof portalSearchAnswerSchema>;
