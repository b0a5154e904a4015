import { beforeAll, describe, expect, it } from "vitest";
import { portalPageSlugs } from "../../core/paths";
import { apiErrorSchema } from "../../core/schemas/api-error";
import {
  portalOverviewSchema,
  portalPageSchema,
  portalSearchAnswerSchema,
  portalWelcomeSchema,
} from "../../core/schemas/portal";
import { apiErrorTexts as apiErrorTextsSl } from "../../core/texts/api-errors.sl";
import { CookieJar, call, createAccount, signInJar } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// The portal's content in the language the request asks for: the web app sends its page's
// language in Accept-Language (app/lib/api-headers.ts), so a Slovenian page gets Slovenian
// content from the same routes, with the same slugs; any other request gets English.
const testApp = useTestApp();
const email = "portal.slovenian@example.si";
let partnerJar: CookieJar;

beforeAll(async () => {
  await createAccount(testApp.db, testApp.clock, { email });
  partnerJar = await signInJar(testApp.app, email);
});

const slovenian = { "accept-language": "sl" };

function get(url: string, headers: Record<string, string> = {}, jar: CookieJar = partnerJar) {
  return call(testApp.app, { url, jar, headers });
}

describe("the portal asked for in Slovenian", () => {
  it("answers the welcome page in Slovenian, never cached", async () => {
    const response = await get("/api/portal", slovenian);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const overview = portalOverviewSchema.parse(response.json());
    expect(overview.hero.title).toBe("Dobrodošli na partnerskem portalu");
    expect(overview.portfolio.title).toBe("Ponudba izdelkov");
    expect(overview.portfolio.items[0]).toMatchObject({
      category: "Varnostne rešitve",
      learnMore: "/partner-portal/smart-card-solutions",
    });
    expect(overview.government.caseStudies).toEqual({
      label: "Prikaži referenčne projekte",
      to: "/partner-portal/case-studies",
    });
  });

  it("prefers Slovenian when the browser weighs it above English", async () => {
    const response = await get("/api/portal", { "accept-language": "en;q=0.5, sl-SI;q=0.9" });
    expect(portalOverviewSchema.parse(response.json()).hero.title).toBe(
      "Dobrodošli na partnerskem portalu",
    );
  });

  it.each(portalPageSlugs)("answers %s in Slovenian at the same slug", async (slug) => {
    const [english, translated] = await Promise.all([
      get(`/api/portal/pages/${slug}`),
      get(`/api/portal/pages/${slug}`, slovenian),
    ]);
    expect(translated.statusCode).toBe(200);
    const page = portalPageSchema.parse(translated.json());
    const source = portalPageSchema.parse(english.json());
    expect(page.slug).toBe(slug);
    expect(page.kind).toBe(source.kind);
    expect(page.hero.lead).not.toBe(source.hero.lead);
  });

  it("keeps a one-letter word with the word after it, as the web app's Slovenian texts do", async () => {
    const nbsp = "\u00a0";
    const page = portalPageSchema.parse(
      (await get("/api/portal/pages/smart-card-solutions", slovenian)).json(),
    );
    expect(page.hero.lead).toContain(`linije, ki dela v${nbsp}treh izmenah`);
    const overview = portalOverviewSchema.parse((await get("/api/portal", slovenian)).json());
    expect(overview.hero.lead).toContain(`projektov z${nbsp}nami.`);
    const found = portalSearchAnswerSchema.parse(
      (await get(`/api/portal/search?q=${encodeURIComponent("treh izmenah")}`, slovenian)).json(),
    );
    expect(found.results[0]?.text).toContain(`v${nbsp}treh izmenah`);
  });

  it("says in Slovenian that a slug has no page", async () => {
    const response = await get("/api/portal/pages/no-such-page", slovenian);
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      statusCode: 404,
      message: apiErrorTextsSl.noSuchPortalPage,
    });
  });

  it("answers the smart-card page's Slovenian specifications", async () => {
    const page = portalPageSchema.parse(
      (await get("/api/portal/pages/smart-card-solutions", slovenian)).json(),
    );
    if (page.kind !== "smart-card") throw new Error(`unexpected page kind ${page.kind}`);
    expect(page.hero.title).toBe("Varnostne rešitve");
    expect(page.specs.title).toBe("Tehnične specifikacije");
    expect(page.specs.items[0]).toEqual({ label: "Zmogljivost", value: "Do 3.000 kartic na uro" });
  });

  it("searches the Slovenian texts, with or without č, š and ž", async () => {
    const search = async (q: string) => {
      const response = await get(`/api/portal/search?q=${encodeURIComponent(q)}`, slovenian);
      expect(response.statusCode).toBe(200);
      return portalSearchAnswerSchema.parse(response.json());
    };
    const found = await search("potnih listov");
    expect(found.results).toContainEqual(
      expect.objectContaining({
        title: "Izdajanje biometričnih potnih listov",
        to: "/partner-portal/government-solutions",
        pageTitle: "Rešitve za državno upravo",
        field: "Title",
      }),
    );
    for (const q of ["Hrvaška", "hrvaska"]) {
      expect((await search(q)).results, q).toContainEqual(
        expect.objectContaining({ field: "Country", text: "Hrvaška" }),
      );
    }
    expect((await search("passport")).total).toBe(0);
  });

  it("says an unknown browser of the last sign-in in Slovenian", async () => {
    // The test browser's user agent names neither a browser nor a system; the sign-in before
    // this one is the suite's first, a minute earlier.
    testApp.clock.advance(60_000);
    const jar = await signInJar(testApp.app, email);
    const welcome = portalWelcomeSchema.parse(
      (await get("/api/portal/welcome", slovenian, jar)).json(),
    );
    expect(welcome.previousSignIn?.browser).toBe("neznan brskalnik");
    const inEnglish = portalWelcomeSchema.parse((await get("/api/portal/welcome", {}, jar)).json());
    expect(inEnglish.previousSignIn?.browser).toBe("An unknown browser");
  });

  it("still refuses a caller without a session, giving nothing away", async () => {
    const response = await get("/api/portal", slovenian, new CookieJar());
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 401 });
    expect(response.body).not.toContain("Partnerski portal");
  });
});

describe("the portal asked for without a language, or in another", () => {
  it.each<Record<string, string>>([
    {},
    { "accept-language": "de-DE, fr;q=0.8" },
    { "accept-language": "en-GB" },
  ])("answers in English (%j)", async (headers) => {
    const overview = portalOverviewSchema.parse((await get("/api/portal", headers)).json());
    expect(overview.hero.title).toBe("Welcome to the Partner Portal");
    const answer = portalSearchAnswerSchema.parse(
      (await get("/api/portal/search?q=passport", headers)).json(),
    );
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.results[0]?.pageTitle).not.toBe("Rešitve za državno upravo");
  });
});
