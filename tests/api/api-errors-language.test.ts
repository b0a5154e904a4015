import { beforeEach, describe, expect, it } from "vitest";
import { apiErrorTexts as english } from "../../core/texts/api-errors";
import { apiErrorTexts as slovenian } from "../../core/texts/api-errors.sl";
import { formMessages as slovenianForms } from "../../core/texts/forms.sl";
import { loginMessages as slovenianSignIn } from "../../core/texts/sign-in.sl";
import { loginThrottles, mailOutbox, rateLimitCounters, users } from "../../db/schema";
import { call, createAccount } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// The API's messages are in the language the request asks for in Accept-Language (the web app
// sends its page's); English when it asks for neither language.
const testApp = useTestApp({
  env: { PUBLIC_URL: "https://portal.example.com" },
});

const email = "napake@example.si";

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(db, users, mailOutbox, rateLimitCounters, loginThrottles);
  await createAccount(db, clock, { email });
});

const inLanguage = (language: string | undefined) =>
  language ? { "accept-language": language } : ({} as Record<string, string>);

describe("the API's messages", () => {
  it("a 401 is in Slovenian for a Slovenian page, in English otherwise", async () => {
    const slovenianAnswer = await call(testApp.app, {
      url: "/api/me",
      headers: inLanguage("sl"),
    });
    expect(slovenianAnswer.statusCode).toBe(401);
    expect(slovenianAnswer.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: slovenian.notSignedIn,
    });
    for (const language of [undefined, "en", "de-DE,de;q=0.9", "en;q=0.8,sl;q=0.5"]) {
      const answer = await call(testApp.app, { url: "/api/me", headers: inLanguage(language) });
      expect(answer.json().message, String(language)).toBe(english.notSignedIn);
    }
    const session = await call(testApp.app, {
      url: "/api/auth/session",
      headers: inLanguage("sl-SI,sl;q=0.9,en;q=0.8"),
    });
    expect(session.json().message).toBe(slovenian.notSignedIn);
  });

  it("a failed sign-in, a refused form and a cross-site request say so in Slovenian", async () => {
    const failed = await call(testApp.app, {
      url: "/api/auth/login",
      body: { email, password: "Wrong1Password" },
      headers: inLanguage("sl"),
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.json().message).toBe(slovenianSignIn.failed.description);

    const incomplete = await call(testApp.app, {
      url: "/api/contact",
      body: { name: "", email: "ana@example.si", subject: "", message: "" },
      headers: inLanguage("sl"),
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(slovenianForms.missingFields);

    const crossSite = await call(testApp.app, {
      url: "/api/auth/logout",
      body: {},
      headers: { ...inLanguage("sl"), "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(slovenian.crossSite);

    const missing = await call(testApp.app, {
      url: "/api/nothing-here",
      headers: inLanguage("sl"),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(slovenian.notFound("GET", "/api/nothing-here"));
  });

  it("the firm's e-mail for a contact message stays English and names the visitor's language", async () => {
    const sent = await call(testApp.app, {
      url: "/api/contact",
      body: {
        name: "Ana Novak",
        email: "ana@example.si",
        subject: "Povpraševanje",
        message: "Zanima me ponudba.",
      },
      headers: inLanguage("sl"),
    });
    expect(sent.statusCode).toBe(201);
    const [mail] = await testApp.db.select().from(mailOutbox);
    expect(mail!.subject).toBe("Contact form: Povpraševanje");
    expect(mail!.textBody).toContain("A visitor sent a message through the");
    expect(mail!.textBody).toContain(
      "Language: Slovenian (the visitor used the site in Slovenian)",
    );
  });
});
