import { beforeEach, describe, expect, it } from "vitest";
import { apiErrorTexts } from "../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../core/texts/api-errors.sl";
import { formMessages } from "../../core/texts/forms";
import { formMessages as formMessagesSl } from "../../core/texts/forms.sl";
import { loginMessages } from "../../core/texts/sign-in";
import { loginMessages as loginMessagesSl } from "../../core/texts/sign-in.sl";
import {
  adminAuditLog,
  contactMessages,
  loginThrottles,
  mailOutbox,
  rateLimitCounters,
  users,
} from "../../db/schema";
import { call, createAccount, signInJar, type ApiCall, type CookieJar } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// A refused form is answered in the language of the page that sent it: the route's schema
// made with the Slovenian texts words the 400 for a Slovenian page (`accept-language: sl`), the
// English one for any other caller. The rules are the same; nothing is stored either way.

const testApp = useTestApp();
const slovenian = { "accept-language": "sl-SI,sl;q=0.9,en;q=0.5" };

beforeEach(async () => {
  await emptyTables(
    testApp.db,
    users,
    adminAuditLog,
    loginThrottles,
    contactMessages,
    mailOutbox,
    rateLimitCounters,
  );
});

const api = (request: ApiCall) => call(testApp.app, request);

/** The same request from a Slovenian page and with no language asked. */
async function inBothLanguages(request: ApiCall) {
  const sl = await api({ ...request, headers: { ...request.headers, ...slovenian } });
  const en = await api(request);
  expect(sl.statusCode).toBe(400);
  expect(en.statusCode).toBe(400);
  return {
    sl: sl.json<{ message: string; fieldErrors: Record<string, string> }>(),
    en: en.json<{ message: string; fieldErrors: Record<string, string> }>(),
  };
}

const NUL = "\u0000";

describe("the contact form's refusals", () => {
  it("name each field's problem in the page's language", async () => {
    const refused = await inBothLanguages({
      url: "/api/contact",
      body: {
        name: " ",
        email: "ana@example",
        company: "x".repeat(151),
        subject: "x".repeat(201),
        message: `Pozdravljeni${NUL}`,
      },
    });
    expect(refused.sl).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: formMessagesSl.missingFields,
      fieldErrors: {
        name: "Vnesite ime in priimek.",
        email: "Vnesite veljaven e-poštni naslov.",
        company: "Ime podjetja je lahko dolgo največ 150 znakov.",
        subject: "Zadeva je lahko dolga največ 200 znakov.",
        message: "Iz polja »Sporočilo« odstranite nevidne kontrolne znake.",
      },
    });
    expect(refused.en).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: formMessages.missingFields,
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        company: "Please keep the company name under 150 characters.",
        subject: "Please keep a subject under 200 characters.",
        message: "Please remove the invisible control characters from a message.",
      },
    });
    expect(await testApp.db.select().from(contactMessages)).toEqual([]);
  });

  it("put one field's problem first when nothing is missing", async () => {
    const refused = await inBothLanguages({
      url: "/api/contact",
      body: {
        name: `Ana${NUL}`,
        email: "ana@example.si",
        subject: "Ponudba",
        message: "Dober dan",
      },
    });
    expect(refused.sl.message).toBe(
      "Iz polja »Ime in priimek« odstranite nevidne kontrolne znake.",
    );
    expect(refused.sl.fieldErrors).toEqual({ name: refused.sl.message });
    expect(refused.en.message).toBe(
      "Please remove the invisible control characters from your name.",
    );
  });

  it("say an empty body's missing fields in Slovenian too, where the rule has no words of its own", async () => {
    const refused = await inBothLanguages({ url: "/api/contact", body: {} });
    expect(refused.sl.message).toBe(formMessagesSl.missingFields);
    expect(refused.sl.fieldErrors).toEqual({
      name: apiErrorTextsSl.request.invalidValue,
      email: apiErrorTextsSl.request.invalidValue,
      subject: apiErrorTextsSl.request.invalidValue,
      message: apiErrorTextsSl.request.invalidValue,
    });
    // English keeps the words it always had.
    expect(refused.en.message).toBe(formMessages.missingFields);
    expect(Object.keys(refused.en.fieldErrors)).toEqual(["name", "email", "subject", "message"]);
    expect(refused.en.fieldErrors.name).not.toBe(apiErrorTextsSl.request.invalidValue);
  });
});

describe("the sign-in's refusals", () => {
  it("are the sign-in page's words in the page's language", async () => {
    const refused = await inBothLanguages({
      url: "/api/auth/login",
      body: { email: "", password: "" },
    });
    expect(refused.sl.fieldErrors).toEqual({
      email: loginMessagesSl.validation.description,
      password: loginMessagesSl.validation.description,
    });
    expect(refused.en.fieldErrors).toEqual({
      email: loginMessages.validation.description,
      password: loginMessages.validation.description,
    });
  });
});

describe("the admin panel's refusals", () => {
  let adminJar: CookieJar;

  beforeEach(async () => {
    await createAccount(testApp.db, testApp.clock, { email: "chief@example.si", role: "admin" });
    adminJar = await signInJar(testApp.app, "chief@example.si");
  });

  it("say a malformed e-mail and a too long name of a new user in the page's language", async () => {
    const refused = await inBothLanguages({
      url: "/api/admin/users",
      body: { email: "ana.example.si", fullName: "x".repeat(201), company: `Novak${NUL}` },
      jar: adminJar,
    });
    expect(refused.sl).toMatchObject({
      message: formMessagesSl.invalidEmail,
      fieldErrors: {
        email: "Vnesite veljaven e-poštni naslov.",
        fullName: "Ime in priimek sta lahko skupaj dolga največ 200 znakov.",
        company: "Polje »Podjetje« vsebuje znake, ki niso dovoljeni.",
      },
    });
    expect(refused.en).toMatchObject({
      message: formMessages.invalidEmail,
      fieldErrors: {
        email: "Please enter a valid email address.",
        fullName: "Please keep the full name under 200 characters.",
        company: "The company contains characters that are not allowed.",
      },
    });
    const empty = await inBothLanguages({
      url: "/api/admin/users",
      body: { email: " " },
      jar: adminJar,
    });
    expect(empty.sl.fieldErrors.email).toBe("Vnesite e-poštni naslov.");
    expect(empty.en.fieldErrors.email).toBe("Please enter an email address.");
    expect(await testApp.db.select().from(users)).toHaveLength(1);
  });

  it("say an address that names no user, a search and a page link they cannot use", async () => {
    const unknown = await inBothLanguages({
      method: "PATCH",
      url: "/api/admin/users/not-a-user",
      body: { fullName: "Ana Novak" },
      jar: adminJar,
    });
    expect(unknown.sl.fieldErrors).toEqual({ userId: apiErrorTextsSl.users.unknown });
    expect(unknown.en.fieldErrors).toEqual({ userId: apiErrorTexts.users.unknown });

    const search = await inBothLanguages({
      url: `/api/admin/users?search=${encodeURIComponent(`Novak${NUL}`)}`,
      jar: adminJar,
    });
    expect(search.sl.message).toBe("Iskalni niz vsebuje znake, ki niso dovoljeni.");
    expect(search.en.message).toBe("The search contains characters that are not allowed.");

    const page = await inBothLanguages({
      url: "/api/admin/activity/audit?before=yesterday",
      jar: adminJar,
    });
    expect(page.sl.fieldErrors).toEqual({ before: "Neznana stran seznama." });
    expect(page.en.fieldErrors).toEqual({ before: "Unknown page." });

    // A rule without words of its own: Slovenian says the value is not valid, English as ever.
    const size = await inBothLanguages({ url: "/api/admin/users?pageSize=1000", jar: adminJar });
    expect(size.sl.fieldErrors).toEqual({ pageSize: apiErrorTextsSl.request.invalidValue });
    expect(size.en.fieldErrors.pageSize).not.toBe(apiErrorTextsSl.request.invalidValue);
  });
});
