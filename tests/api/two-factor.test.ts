import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  loginThrottles,
  mailOutbox,
  rateLimitCounters,
  recoveryCodes,
  sessions,
  users,
} from "../../db/schema";
import type { AccountOverview } from "../../core/schemas/account";
import { setAdmin } from "../../server/accounts/admin-bootstrap";
import { codeAt } from "../../server/auth/totp";
import {
  call,
  CookieJar,
  createAccount,
  partnerPassword,
  signInJar,
  type ApiCall,
} from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// Two-factor sign-in (docs/rules.md#two-factor-sign-in), through the API as a browser, an
// authenticator app and an attacker would use it. Codes are computed from the key the set-up
// answers, at the test clock's time, as an app on the owner's phone would show them.
const testApp = useTestApp({ env: { PUBLIC_URL: "https://portal.example.com" } });

const STEP = 30_000;
const owner = "spela.zupancic@example.si";
const chief = "chief@example.si";

let ownerId: string;

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(db, users, mailOutbox, loginThrottles, rateLimitCounters, adminAuditLog);
  ownerId = (await createAccount(db, clock, { email: owner })).id;
  await createAccount(db, clock, { email: chief, role: "admin" });
});

const api = (request: ApiCall) => call(testApp.app, request);
const now = () => testApp.clock.now();
/** The code an app shows `steps` steps from now. */
const codeIn = (secret: string, steps: number) =>
  codeAt(secret, new Date(now().getTime() + steps * STEP));

/** Sets two-factor sign-in up for the owner; answers the key and the recovery codes. */
async function turnOn(jar: CookieJar) {
  const setup = await api({
    url: "/api/account/two-factor/setup",
    body: { password: partnerPassword },
    jar,
  });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json<{ secret: string }>().secret.replace(/\s+/g, "");
  const confirmed = await api({
    url: "/api/account/two-factor/confirm",
    body: { code: codeIn(secret, 0) },
    jar,
  });
  expect(confirmed.statusCode).toBe(200);
  // A step accepted is never accepted again: the next code the tests use is a later step's.
  testApp.clock.advance(STEP);
  return { secret, codes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step of a sign-in: its cookies open only the code step. */
async function signInWithPassword(email = owner, source?: "admin-panel"): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await api({
    url: "/api/auth/login",
    body: { email, password: partnerPassword, ...(source ? { source } : {}) },
    jar,
  });
  expect(answer.statusCode).toBe(202);
  expect(answer.json()).toEqual({ secondFactorDue: true });
  return jar;
}

const giveCode = (jar: CookieJar, body: { code: string } | { recoveryCode: string }) =>
  api({ url: "/api/auth/second-factor", body, jar });

const notices = async () =>
  (await testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id)).map((mail) => mail.textBody);

describe("setting up two-factor sign-in", () => {
  it("asks for the password, gives a key as text and as a QR code, and is in force only once a code confirms it", async () => {
    const jar = await signInJar(testApp.app, owner);
    const wrong = await api({
      url: "/api/account/two-factor/setup",
      body: { password: "NotMine42" },
      jar,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: { password: expect.any(String) } });

    const setup = await api({
      url: "/api/account/two-factor/setup",
      body: { password: partnerPassword },
      jar,
    });
    const key = setup.json<{ secret: string; otpauthUri: string; qrSvg: string }>();
    expect(key.secret.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    expect(key.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*spela\.zupancic%40example\.si\?/);
    expect(key.qrSvg).toMatch(/^<svg/);
    // Not yet in force: signing in asks for no code.
    await signInJar(testApp.app, owner);

    const secret = key.secret.replace(/\s+/g, "");
    const badCode = await api({
      url: "/api/account/two-factor/confirm",
      body: { code: "000000" === codeIn(secret, 0) ? "111111" : "000000" },
      jar,
    });
    expect(badCode.statusCode).toBe(400);
    const confirmed = await api({
      url: "/api/account/two-factor/confirm",
      body: { code: codeIn(secret, 0) },
      jar,
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes: codes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){5}[0-9A-HJKMNP-TV-Z]{4}$/);
    // Stored as digests only.
    const stored = await testApp.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, ownerId));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.join(" ")).not.toContain(row.codeHash);

    const account = await api({ url: "/api/account", jar });
    expect(account.json<AccountOverview>().twoFactor).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await notices()).at(-1)).toContain("- Two-factor sign-in was turned on.");
    const again = await api({
      url: "/api/account/two-factor/setup",
      body: { password: partnerPassword },
      jar,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("signing in with two-factor sign-in on", () => {
  it("after the password, every API route but the code step answers 401 saying a second factor is due", async () => {
    const chiefJar = await signInJar(testApp.app, chief);
    await turnOn(chiefJar);
    const pending = await signInWithPassword(chief, "admin-panel");
    for (const request of [
      { url: "/api/me" },
      { url: "/api/account" },
      { url: "/api/portal" },
      { url: "/api/portal/requests" },
      { url: "/api/admin/users" },
      { url: "/api/auth/session" },
      { url: "/api/auth/refresh", body: { idleMs: 0 } },
      { url: "/api/account/two-factor/setup", body: { password: partnerPassword } },
    ] satisfies ApiCall[]) {
      const answer = await api({ ...request, jar: pending.clone() });
      expect(answer.statusCode, request.url).toBe(401);
      expect(answer.json(), request.url).toMatchObject({ code: "second-factor-due" });
    }
    // No session facts for the page until the code is given.
    expect(pending.header()).not.toContain("session_info");
  });

  it("accepts a code one step either side of now, refuses two steps away, and never accepts a step twice", async () => {
    const { secret } = await turnOn(await signInJar(testApp.app, owner));
    // Past the steps the set-up took, so every step tried here is one not yet accepted.
    testApp.clock.advance(2 * STEP);
    for (const steps of [-2, 2]) {
      const jar = await signInWithPassword();
      expect((await giveCode(jar, { code: codeIn(secret, steps) })).statusCode).toBe(400);
      await api({ url: "/api/auth/logout", body: {}, jar });
    }
    const early = await signInWithPassword();
    const accepted = await giveCode(early, { code: codeIn(secret, -1) });
    expect(accepted.statusCode).toBe(200);
    expect((await api({ url: "/api/me", jar: early })).statusCode).toBe(200);

    // The same code, or an earlier step's, in the next sign-in: refused.
    const replay = await signInWithPassword();
    expect((await giveCode(replay, { code: codeIn(secret, -1) })).statusCode).toBe(400);
    const late = await giveCode(replay, { code: codeIn(secret, 1) });
    expect(late.statusCode).toBe(200);
    expect(
      (await giveCode(await signInWithPassword(), { code: codeIn(secret, 0) })).statusCode,
    ).toBe(400);
  });

  it("a code sent twice at the same moment, in two sign-ins, lets exactly one in", async () => {
    const { secret } = await turnOn(await signInJar(testApp.app, owner));
    const jars = [await signInWithPassword(), await signInWithPassword()];
    const code = codeIn(secret, 0);
    const answers = await Promise.all(jars.map((jar) => giveCode(jar, { code })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it("the 5th wrong code ends the sign-in, and the wrong codes count towards the account's lockout", async () => {
    const { secret } = await turnOn(await signInJar(testApp.app, owner));
    const jar = await signInWithPassword();
    const wrong = codeIn(secret, 0) === "123456" ? "654321" : "123456";
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await giveCode(jar, { code: wrong })).statusCode).toBe(400);
    }
    const fifth = await giveCode(jar, { code: wrong });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ message: "Too many wrong codes. Please sign in again." });
    const [ended] = await testApp.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, ownerId))
      .orderBy(sessions.createdAt);
    expect(ended).toBeDefined();
    // The sign-in is over: the right code no longer opens it.
    expect((await giveCode(jar, { code: codeIn(secret, 0) })).statusCode).toBe(401);
    // Five failures within 15 minutes: the account is locked, as after five wrong passwords.
    const locked = await api({
      url: "/api/auth/login",
      body: { email: owner, password: partnerPassword },
    });
    expect(locked.statusCode).toBe(429);
  });

  it("a recovery code signs in once, in any case and without hyphens; the owner is told", async () => {
    const { codes } = await turnOn(await signInJar(testApp.app, owner));
    const typed = codes[3]!.toLowerCase().replaceAll("-", " ");
    const jar = await signInWithPassword();
    expect((await giveCode(jar, { recoveryCode: typed })).statusCode).toBe(200);
    expect((await api({ url: "/api/me", jar })).statusCode).toBe(200);
    expect((await notices()).at(-1)).toContain(
      "- A recovery code was used to sign in. It cannot be used again.",
    );
    const again = await signInWithPassword();
    expect((await giveCode(again, { recoveryCode: codes[3]! })).statusCode).toBe(400);
    // The owner's own changes are in the audit log, by the owner.
    const audited = await testApp.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(audited.map((entry) => [entry.action, entry.actorEmail, entry.targetEmail])).toEqual([
      ["turn-on-two-factor", owner, owner],
      ["use-recovery-code", owner, owner],
    ]);
    const account = await api({ url: "/api/account", jar });
    expect(account.json<AccountOverview>().twoFactor.recoveryCodesLeft).toBe(9);
  });

  it("a password reset does not skip the code", async () => {
    await turnOn(await signInJar(testApp.app, owner));
    await api({ url: "/api/auth/password-reset", body: { email: owner } });
    const mails = await testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.textBody)![1]!;
    const reset = await api({
      url: "/api/auth/password-reset/confirm",
      body: { token, password: "Pohorje1543" },
    });
    expect(reset.statusCode).toBe(200);
    const answer = await api({
      url: "/api/auth/login",
      body: { email: owner, password: "Pohorje1543" },
    });
    expect(answer.statusCode).toBe(202);
  });
});

describe("changing two-factor sign-in", () => {
  it("the operator's create-admin gives an admin who lost their phone a new password and no second factor", async () => {
    await turnOn(await signInJar(testApp.app, chief));
    await setAdmin(testApp.db, { email: chief, password: "Snežnik1796" }, now());
    const answer = await api({
      url: "/api/auth/login",
      body: { email: chief, password: "Snežnik1796", source: "admin-panel" },
    });
    expect(answer.statusCode).toBe(200);
    expect((await notices()).at(-1)).toContain("An administrator removed two-factor sign-in");
  });

  it("turning it off asks for the password again; then the password alone signs in", async () => {
    const jar = await signInJar(testApp.app, owner);
    await turnOn(jar);
    const wrong = await api({
      url: "/api/account/two-factor/disable",
      body: { password: "NotMine42" },
      jar,
    });
    expect(wrong.statusCode).toBe(400);
    const off = await api({
      url: "/api/account/two-factor/disable",
      body: { password: partnerPassword },
      jar,
    });
    expect(off.statusCode).toBe(200);
    expect((await notices()).at(-1)).toContain("- Two-factor sign-in was turned off.");
    const [, turnedOff] = await testApp.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(turnedOff).toMatchObject({ action: "turn-off-two-factor", actorEmail: owner });
    await signInJar(testApp.app, owner);
  });

  it("new recovery codes ask for the password again, and the old ones stop working", async () => {
    const jar = await signInJar(testApp.app, owner);
    const { codes: old } = await turnOn(jar);
    const renewed = await api({
      url: "/api/account/two-factor/recovery-codes",
      body: { password: partnerPassword },
      jar,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await giveCode(await signInWithPassword(), { recoveryCode: old[0]! })).statusCode).toBe(
      400,
    );
    expect(
      (await giveCode(await signInWithPassword(), { recoveryCode: fresh[0]! })).statusCode,
    ).toBe(200);
  });

  it("an admin removes an account's two-factor sign-in: audited, the owner told, partners refused", async () => {
    const { secret } = await turnOn(await signInJar(testApp.app, owner));
    const partnerJar = await signInWithPassword();
    expect((await giveCode(partnerJar, { code: codeIn(secret, 0) })).statusCode).toBe(200);
    const byPartner = await api({
      method: "DELETE",
      url: `/api/admin/users/${ownerId}/two-factor`,
      jar: partnerJar,
    });
    expect(byPartner.statusCode).toBe(403);

    const chiefJar = await signInJar(testApp.app, chief);
    const listed = async () =>
      (
        await api({ url: `/api/admin/users?search=${encodeURIComponent(owner)}`, jar: chiefJar })
      ).json<{ users: { twoFactor: boolean }[] }>().users[0]!.twoFactor;
    expect(await listed()).toBe(true);
    const removed = await api({
      method: "DELETE",
      url: `/api/admin/users/${ownerId}/two-factor`,
      jar: chiefJar,
    });
    expect(removed.statusCode).toBe(204);
    expect(await listed()).toBe(false);
    const entry = (await testApp.db.select().from(adminAuditLog).orderBy(adminAuditLog.id)).at(-1);
    expect(entry).toMatchObject({
      action: "remove-two-factor",
      actorEmail: chief,
      targetEmail: owner,
    });
    expect((await notices()).at(-1)).toContain("An administrator removed two-factor sign-in");
    await signInJar(testApp.app, owner);
    const again = await api({
      method: "DELETE",
      url: `/api/admin/users/${ownerId}/two-factor`,
      jar: chiefJar,
    });
    expect(again.statusCode).toBe(404);
  });
});
