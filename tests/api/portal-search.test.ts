import { beforeAll, describe, expect, it } from "vitest";
import { portalSearch } from "../../core/texts/portal";
import { apiErrorSchema } from "../../core/schemas/api-error";
import { portalSearchAnswerSchema } from "../../core/schemas/portal";
import { foldForSearch } from "../../server/content/portal/search";
import { call, createAccount, signInJar, type CookieJar } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// GET /api/portal/search behind the real session check: the portal's content is for signed-in
// partners only (docs/decisions/0012), and so is searching it.

const fixture = useTestApp();
let jar: CookieJar;

beforeAll(async () => {
  await createAccount(fixture.db, fixture.clock, { email: "searcher@example.org" });
  jar = await signInJar(fixture.app, "searcher@example.org");
});

const search = (q: string, signedIn = true) =>
  call(fixture.app, {
    url: `/api/portal/search?q=${encodeURIComponent(q)}`,
    jar: signedIn ? jar : undefined,
  });

async function answer(q: string) {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return portalSearchAnswerSchema.parse(response.json());
}

describe("portal search without a session", () => {
  it("refuses an anonymous caller with 401 and gives nothing away", async () => {
    const response = await search("passport", false);
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 401 });
    expect(response.body).not.toMatch(/passport/i);
  });

  it("refuses a forged session cookie", async () => {
    const response = await call(fixture.app, {
      url: "/api/portal/search?q=passport",
      headers: { cookie: "session=forged" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("portal search with a session", () => {
  it("finds titles first, each result leading to the page that shows it", async () => {
    const { results, total, query } = await answer("passport");
    expect(query).toBe("passport");
    expect(total).toBeGreaterThan(3);
    expect(results[0]).toMatchObject({ field: "Title" });
    const firstOther = results.findIndex((result) => result.field !== "Title");
    expect(results.slice(firstOther).every((result) => result.field !== "Title")).toBe(true);
    expect(results).toContainEqual(
      expect.objectContaining({
        title: "Biometric ePassport Personalisation Centre",
        to: "/partner-portal/case-studies",
        pageTitle: "Case Studies",
        field: "Title",
      }),
    );
    expect(results).toContainEqual(
      expect.objectContaining({
        title: "ePassport Issuance",
        to: "/partner-portal/government-solutions",
        field: "Title",
      }),
    );
  });

  it("searches descriptions, features, specifications, countries and case-study fields", async () => {
    // A feature of a product card on the welcome page.
    expect((await answer("3,000 cards/hour")).results).toContainEqual(
      expect.objectContaining({
        title: "Smart Card Personalisation",
        to: "/partner-portal",
        pageTitle: "Overview",
        field: "Feature",
        text: "Up to 3,000 cards/hour",
      }),
    );
    // A specification of the smart-card page.
    expect((await answer("EAL4+")).results).toContainEqual(
      expect.objectContaining({
        to: "/partner-portal/smart-card-solutions",
        field: "Specification",
      }),
    );
    // A deployment country of a government solution.
    expect((await answer("montenegro")).results).toContainEqual(
      expect.objectContaining({
        title: "National ID Card Systems",
        to: "/partner-portal/government-solutions",
        field: "Country",
        text: "Montenegro",
      }),
    );
    // A case study's country.
    expect((await answer("croatia")).results).toContainEqual(
      expect.objectContaining({
        title: "Payment Card Personalisation Bureau",
        field: "Country",
        text: "Croatia",
      }),
    );
  });

  it("matches every word, ignoring case, accents and extra spaces", async () => {
    const both = await answer("  NATIONAL   id  ");
    expect(both.query).toBe("NATIONAL   id");
    expect(both.results.map((result) => result.title)).toContain("National ID Card Systems");
    expect(both.results.map((result) => result.title)).toContain("National ID Card Modernisation");
    expect((await answer("nátional íd")).total).toBe(both.total);
    expect(foldForSearch("Šančević ŽIČ")).toBe("sancevic zic");
  });

  it("answers an empty list for a word the portal does not hold", async () => {
    expect(await answer("zzqx-nothing")).toEqual({ query: "zzqx-nothing", total: 0, results: [] });
  });

  it(`lists at most ${portalSearch.limit} results and tells the total`, async () => {
    const { results, total } = await answer("e");
    expect(total).toBeGreaterThan(portalSearch.limit);
    expect(results).toHaveLength(portalSearch.limit);
  });

  it(`refuses an empty query and one longer than ${portalSearch.maxLength} characters`, async () => {
    for (const q of ["", "   ", "x".repeat(portalSearch.maxLength + 1)]) {
      const response = await search(q);
      expect(response.statusCode, JSON.stringify(q)).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 400 });
    }
    expect((await search("x".repeat(portalSearch.maxLength))).statusCode).toBe(200);
    const missing = await call(fixture.app, { url: "/api/portal/search", jar });
    expect(missing.statusCode).toBe(400);
  });
});
