import { beforeEach, describe, expect, it } from "vitest";
import { passwordResetMailTexts as english } from "../../core/texts/e-mails";
import { passwordResetMailTexts as slovenian } from "../../core/texts/e-mails.sl";
import { passwordResetMessages as slovenianMessages } from "../../core/texts/sign-in.sl";
import { loginThrottles, mailOutbox, rateLimitCounters, users } from "../../db/schema";
import { call, createAccount } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// The reset e-mail is written in the language of the page that asked for it (its
// Accept-Language), and its link opens the reset page in that language.
const testApp = useTestApp({
  env: { PUBLIC_URL: "https://portal.example.com" },
});

const email = "jezik@example.si";

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(db, users, mailOutbox, rateLimitCounters, loginThrottles);
  await createAccount(db, clock, { email });
});

const requestReset = (language?: string) =>
  call(testApp.app, {
    url: "/api/auth/password-reset",
    body: { email },
    headers: language ? { "accept-language": language } : {},
  });

const outbox = () => testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe("the password reset e-mail's language", () => {
  it("is Slovenian for a Slovenian page, its link to the reset page below /sl", async () => {
    expect((await requestReset("sl")).statusCode).toBe(202);
    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail!.toAddress).toBe(email);
    expect(mail!.subject).toBe(slovenian.subject);
    expect(mail!.textBody).toContain("Pozdravljeni,");
    expect(mail!.textBody).toContain(slovenian.openLink);
    expect(mail!.textBody).toContain("poteče čez 60 minut.");
    expect(mail!.textBody).toContain("Ljubljana, Slovenija");
    expect(mail!.textBody).toMatch(
      /^https:\/\/portal\.example\.com\/sl\/reset-password#token=[A-Za-z0-9_-]+$/m,
    );
    expect(mail!.textBody).not.toContain(english.openLink);

    // The link's token sets the password; the page's refusals speak Slovenian too.
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const confirmed = await call(testApp.app, {
      url: "/api/auth/password-reset/confirm",
      body: { token, password: "Svetilnik42Stolp" },
      headers: { "accept-language": "sl" },
    });
    expect(confirmed.statusCode).toBe(200);
    const again = await call(testApp.app, {
      url: "/api/auth/password-reset/confirm",
      body: { token, password: "Svetilnik42Stolp" },
      headers: { "accept-language": "sl" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(slovenianMessages.invalidLink);
  });

  it("is English, its link to /reset-password, for an English page or a client that names no language", async () => {
    for (const language of ["en-GB,en;q=0.9", undefined]) {
      await emptyTables(testApp.db, mailOutbox, rateLimitCounters);
      expect((await requestReset(language)).statusCode).toBe(202);
      const [mail] = await outbox();
      expect(mail!.subject).toBe(english.subject);
      expect(mail!.textBody).toContain("Hello,");
      expect(mail!.textBody).toContain("Ljubljana, Slovenia");
      expect(mail!.textBody).toMatch(
        /^https:\/\/portal\.example\.com\/reset-password#token=[A-Za-z0-9_-]+$/m,
      );
    }
  });

  it("follows the request, not the account's language", async () => {
    await testApp.db.update(users).set({ locale: "sl" });
    await requestReset("en");
    const [mail] = await outbox();
    expect(mail!.subject).toBe(english.subject);
  });
});
