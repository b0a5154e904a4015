import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accountNoticeMailTexts as english } from "../../core/texts/e-mails";
import { accountNoticeMailTexts as slovenian } from "../../core/texts/e-mails.sl";
import { site } from "../../core/site";
import {
  adminAuditLog,
  loginThrottles,
  mailOutbox,
  rateLimitCounters,
  users,
} from "../../db/schema";
import { CookieJar, call, createAccount, partnerPassword } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// An account's notices are written in the account's language: the one of the page it last
// signed in from, kept by every successful sign-in; English until its first.
const testApp = useTestApp({
  env: { PUBLIC_URL: "https://portal.example.com" },
});

const owner = "lastnik@example.si";
const firstPassword = "Svetilnik42Stolp";
const secondPassword = "Lighthouse42Keeper";

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(db, users, mailOutbox, adminAuditLog, loginThrottles, rateLimitCounters);
  await createAccount(db, clock, { email: owner });
});

/** Signs in from a page in `language` (its Accept-Language). */
async function signInFrom(language: string, password: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await call(testApp.app, {
    url: "/api/auth/login",
    body: { email: owner, password },
    headers: { "accept-language": language },
    jar,
  });
  expect(response.statusCode).toBe(200);
  return jar;
}

/** Changes the password on the account page, from a page in `language`. */
async function changePassword(jar: CookieJar, from: string, to: string, language: string) {
  const response = await call(testApp.app, {
    url: "/api/account/password",
    body: { currentPassword: from, newPassword: to },
    headers: { "accept-language": language },
    jar,
  });
  expect(response.statusCode).toBe(200);
}

const storedLocale = async () =>
  (await testApp.db.select({ locale: users.locale }).from(users).where(eq(users.email, owner)))[0]!
    .locale;

const lastMail = async () =>
  (await testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id)).at(-1)!;

describe("the account's language", () => {
  it("is English until the first sign-in", async () => {
    expect(await storedLocale()).toBe("en");
  });

  it("is the one of the latest sign-in, and the notices are in it, whatever the page of the change", async () => {
    // Signed in from a Slovenian page: the notice is Slovenian, even for a change asked in English.
    const slovenianJar = await signInFrom("sl", partnerPassword);
    expect(await storedLocale()).toBe("sl");
    await changePassword(slovenianJar, partnerPassword, firstPassword, "en");
    const inSlovenian = await lastMail();
    expect(inSlovenian.toAddress).toBe(owner);
    expect(inSlovenian.subject).toBe(`Sprememba računa ${site.name}: geslo`);
    for (const line of [
      "Pozdravljeni,",
      slovenian.intro,
      slovenian.password.owner,
      // The test clock starts at 2026-03-02T09:00:00Z: 10:00 in Ljubljana, winter time.
      "Kdaj: 2. 3. 2026 ob 10.00 (GMT +1, Europe/Ljubljana)",
      slovenian.otherSessionsEnded,
      slovenian.notExpected,
      "Ljubljana, Slovenija",
    ]) {
      expect(inSlovenian.textBody).toContain(line);
    }
    expect(inSlovenian.textBody).not.toContain(english.password.owner);
    expect(inSlovenian.textBody).not.toContain(firstPassword);

    // Signed in again from an English page: the next notice is English, word for word as before.
    const englishJar = await signInFrom("en-GB,en;q=0.9", firstPassword);
    expect(await storedLocale()).toBe("en");
    await changePassword(englishJar, firstPassword, secondPassword, "sl");
    const inEnglish = await lastMail();
    expect(inEnglish.subject).toBe(`Your ${site.name} account's password changed`);
    for (const line of [
      "Hello,",
      "- The password was changed from the account page, signed in.",
      "When: 2 March 2026 at 10:00 CET (Europe/Ljubljana)",
      "Every other session of the account was signed out.",
      `If you did not expect this change, contact us at once at ${site.publicEmail}.`,
      "Ljubljana, Slovenia",
    ]) {
      expect(inEnglish.textBody).toContain(line);
    }
  });

  it("a sign-in refused keeps the account's language", async () => {
    await signInFrom("sl", partnerPassword);
    const refused = await call(testApp.app, {
      url: "/api/auth/login",
      body: { email: owner, password: "Wrong1Password" },
      headers: { "accept-language": "en" },
    });
    expect(refused.statusCode).toBe(401);
    expect(await storedLocale()).toBe("sl");
  });

  it("only English and Slovenian can be stored", async () => {
    await expect(
      testApp.db
        .update(users)
        .set({ locale: "de" as "en" })
        .where(eq(users.email, owner)),
    ).rejects.toThrow();
  });
});
