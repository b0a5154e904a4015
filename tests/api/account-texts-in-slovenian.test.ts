import { beforeEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  loginThrottles,
  mailOutbox,
  rateLimitCounters,
  users,
  webauthnChallenges,
} from "../../db/schema";
import { codeAt } from "../../server/auth/totp";
import { accountTexts } from "../../core/texts/account";
import { apiErrorTexts } from "../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../core/texts/api-errors.sl";
import { accountTexts as accountTextsSl } from "../../core/texts/account.sl";
import { loginMessages } from "../../core/texts/sign-in";
import { loginMessages as loginMessagesSl } from "../../core/texts/sign-in.sl";
import { passkeyTexts } from "../../core/texts/passkeys";
import { passkeyTexts as passkeyTextsSl } from "../../core/texts/passkeys.sl";
import { passwordMessages } from "../../core/texts/passwords";
import { passwordMessages as passwordMessagesSl } from "../../core/texts/passwords.sl";
import { twoFactorTexts } from "../../core/texts/two-factor";
import { twoFactorTexts as twoFactorTextsSl } from "../../core/texts/two-factor.sl";
import {
  call,
  CookieJar,
  createAccount,
  partnerPassword,
  signInJar,
  type ApiCall,
} from "../support/accounts";
import { addPasskey, deviceAt } from "../support/passkeys";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// The account page's refusals (password, two-factor sign-in, passkeys) in the language the
// page asks in: a Slovenian page sends `accept-language: sl` (app/lib/api-headers.ts) and reads
// them in Slovenian; any other request, one without the header among them, in English.
const PUBLIC_URL = "https://portal.example.com";
const testApp = useTestApp({ env: { PUBLIC_URL } });

const owner = "nina.bizjak@example.si";
const slovenian = { "accept-language": "sl" };
const STEP = 30_000;

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(
    db,
    users,
    mailOutbox,
    loginThrottles,
    rateLimitCounters,
    adminAuditLog,
    webauthnChallenges,
  );
  await createAccount(db, clock, { email: owner });
});

const api = (request: ApiCall) => call(testApp.app, request);

/** The same request twice: from a Slovenian page, and with no language asked. */
async function inBothLanguages(request: ApiCall) {
  const sl = await api({ ...request, headers: { ...request.headers, ...slovenian } });
  const en = await api(request);
  return { sl, en };
}

const changePassword = (jar: CookieJar, currentPassword: string, newPassword: string) => ({
  url: "/api/account/password",
  body: { currentPassword, newPassword },
  jar,
});

describe("the password form's refusals", () => {
  it("say a wrong current password, one repeated, and the broken rules in the page's language", async () => {
    const jar = await signInJar(testApp.app, owner);

    const wrong = await inBothLanguages(changePassword(jar, "NotMine42", "Another9Harbour"));
    expect(wrong.sl.statusCode).toBe(400);
    expect(wrong.sl.json()).toMatchObject({
      message: accountTextsSl.password.currentWrong,
      fieldErrors: { currentPassword: "Trenutno geslo ni pravilno" },
    });
    expect(wrong.en.json()).toMatchObject({
      message: accountTexts.password.currentWrong,
      fieldErrors: { currentPassword: "The current password is not correct" },
    });

    const same = await inBothLanguages(changePassword(jar, partnerPassword, partnerPassword));
    expect(same.sl.json()).toMatchObject({
      fieldErrors: { newPassword: accountTextsSl.password.sameAsCurrent },
    });
    expect(same.en.json()).toMatchObject({
      fieldErrors: { newPassword: accountTexts.password.sameAsCurrent },
    });

    // Too short and without a number: every broken rule, each in the page's words.
    const weak = await inBothLanguages(changePassword(jar, partnerPassword, "abc"));
    expect(weak.sl.statusCode).toBe(400);
    expect(weak.sl.json()).toMatchObject({
      fieldErrors: {
        newPassword: `${passwordMessagesSl.tooShort}. ${passwordMessagesSl.noNumber}`,
      },
    });
    expect(weak.sl.json<{ message: string }>().message).toBe(
      "Geslo mora imeti najmanj 6 znakov. Geslo mora vsebovati vsaj eno številko",
    );
    expect(weak.en.json()).toMatchObject({
      fieldErrors: { newPassword: `${passwordMessages.tooShort}. ${passwordMessages.noNumber}` },
    });

    const common = await inBothLanguages(changePassword(jar, partnerPassword, "password1"));
    expect(common.sl.statusCode).toBe(422);
    expect(common.sl.json()).toMatchObject({ message: passwordMessagesSl.weak });
    expect(common.en.json()).toMatchObject({ message: passwordMessages.weak });
  });

  it("say how long the account is locked, the minutes in Slovenian's own form", async () => {
    const jar = await signInJar(testApp.app, owner);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api(changePassword(jar, "NotMine42", "Another9Harbour"));
    }
    const locked = await inBothLanguages(changePassword(jar, partnerPassword, "Another9Harbour"));
    expect(locked.sl.statusCode).toBe(429);
    expect(locked.sl.json()).toMatchObject({
      message: loginMessagesSl.tooMany(15).description,
      retryAfterSeconds: 900,
    });
    expect(locked.sl.json<{ message: string }>().message).toBe(
      "Počakajte 15 minut, preden poskusite znova.",
    );
    expect(locked.en.json()).toMatchObject({
      message: loginMessages.tooMany(15).description,
      retryAfterSeconds: 900,
    });
  });
});

describe("the sessions' refusals", () => {
  it("say a session that is not signed in, and a code step without a sign-in, in the page's language", async () => {
    const jar = await signInJar(testApp.app, owner);
    const gone = await inBothLanguages({
      method: "DELETE",
      url: "/api/account/sessions/00000000-0000-4000-8000-000000000000",
      jar,
    });
    expect(gone.sl.statusCode).toBe(404);
    expect(gone.sl.json()).toMatchObject({ message: apiErrorTextsSl.sessionNotFound });
    expect(gone.en.json()).toMatchObject({ message: apiErrorTexts.sessionNotFound });

    const noSignIn = await inBothLanguages({
      url: "/api/auth/second-factor",
      body: { code: "123456" },
    });
    expect(noSignIn.sl.statusCode).toBe(401);
    expect(noSignIn.sl.json()).toMatchObject({ message: apiErrorTextsSl.notSignedIn });
    expect(noSignIn.en.json()).toMatchObject({ message: apiErrorTexts.notSignedIn });
  });
});

describe("two-factor sign-in's refusals", () => {
  it("say a wrong password and a state already changed in the page's language", async () => {
    const jar = await signInJar(testApp.app, owner);
    const wrong = await inBothLanguages({
      url: "/api/account/two-factor/setup",
      body: { password: "NotMine42" },
      jar,
    });
    expect(wrong.sl.statusCode).toBe(400);
    expect(wrong.sl.json()).toMatchObject({
      fieldErrors: { password: accountTextsSl.password.currentWrong },
    });
    expect(wrong.en.json()).toMatchObject({
      fieldErrors: { password: accountTexts.password.currentWrong },
    });

    const notOn = await inBothLanguages({
      url: "/api/account/two-factor/disable",
      body: { password: partnerPassword },
      jar,
    });
    expect(notOn.sl.statusCode).toBe(409);
    expect(notOn.sl.json()).toMatchObject({ message: "Dvostopenjska prijava ni vklopljena." });
    expect(notOn.en.json()).toMatchObject({ message: twoFactorTexts.answers.notOn });
  });

  it("say a wrong code, at the set-up and at sign-in, in the page's language", async () => {
    const jar = await signInJar(testApp.app, owner);
    const setup = await api({
      url: "/api/account/two-factor/setup",
      body: { password: partnerPassword },
      jar,
    });
    const secret = setup.json<{ secret: string }>().secret.replace(/\s+/g, "");
    const right = codeAt(secret, testApp.clock.now());
    const wrongCode = right === "000000" ? "111111" : "000000";

    const badSetup = await inBothLanguages({
      url: "/api/account/two-factor/confirm",
      body: { code: wrongCode },
      jar,
    });
    expect(badSetup.sl.statusCode).toBe(400);
    expect(badSetup.sl.json()).toMatchObject({
      fieldErrors: { code: twoFactorTextsSl.answers.wrongCode },
    });
    expect(badSetup.en.json()).toMatchObject({
      fieldErrors: { code: twoFactorTexts.answers.wrongCode },
    });
    const confirmed = await api({
      url: "/api/account/two-factor/confirm",
      body: { code: right },
      jar,
    });
    expect(confirmed.statusCode).toBe(200);
    testApp.clock.advance(STEP);

    // The sign-in's code step, on a Slovenian page and on an English one.
    const codeStep = new CookieJar();
    const password = await api({
      url: "/api/auth/login",
      body: { email: owner, password: partnerPassword },
      jar: codeStep,
    });
    expect(password.statusCode).toBe(202);
    const badSignIn = await inBothLanguages({
      url: "/api/auth/second-factor",
      body: { code: wrongCode === codeAt(secret, testApp.clock.now()) ? right : wrongCode },
      jar: codeStep,
    });
    expect(badSignIn.sl.statusCode).toBe(400);
    expect(badSignIn.sl.json()).toMatchObject({
      message: "Koda ni pravilna. Poskusite znova.",
      fieldErrors: { code: twoFactorTextsSl.answers.wrongCode },
    });
    expect(badSignIn.en.json()).toMatchObject({
      message: twoFactorTexts.answers.wrongCode,
      fieldErrors: { code: twoFactorTexts.answers.wrongCode },
    });
  });
});

describe("the passkeys' refusals", () => {
  it("say an unknown passkey, a name taken and a failed passkey sign-in in the page's language", async () => {
    const jar = await signInJar(testApp.app, owner);
    const missing = await inBothLanguages({
      method: "DELETE",
      url: "/api/account/passkeys/no-such-passkey",
      body: { password: partnerPassword },
      jar,
    });
    expect(missing.sl.statusCode).toBe(404);
    expect(missing.sl.json()).toMatchObject({ message: passkeyTextsSl.answers.notFound });
    expect(missing.en.json()).toMatchObject({ message: passkeyTexts.answers.notFound });

    const wrong = await inBothLanguages({
      url: "/api/account/passkeys/options",
      body: { password: "NotMine42" },
      jar,
    });
    expect(wrong.sl.json()).toMatchObject({
      fieldErrors: { password: accountTextsSl.password.currentWrong },
    });
    expect(wrong.en.json()).toMatchObject({
      fieldErrors: { password: accountTexts.password.currentWrong },
    });

    const device = deviceAt(PUBLIC_URL);
    expect((await addPasskey(testApp.app, jar, device, { name: "Prenosnik" })).statusCode).toBe(
      201,
    );
    const second = deviceAt(PUBLIC_URL);
    const options = await api({
      url: "/api/account/passkeys/options",
      body: { password: partnerPassword },
      jar,
    });
    const taken = await api({
      url: "/api/account/passkeys",
      body: { name: "prenosnik", response: second.create(options.json()) },
      jar,
      headers: slovenian,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: "Ključ za dostop s tem imenom že imate.",
      fieldErrors: { name: passkeyTextsSl.answers.nameTaken },
    });

    // A device that does not verify the person signs no one in, in either language.
    const signIn = async (headers?: Record<string, string>) => {
      const started = await api({ url: "/api/auth/passkey/options", body: {}, headers });
      return api({
        url: "/api/auth/passkey",
        body: { response: device.get(started.json(), { userVerified: false }) },
        headers,
      });
    };
    const refusedSl = await signIn(slovenian);
    expect(refusedSl.statusCode).toBe(401);
    expect(refusedSl.json()).toMatchObject({ message: passkeyTextsSl.answers.failed });
    const refusedEn = await signIn();
    expect(refusedEn.json()).toMatchObject({ message: passkeyTexts.answers.failed });
  });
});
