import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  loginThrottles,
  mailOutbox,
  passkeys,
  rateLimitCounters,
  sessions,
  users,
  webauthnChallenges,
} from "../../db/schema";
import type { AccountOverview } from "../../core/schemas/account";
import { codeAt } from "../../server/auth/totp";
import type { CookieJar } from "../support/accounts";
import { call, createAccount, partnerPassword, signInJar, type ApiCall } from "../support/accounts";
import { addPasskey, deviceAt, passkeySignIn } from "../support/passkeys";
import type { CreationOptions } from "../support/soft-authenticator";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// Passkeys (docs/rules.md#passkeys), through the API as a browser with a passkey device, and as
// an attacker would try them: a device that skips verifying the person, another origin, a
// replayed answer, a cloned device's counter, twenty at once, the clock past every limit.
const PUBLIC_URL = "https://portal.example.com";
const testApp = useTestApp({ env: { PUBLIC_URL } });

const owner = "ziga.kovacic@example.si";
const colleague = "mojca.snoj@example.si";
const chief = "chief@example.si";

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
  await createAccount(db, clock, { email: owner, fullName: "Žiga Kovačič" });
  await createAccount(db, clock, { email: colleague });
  await createAccount(db, clock, { email: chief, role: "admin" });
});

const api = (request: ApiCall) => call(testApp.app, request);
const minutes = (n: number) => n * 60_000;
const overview = async (jar: CookieJar) =>
  (await api({ url: "/api/account", jar })).json<AccountOverview>();
const mails = async () => testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id);

async function startAdding(jar: CookieJar, password = partnerPassword) {
  return api({ url: "/api/account/passkeys/options", body: { password }, jar });
}

describe("adding a passkey", () => {
  it("asks for the password, then stores the device's public key under the name given; the owner is told", async () => {
    const jar = await signInJar(testApp.app, owner);
    const wrong = await startAdding(jar, "NotMine42");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: { password: expect.any(String) } });

    const started = await startAdding(jar);
    expect(started.statusCode).toBe(200);
    const options = started.json<
      CreationOptions & {
        rp: { id: string; name: string };
        user: { name: string; displayName: string };
        authenticatorSelection: { residentKey: string; userVerification: string };
      }
    >();
    // The relying party is the site's public address; the passkey is named for the account.
    expect(options.rp.id).toBe("portal.example.com");
    expect(options.user.name).toBe(owner);
    expect(options.user.displayName).toBe("Žiga Kovačič");
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });

    const device = deviceAt(PUBLIC_URL);
    const added = await api({
      url: "/api/account/passkeys",
      body: { name: "  Službeni prenosnik  ", response: device.create(options) },
      jar,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      id: device.lastCredentialId,
      name: "Službeni prenosnik",
      lastUsedAt: null,
      synced: false,
    });
    expect((await overview(jar)).passkeys).toEqual([added.json()]);

    const [notice] = await mails();
    expect(notice?.toAddress).toBe(owner);
    expect(notice?.subject).toContain("passkeys changed");
    expect(notice?.textBody).toContain('A passkey named "Službeni prenosnik" was added');
    const audits = await testApp.db.select().from(adminAuditLog);
    expect(audits).toMatchObject([
      { action: "add-passkey", actorEmail: owner, targetEmail: owner },
    ]);
  });

  it("refuses a device that did not verify the person, another origin, another RP ID and another ceremony's type", async () => {
    const jar = await signInJar(testApp.app, owner);
    const device = deviceAt(PUBLIC_URL);
    for (const ceremony of [
      { userVerified: false },
      { origin: "https://portal.example.com.evil.test" },
      { origin: "http://portal.example.com" },
      { rpId: "evil.test" },
      { type: "webauthn.get" },
    ]) {
      const refused = await addPasskey(testApp.app, jar, device, { ceremony });
      expect(refused.statusCode, JSON.stringify(ceremony)).toBe(400);
    }
    expect(await testApp.db.select().from(passkeys)).toEqual([]);
    expect(await mails()).toEqual([]);
  });

  it("takes each challenge once, for the account it was handed to, for 5 minutes", async () => {
    const jar = await signInJar(testApp.app, owner);
    const other = await signInJar(testApp.app, colleague);
    const device = deviceAt(PUBLIC_URL);

    // Another account's answer to this account's challenge.
    const mine = (await startAdding(jar)).json<CreationOptions>();
    const stolen = await api({
      url: "/api/account/passkeys",
      body: { name: "Stolen", response: device.create(mine) },
      jar: other,
    });
    expect(stolen.statusCode).toBe(400);
    // The challenge was taken by that try: the owner's own answer to it is refused now too.
    const late = await api({
      url: "/api/account/passkeys",
      body: { name: "Mine", response: device.create(mine) },
      jar,
    });
    expect(late.statusCode).toBe(400);

    // A replayed answer.
    const options = (await startAdding(jar)).json<CreationOptions>();
    const response = device.create(options);
    const first = await api({ url: "/api/account/passkeys", body: { name: "A", response }, jar });
    expect(first.statusCode).toBe(201);
    const again = await api({ url: "/api/account/passkeys", body: { name: "B", response }, jar });
    expect(again.statusCode).toBe(400);

    // 4:59 after the options the answer is taken; at 5:00 it is too late.
    const inTime = (await startAdding(jar)).json<CreationOptions>();
    testApp.clock.advance(minutes(5) - 1000);
    const accepted = await api({
      url: "/api/account/passkeys",
      body: { name: "In time", response: device.create(inTime) },
      jar,
    });
    expect(accepted.statusCode).toBe(201);
    const tooLate = (await startAdding(jar)).json<CreationOptions>();
    testApp.clock.advance(minutes(5));
    const expired = await api({
      url: "/api/account/passkeys",
      body: { name: "Too late", response: device.create(tooLate) },
      jar,
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toMatch(/expired/);
  });

  it("holds an account to 10 passkeys, however many are added at once", async () => {
    const jar = await signInJar(testApp.app, owner);
    const device = deviceAt(PUBLIC_URL);
    for (let n = 1; n <= 9; n += 1) {
      expect((await addPasskey(testApp.app, jar, device, { name: `Key ${n}` })).statusCode).toBe(
        201,
      );
    }
    // Two answers for the 10th place at once: one is stored.
    const [a, b] = [await startAdding(jar), await startAdding(jar)].map((started) =>
      device.create(started.json<CreationOptions>()),
    );
    const answers = await Promise.all(
      [a, b].map((response) =>
        api({ url: "/api/account/passkeys", body: { name: "Tenth", response }, jar }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await overview(jar)).passkeys).toHaveLength(10);
    expect((await startAdding(jar)).statusCode).toBe(409);
  });

  it("refuses a name the account's passkeys already have, in any case", async () => {
    const jar = await signInJar(testApp.app, owner);
    const device = deviceAt(PUBLIC_URL);
    const first = await addPasskey(testApp.app, jar, device, { name: "Službeni telefon" });
    expect(first.statusCode).toBe(201);
    const same = await addPasskey(testApp.app, jar, device, { name: " SLUŽBENI TELEFON " });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ fieldErrors: { name: expect.any(String) } });
    // Another account may use the name.
    const other = await signInJar(testApp.app, colleague);
    const theirs = await addPasskey(testApp.app, other, device, { name: "Službeni telefon" });
    expect(theirs.statusCode).toBe(201);
  });

  it("refuses a name that is empty or longer than 60 characters", async () => {
    const jar = await signInJar(testApp.app, owner);
    const device = deviceAt(PUBLIC_URL);
    expect((await addPasskey(testApp.app, jar, device, { name: "   " })).statusCode).toBe(400);
    expect((await addPasskey(testApp.app, jar, device, { name: "č".repeat(61) })).statusCode).toBe(
      400,
    );
    expect((await addPasskey(testApp.app, jar, device, { name: "č".repeat(60) })).statusCode).toBe(
      201,
    );
  });
});

describe("signing in with a passkey", () => {
  async function ownerWithPasskey(options: { countsSignatures?: boolean } = {}) {
    const jar = await signInJar(testApp.app, owner);
    const device = deviceAt(PUBLIC_URL, options);
    expect((await addPasskey(testApp.app, jar, device)).statusCode).toBe(201);
    return device;
  }

  it("starts a session with every right, records the sign-in and when the passkey was last used", async () => {
    const device = await ownerWithPasskey();
    const { answer, jar } = await passkeySignIn(testApp.app, device);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ session: { user: { email: owner, role: "partner" } } });
    const me = await api({ url: "/api/me", jar });
    expect(me.json()).toMatchObject({ email: owner });
    const seen = await overview(jar);
    expect(seen.passkeys[0]?.lastUsedAt).toBe(testApp.clock.now().toISOString());
    // Recorded as a passkey's sign-in, and its session says so; the password's as a password's.
    expect(seen.signIns.map((signIn) => signIn.method)).toEqual(["passkey", "password"]);
    expect(seen.sessions.find((session) => session.current)?.method).toBe("passkey");
  });

  it("takes the options without a session and offers any passkey of the site, asking the device to verify the person", async () => {
    const options = await api({ url: "/api/auth/passkey/options", body: {} });
    expect(options.json()).toMatchObject({
      rpId: "portal.example.com",
      userVerification: "required",
    });
    expect(options.json<{ allowCredentials?: unknown[] }>().allowCredentials ?? []).toEqual([]);
  });

  it("refuses a replayed answer, another origin or RP ID, no verification, and an answer to another ceremony's challenge", async () => {
    const device = await ownerWithPasskey();
    const { answer, response } = await passkeySignIn(testApp.app, device);
    expect(answer.statusCode).toBe(200);
    const replayed = await api({ url: "/api/auth/passkey", body: { response } });
    expect(replayed.statusCode).toBe(401);

    for (const ceremony of [
      { userVerified: false },
      { origin: "https://evil.test" },
      { rpId: "evil.test" },
      { type: "webauthn.create" },
    ]) {
      const refused = await passkeySignIn(testApp.app, device, { ceremony });
      expect(refused.answer.statusCode, JSON.stringify(ceremony)).toBe(401);
      expect(refused.jar.header()).toBe("");
    }

    // The account page's challenge does not sign anyone in.
    const jar = await signInJar(testApp.app, owner);
    const addOptions = (await startAdding(jar)).json<{ challenge: string }>();
    const crossed = await api({
      url: "/api/auth/passkey",
      body: { response: device.get({ challenge: addOptions.challenge }) },
    });
    expect(crossed.statusCode).toBe(401);
  });

  it("refuses a counter that did not go up: a cloned device, or twenty answers at once with one counter", async () => {
    const device = await ownerWithPasskey({ countsSignatures: true });
    expect((await passkeySignIn(testApp.app, device)).answer.statusCode).toBe(200);
    const [stored] = await testApp.db.select().from(passkeys);
    const cloned = await passkeySignIn(testApp.app, device, {
      ceremony: { counter: stored!.counter },
    });
    expect(cloned.answer.statusCode).toBe(401);

    // Twenty answers, each to its own challenge, all with the next counter: one signs in.
    const challenges = await Promise.all(
      Array.from({ length: 20 }, () => api({ url: "/api/auth/passkey/options", body: {} })),
    );
    const next = stored!.counter + 1;
    const answers = await Promise.all(
      challenges.map((started) =>
        api({
          url: "/api/auth/passkey",
          body: { response: device.get(started.json(), { counter: next }) },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it("is held to the account's lock: a locked account stays locked, and 5 failed passkey answers lock it", async () => {
    const device = await ownerWithPasskey();
    for (let n = 0; n < 5; n += 1) {
      await api({ url: "/api/auth/login", body: { email: owner, password: "Wrong1234" } });
    }
    const locked = await passkeySignIn(testApp.app, device);
    expect(locked.answer.statusCode).toBe(429);
    expect(locked.answer.headers["retry-after"]).toBe(String(15 * 60));

    testApp.clock.advance(minutes(15));
    for (let n = 0; n < 4; n += 1) {
      const failed = await passkeySignIn(testApp.app, device, {
        ceremony: { userVerified: false },
      });
      expect(failed.answer.statusCode).toBe(401);
    }
    const fifth = await passkeySignIn(testApp.app, device, { ceremony: { userVerified: false } });
    expect(fifth.answer.statusCode).toBe(429);
    const password = await api({
      url: "/api/auth/login",
      body: { email: owner, password: partnerPassword },
    });
    expect(password.statusCode).toBe(429);
  });

  it("on /admin needs the admin role, and every sign-in counts: the 6th within 15 minutes is locked for 30", async () => {
    const partnerDevice = await ownerWithPasskey();
    const refused = await passkeySignIn(testApp.app, partnerDevice, { source: "admin-panel" });
    expect(refused.answer.statusCode).toBe(403);
    expect(refused.jar.header()).toBe("");

    const adminJar = await signInJar(testApp.app, chief);
    const adminDevice = deviceAt(PUBLIC_URL);
    expect((await addPasskey(testApp.app, adminJar, adminDevice)).statusCode).toBe(201);
    let adminSession = adminJar;
    for (let n = 0; n < 5; n += 1) {
      const signedIn = await passkeySignIn(testApp.app, adminDevice, { source: "admin-panel" });
      expect(signedIn.answer.statusCode).toBe(200);
      adminSession = signedIn.jar;
    }
    // The panel's Activity says which sign-ins were made with a passkey.
    const activity = await api({ url: "/api/admin/activity/sign-ins", jar: adminSession });
    const methods = activity
      .json<{ signIns: { email: string; method: string }[] }>()
      .signIns.filter((entry) => entry.email === chief)
      .map((entry) => entry.method);
    expect(methods).toEqual(["passkey", "passkey", "passkey", "passkey", "passkey", "password"]);
    const sixth = await passkeySignIn(testApp.app, adminDevice, { source: "admin-panel" });
    expect(sixth.answer.statusCode).toBe(429);
    expect(sixth.answer.headers["retry-after"]).toBe(String(30 * 60));
  });

  it("stands for the second factor: an account with two-factor sign-in gets its session without a code", async () => {
    const jar = await signInJar(testApp.app, owner);
    const setup = await api({
      url: "/api/account/two-factor/setup",
      body: { password: partnerPassword },
      jar,
    });
    const secret = setup.json<{ secret: string }>().secret.replace(/\s+/g, "");
    await api({
      url: "/api/account/two-factor/confirm",
      body: { code: codeAt(secret, testApp.clock.now()) },
      jar,
    });
    const device = deviceAt(PUBLIC_URL);
    expect((await addPasskey(testApp.app, jar, device)).statusCode).toBe(201);

    const password = await api({
      url: "/api/auth/login",
      body: { email: owner, password: partnerPassword },
    });
    expect(password.statusCode).toBe(202);
    const { answer, jar: passkeyJar } = await passkeySignIn(testApp.app, device);
    expect(answer.statusCode).toBe(200);
    expect((await api({ url: "/api/portal", jar: passkeyJar })).statusCode).toBe(200);
    const [session] = await testApp.db.select().from(sessions).where(eq(sessions.passkey, true));
    expect(session?.secondFactorDue).toBe(false);
  });

  it("hands one address at most 100 open challenges at once; they free up as they expire", async () => {
    const from = (remoteAddress: string) =>
      api({ url: "/api/auth/passkey/options", body: {}, remoteAddress });
    for (let n = 0; n < 100; n += 1) {
      expect((await from("203.0.113.9")).statusCode).toBe(200);
    }
    const refused = await from("203.0.113.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(5 * 60));
    expect((await from("203.0.113.10")).statusCode).toBe(200);
    testApp.clock.advance(minutes(5));
    expect((await from("203.0.113.9")).statusCode).toBe(200);
  });
});

describe("removing a passkey", () => {
  it("asks for the password; it then signs in no more, and the owner is told", async () => {
    const jar = await signInJar(testApp.app, owner);
    const device = deviceAt(PUBLIC_URL);
    const added = (await addPasskey(testApp.app, jar, device, { name: "Telefon" })).json<{
      id: string;
    }>();
    const path = `/api/account/passkeys/${added.id}`;

    const wrong = await api({ method: "DELETE", url: path, body: { password: "Wrong1234" }, jar });
    expect(wrong.statusCode).toBe(400);
    expect((await overview(jar)).passkeys).toHaveLength(1);

    // Another account cannot remove it, even with its own password.
    const other = await signInJar(testApp.app, colleague);
    const foreign = await api({
      method: "DELETE",
      url: path,
      body: { password: partnerPassword },
      jar: other,
    });
    expect(foreign.statusCode).toBe(404);

    const removed = await api({
      method: "DELETE",
      url: path,
      body: { password: partnerPassword },
      jar,
    });
    expect(removed.statusCode).toBe(204);
    expect((await overview(jar)).passkeys).toEqual([]);
    expect((await passkeySignIn(testApp.app, device)).answer.statusCode).toBe(401);

    const texts = (await mails()).map((mail) => mail.textBody);
    expect(texts.at(-1)).toContain('The passkey named "Telefon" was removed');
    const actions = (await testApp.db.select().from(adminAuditLog)).map((row) => row.action);
    expect(actions).toEqual(["add-passkey", "remove-passkey"]);
  });
});
