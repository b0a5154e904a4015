import { describe, expect, it } from "vitest";
import { contactTopicPath, contactTopics, type ContactTopic } from "../../../core/contact-topics";
import { portalPagePath, portalPageSlugs } from "../../../core/paths";
import {
  portalOverviewSchema,
  portalPageSchema,
  type PortalLink,
  type PortalPage,
} from "../../../core/schemas/portal";
import { site } from "../../../core/site";
import { site as siteSl } from "../../../core/site.sl";
import { portalPageTitles as portalPageTitlesSl } from "../../../core/texts/portal-page-names.sl";
import { portalOverview } from "./overview";
import { portalOverview as portalOverviewSl } from "./overview.sl";
import { allPortalPages, portalPage } from "./pages";

function page<K extends PortalPage["kind"]>(slug: string, kind: K) {
  const found = portalPage(slug);
  if (found?.kind !== kind) throw new Error(`${slug} is not a ${kind} page`);
  return found as Extract<PortalPage, { kind: K }>;
}

/** Every link in a piece of content, wherever it sits. */
function linksIn(value: unknown): PortalLink[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  if (typeof record.label === "string" && typeof record.to === "string") {
    return [{ label: record.label, to: record.to }];
  }
  return Object.values(record).flatMap(linksIn);
}

/** The contact page is linked with a known topic, so the form knows what the request is about. */
const knownTargets = new Set<string>([
  ...(Object.keys(contactTopics) as ContactTopic[]).map(contactTopicPath),
  ...portalPageSlugs.map(portalPagePath),
]);

describe("portal content", () => {
  it("matches the API's schemas", () => {
    expect(portalOverviewSchema.safeParse(portalOverview).success).toBe(true);
    for (const each of allPortalPages()) {
      expect(portalPageSchema.safeParse(each).success, each.slug).toBe(true);
    }
  });

  it("has exactly one page for each of the nine portal slugs", () => {
    expect(
      allPortalPages()
        .map((each) => each.slug)
        .sort(),
    ).toEqual([...portalPageSlugs].sort());
  });

  it("links only to the contact page and the portal's own pages", () => {
    const links = [portalOverview, ...allPortalPages()].flatMap(linksIn);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(knownTargets, link.to).toContain(link.to);
    for (const product of portalOverview.portfolio.items) {
      expect(knownTargets).toContain(product.learnMore);
    }
  });

  it("shows the required figures from the site's one list of them", () => {
    expect(portalOverview.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      `${site.figures.productCategories} Product Categories`,
      `${site.figures.countries} Countries`,
      `${site.figures.governmentSolutions} Government Solutions`,
      `${site.figures.support} Support`,
    ]);
    const caseStudies = page("case-studies", "case-studies");
    expect(caseStudies.stats.items.map((stat) => stat.value)).toEqual([
      "25+",
      "500M+",
      "100M+",
      "99.7%",
    ]);
  });

  it("has eight product categories, one per business area", () => {
    const { items } = portalOverview.portfolio;
    expect(items).toHaveLength(site.figures.productCategories);
    expect(new Set(items.map((item) => item.category)).size).toBe(items.length);
  });

  it("has four government solutions, each with its deployment countries", () => {
    const government = page("government-solutions", "government");
    expect(government.solutions.items).toHaveLength(site.figures.governmentSolutions);
    expect(portalOverview.government.items).toEqual(government.solutions.items);
    for (const solution of government.solutions.items) {
      expect(solution.countries.length).toBeGreaterThan(0);
    }
    expect(government.benefits.items).toHaveLength(6);
    expect(government.solutions.consultation.to).toBe("/contact?topic=government-solutions");
    expect(contactTopics["government-solutions"]).toContain(government.hero.title);
    expect(government.solutions.caseStudies).toEqual({
      label: "View Case Studies",
      to: "/partner-portal/case-studies",
    });
  });

  it("gives each capability page four cards and Request Information to /contact", () => {
    const capabilityPages = allPortalPages().filter((each) => each.kind === "capabilities");
    expect(capabilityPages.map((each) => each.slug)).toEqual([
      "semiconductor-products",
      "vision-inspection",
      "software-solutions",
      "service-support",
      "precision-manufacturing",
      "e-mobility-solar",
    ]);
    for (const each of capabilityPages) {
      expect(each.capabilities.items, each.slug).toHaveLength(4);
      expect(each.closing.primary).toEqual({
        label: "Request Information",
        to: `/contact?topic=${each.slug}`,
      });
      // The subject the form fills in names the page's product or solution.
      expect(contactTopics[each.slug as ContactTopic]).toContain(each.hero.title);
    }
  });

  it("has four case studies with country, category, year, challenge, solution and results", () => {
    const { items } = page("case-studies", "case-studies").studies;
    expect(items).toHaveLength(4);
    for (const study of items) {
      expect(study.year).toBeGreaterThanOrEqual(site.foundedYear);
      expect(study.results.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(items.map((study) => study.title)).size).toBe(4);
  });

  it("gives every page a distinct title", () => {
    const titles = [portalOverview, ...allPortalPages()].map((each) => each.hero.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

/** What a piece of content names rather than says, wherever it sits: the same in each language. */
function identifiersIn(value: unknown, path = ""): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => identifiersIn(item, `${path}[${index}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    ["icon", "to", "slug", "kind", "learnMore", "year"].includes(key)
      ? [`${path}.${key}=${String(item)}`]
      : identifiersIn(item, `${path}.${key}`),
  );
}

describe("portal content in Slovenian", () => {
  const pagesSl = allPortalPages("sl");

  it("matches the API's schemas", () => {
    expect(portalOverviewSchema.safeParse(portalOverviewSl).success).toBe(true);
    for (const each of pagesSl) {
      expect(portalPageSchema.safeParse(each).success, each.slug).toBe(true);
    }
  });

  it("has every page of the English portal, with the same slugs, kinds and order", () => {
    expect(pagesSl.map((each) => [each.slug, each.kind])).toEqual(
      allPortalPages().map((each) => [each.slug, each.kind]),
    );
    for (const slug of portalPageSlugs) {
      expect(portalPage(slug, "sl")?.slug, slug).toBe(slug);
    }
    expect(portalPage("no-such-page", "sl")).toBeUndefined();
  });

  it("keeps every icon, link target, slug and year of the English content", () => {
    expect(identifiersIn(portalOverviewSl)).toEqual(identifiersIn(portalOverview));
    for (const each of allPortalPages()) {
      expect(identifiersIn(portalPage(each.slug, "sl")), each.slug).toEqual(identifiersIn(each));
    }
    const links = [portalOverviewSl, ...pagesSl].flatMap(linksIn);
    for (const link of links) expect(knownTargets, link.to).toContain(link.to);
  });

  it("is written in Slovenian, not copied from English", () => {
    expect(portalOverviewSl.hero.title).toBe("Dobrodošli na partnerskem portalu");
    for (const each of pagesSl) {
      expect(each.hero.title, each.slug).toBe(portalPageTitlesSl[each.slug]);
      expect(each.hero.lead, each.slug).not.toBe(portalPage(each.slug)?.hero.lead);
    }
    expect(page("government-solutions", "government").solutions.consultation.label).not.toBe(
      (portalPage("government-solutions", "sl") as Extract<PortalPage, { kind: "government" }>)
        .solutions.consultation.label,
    );
  });

  it("shows the same figures, as Slovenian writes them", () => {
    expect(portalOverviewSl.stats.map((stat) => stat.value)).toEqual([
      String(siteSl.figures.productCategories),
      siteSl.figures.countries,
      String(siteSl.figures.governmentSolutions),
      siteSl.figures.support,
    ]);
    const caseStudies = portalPage("case-studies", "sl");
    if (caseStudies?.kind !== "case-studies") throw new Error("no Slovenian case studies");
    expect(caseStudies.stats.items.map((stat) => stat.value)).toEqual([
      "25+",
      "500+ mio.",
      "100+ mio.",
      "99,7 %",
    ]);
  });

  it("names each product's category as its page is named, so Learn More leads there", () => {
    const { items } = portalOverviewSl.portfolio;
    expect(items).toHaveLength(site.figures.productCategories);
    for (const [index, product] of items.entries()) {
      const target = portalPageSlugs.find((slug) => portalPagePath(slug) === product.learnMore);
      expect(target, product.title).toBeDefined();
      expect(product.category).toBe(portalPageTitlesSl[target!]);
      expect(product.learnMore).toBe(portalOverview.portfolio.items[index]?.learnMore);
    }
  });

  it("gives every page a distinct title", () => {
    const titles = [portalOverviewSl, ...pagesSl].map((each) => each.hero.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
