import { beforeAll, describe, expect, it } from "vitest";
import { portalPageSlugs } from "../../core/paths";
import { apiErrorSchema } from "../../core/schemas/api-error";
import { portalOverviewSchema, portalPageSchema } from "../../core/schemas/portal";
import { site } from "../../core/site";
import { CookieJar, call, createAccount, signInJar } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// The portal routes behind the server's own session guard: a partner signed in through
// /api/auth/login, and callers without a session or with a forged one.
const testApp = useTestApp();
let partnerJar: CookieJar;

beforeAll(async () => {
  await createAccount(testApp.db, testApp.clock, { email: "portal.partner@example.si" });
  partnerJar = await signInJar(testApp.app, "portal.partner@example.si");
});

function get(url: string, signedIn: boolean) {
  return call(testApp.app, { url, jar: signedIn ? partnerJar : new CookieJar() });
}

const portalUrls = ["/api/portal", ...portalPageSlugs.map((slug) => `/api/portal/pages/${slug}`)];

describe("portal API without a session", () => {
  it.each(portalUrls)("refuses GET %s with 401", async (url) => {
    const response = await get(url, false);
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      statusCode: 401,
      message: "Please log in to continue.",
    });
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    // Nothing of the content leaks into the refusal.
    expect(response.body).not.toContain("Partner Portal");
    expect(response.body).not.toContain("Case Studies");
  });

  it("does not reveal whether a page exists", async () => {
    const response = await get("/api/portal/pages/no-such-page", false);
    expect(response.statusCode).toBe(401);
  });

  it("refuses a forged session cookie", async () => {
    const forged = new CookieJar().set("session", "A".repeat(43));
    const response = await call(testApp.app, { url: "/api/portal", jar: forged });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain("Partner Portal");
  });
});

describe("GET /api/portal with a session", () => {
  it("answers the welcome page's content, matching its schema, never cached", async () => {
    const response = await get("/api/portal", true);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const overview = portalOverviewSchema.parse(response.json());

    expect(overview.hero.title).toBe("Welcome to the Partner Portal");
    expect(overview.stats.map((stat) => [stat.value, stat.label])).toEqual([
      ["8", "Product Categories"],
      [site.figures.countries, "Countries"],
      ["4", "Government Solutions"],
      [site.figures.support, "Support"],
    ]);
    expect(
      overview.portfolio.items.map((product) => [product.category, product.learnMore]),
    ).toEqual([
      ["Security Solutions", "/partner-portal/smart-card-solutions"],
      ["Government Solutions", "/partner-portal/government-solutions"],
      ["Industrial Solutions", "/partner-portal/semiconductor-products"],
      ["Quality Control", "/partner-portal/vision-inspection"],
      ["Software & IT", "/partner-portal/software-solutions"],
      ["Support Services", "/partner-portal/service-support"],
      ["Manufacturing", "/partner-portal/precision-manufacturing"],
      ["Green Technology", "/partner-portal/e-mobility-solar"],
    ]);
    expect(overview.government.items).toHaveLength(4);
    expect(overview.government.caseStudies).toEqual({
      label: "View Case Studies",
      to: "/partner-portal/case-studies",
    });
    expect(overview.benefits.items.length).toBeGreaterThanOrEqual(3);
  });
});

describe("GET /api/portal/pages/:slug with a session", () => {
  it.each(portalPageSlugs)("answers %s, matching the page schema, never cached", async (slug) => {
    const response = await get(`/api/portal/pages/${slug}`, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const page = portalPageSchema.parse(response.json());
    expect(page.slug).toBe(slug);
  });

  it("answers the smart-card specifications word for word", async () => {
    const page = portalPageSchema.parse(
      (await get(`/api/portal/pages/smart-card-solutions`, true)).json(),
    );
    if (page.kind !== "smart-card") throw new Error(`unexpected page kind ${page.kind}`);
    expect(page.features.items).toHaveLength(4);
    expect(page.specs.items.map((spec) => spec.value)).toEqual([
      "Up to 3,000 cards/hour",
      "EMV, SIM, ID cards and ePassports",
      "Common Criteria EAL4+",
      "Full integration support",
    ]);
  });

  it("answers 404 JSON for a slug without a page", async () => {
    for (const slug of ["no-such-page", "constructor", "SMART-CARD-SOLUTIONS"]) {
      const response = await get(`/api/portal/pages/${slug}`, true);
      expect(response.statusCode).toBe(404);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        statusCode: 404,
        error: "Not Found",
      });
    }
  });
});
