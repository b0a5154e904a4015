import Fastify, { type FastifyInstance, type preHandlerAsyncHookHandler } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { portalPageSlugs } from "../../core/paths";
import { apiErrorSchema } from "../../core/schemas/api-error";
import { portalOverviewSchema, portalPageSchema } from "../../core/schemas/portal";
import { site } from "../../core/site";
import { apiError } from "../../server/plugins/errors";
import { portalRoutes } from "../../server/routes/api/portal";

// The portal routes rely only on the guard they are given; this one accepts a test token.
const SESSION_HEADER = "x-test-session";
const VALID_SESSION = "partner-session";

let app: FastifyInstance;
let guardedRequests: string[] = [];

const requireSession: preHandlerAsyncHookHandler = async (request, reply) => {
  guardedRequests.push(request.url);
  if (request.headers[SESSION_HEADER] !== VALID_SESSION) {
    return reply.code(401).send(apiError(401, "Please log in to continue."));
  }
};

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(portalRoutes, { requireSession });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  guardedRequests = [];
});

function get(url: string, signedIn: boolean) {
  return app.inject({
    method: "GET",
    url,
    headers: signedIn ? { [SESSION_HEADER]: VALID_SESSION } : {},
  });
}

const portalUrls = ["/api/portal", ...portalPageSlugs.map((slug) => `/api/portal/pages/${slug}`)];

describe("portal API without a session", () => {
  it.each(portalUrls)("refuses GET %s with 401, asking the guard first", async (url) => {
    const response = await get(url, false);
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 401 });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(guardedRequests).toEqual([url]);
    // Nothing of the content leaks into the refusal.
    expect(response.body).not.toContain("Partner Portal");
    expect(response.body).not.toContain("Case Studies");
  });

  it("does not reveal whether a page exists", async () => {
    const response = await get("/api/portal/pages/no-such-page", false);
    expect(response.statusCode).toBe(401);
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
