import { beforeEach, describe, expect, it } from "vitest";
import { loginMessages } from "../../core/texts/sign-in";
import {
  loginThrottles,
  rateLimitCounters,
  sessions,
  userActivityLogs,
  users,
} from "../../db/schema";
import { CookieJar, call, createAccount, partnerPassword, signInJar } from "../support/accounts";
import { startTestApp, useTestApp } from "../support/test-app";
import { emptyTables } from "../support/tables";

const SECOND = 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const testApp = useTestApp();

beforeEach(async () => {
  const { db } = testApp;
  await emptyTables(db, users, loginThrottles, userActivityLogs, rateLimitCounters);
});

const app = () => testApp.app;
const clock = () => testApp.clock;
const db = () => testApp.db;

function login(
  email: string,
  password: string,
  options: { remoteAddress?: string; jar?: CookieJar; remember?: boolean } = {},
) {
  return call(app(), {
    url: "/api/auth/login",
    body: { email, password, remember: options.remember ?? false },
    remoteAddress: options.remoteAddress,
    jar: options.jar,
  });
}

const me = (jar: CookieJar) => call(app(), { url: "/api/me", jar });
const refresh = (jar: CookieJar, idleMs = 0) =>
  call(app(), { url: "/api/auth/refresh", body: { idleMs }, jar });

describe("sign-in", () => {
  it("signs in, sets HttpOnly token cookies and a readable session cookie, and answers the session facts", async () => {
    const user = await createAccount(db(), clock(), { email: "Mojca.Kranjc@example.si" });
    const jar = new CookieJar();
    const response = await login("  mojca.kranjc@EXAMPLE.si ", partnerPassword, { jar });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The access token lasts 10 minutes; its time left lets the page place the expiry on its
    // own clock, which may be off the server's.
    expect(body).toEqual({
      session: {
        user: { id: user.id, email: "Mojca.Kranjc@example.si", role: "partner" },
        expiresAt: new Date(clock().now().getTime() + 10 * MINUTE).toISOString(),
      },
      expiresInMs: 10 * MINUTE,
    });
    expect(JSON.stringify(body)).not.toMatch(/token|hash/i);
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookies.refresh).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookies.session_info?.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(cookies.session_info!.value))).toEqual(body.session);
    // Without "remember me" the cookies end with the browser.
    for (const cookie of Object.values(cookies)) {
      expect(cookie.maxAge).toBeUndefined();
      expect(cookie.expires).toBeUndefined();
    }
    expect(cookies.session!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("keeps the cookies until the session's absolute end, 12 hours, with remember me", async () => {
    // docs/rules.md#session-length
    await createAccount(db(), clock(), { email: "remember@example.si" });
    const response = await login("remember@example.si", partnerPassword, { remember: true });
    expect(response.cookies).toHaveLength(3);
    for (const cookie of response.cookies) {
      expect(cookie.maxAge).toBe(12 * 60 * 60);
    }
  });

  it("records the sign-in: activity with source and real address, login count, last login", async () => {
    const user = await createAccount(db(), clock(), { email: "activity@example.si" });
    await signInJar(app(), "activity@example.si", partnerPassword, {
      remoteAddress: "192.0.2.44",
    });
    clock().advance(MINUTE);
    await signInJar(app(), "activity@example.si");
    const [row] = await db().select().from(users);
    expect(row).toMatchObject({ loginCount: 2, lastLoginAt: clock().now() });
    const logs = await db().select().from(userActivityLogs);
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({
      userId: user.id,
      email: "activity@example.si",
      activityType: "login",
      source: "partner-portal",
      ipAddress: "192.0.2.44",
      userAgent: "Mozilla/5.0 (test browser)",
    });
  });

  it("partners signing in at the same moment each get their own account's session", async () => {
    // Sign-ins that arrive together claim their attempts together, in one transaction, and look
    // their accounts up together, in one statement.
    const emails = Array.from({ length: 8 }, (_, i) => `Žiga.Čeh-${i}@Podjetje-Šumi.example.si`);
    for (const each of emails) await createAccount(db(), clock(), { email: each });
    const answers = await Promise.all([
      ...emails.map((each) => login(each.toLowerCase(), partnerPassword)),
      login(emails[1]!.toUpperCase(), partnerPassword),
      login("nobody@example.si", partnerPassword),
      login(emails[0]!, "Wrong-password-1"),
    ]);
    const signedIn = answers.slice(0, emails.length + 1);
    expect(signedIn.map((answer) => answer.statusCode)).toEqual(
      [...emails, emails[1]].map(() => 200),
    );
    expect(signedIn.map((answer) => answer.json().session.user.email)).toEqual([
      ...emails,
      emails[1],
    ]);
    expect(answers.slice(emails.length + 1).map((answer) => answer.statusCode)).toEqual([401, 401]);
    const logins = await db()
      .select({ email: users.email, loginCount: users.loginCount })
      .from(users)
      .orderBy(users.email);
    expect(logins).toEqual(emails.map((each, i) => ({ email: each, loginCount: i === 1 ? 2 : 1 })));
  });

  it("answers an unknown e-mail exactly as a wrong password", async () => {
    await createAccount(db(), clock(), { email: "known@example.si" });
    const wrong = await login("known@example.si", "Wrong-password-1");
    const unknown = await login("nobody@example.si", "Wrong-password-1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().message).toBe(loginMessages.failed.description);
    expect(wrong.cookies).toEqual([]);
    expect(await db().select().from(userActivityLogs)).toEqual([]);
  });

  it("refuses an empty password and a malformed e-mail with 400 and the required texts", async () => {
    const blank = await login("someone@example.si", "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.password).toBe(loginMessages.validation.description);
    const malformed = await login("someone-at-example", "Secret123");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors.email).toBe(loginMessages.invalidEmail.description);
  });
});

// docs/rules.md#partner-sign-in-limit: 5 failures within 15 minutes block the account for 15.
describe("lockout", () => {
  const email = "lock@example.si";

  async function failTimes(count: number, address = "198.51.100.7") {
    const answers = [];
    for (let i = 0; i < count; i++)
      answers.push(await login(email, "Wrong-password-1", { remoteAddress: address }));
    return answers;
  }

  it("blocks the account at the 5th failure for exactly 15 minutes, even for the right password", async () => {
    await createAccount(db(), clock(), { email });
    const answers = await failTimes(5);
    expect(answers.slice(0, 4).map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    const fifth = answers[4]!;
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers["retry-after"]).toBe("900");
    expect(fifth.json()).toMatchObject({
      retryAfterSeconds: 900,
      message: loginMessages.tooMany(15).description,
    });

    const right = await login(email, partnerPassword);
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toEqual([]);

    clock().advance(15 * MINUTE - 1000);
    const almost = await login(email, partnerPassword);
    expect(almost.statusCode).toBe(429);
    expect(almost.headers["retry-after"]).toBe("1");

    clock().advance(1000);
    expect((await login(email, partnerPassword)).statusCode).toBe(200);
  });

  it("keys the block on the normalised e-mail whether or not the account exists, and answers both alike", async () => {
    await createAccount(db(), clock(), { email });
    for (let i = 0; i < 5; i++) await login(i % 2 ? email.toUpperCase() : ` ${email}`, "nope-123");
    for (let i = 0; i < 5; i++) await login("ghost@example.si", "nope-123");
    const known = await login(email, "nope-123");
    const ghost = await login("ghost@example.si", "nope-123");
    expect(known.statusCode).toBe(429);
    expect(ghost.statusCode).toBe(429);
    expect(ghost.body).toBe(known.body);
    // Clearing cookies changes nothing: the block lives on the server.
    expect((await login(email, partnerPassword, { jar: new CookieJar() })).statusCode).toBe(429);
  });

  it("a success resets the count", async () => {
    await createAccount(db(), clock(), { email });
    await failTimes(4);
    expect((await login(email, partnerPassword)).statusCode).toBe(200);
    const after = await failTimes(4);
    expect(after.every((answer) => answer.statusCode === 401)).toBe(true);
  });

  it("failures older than the 15-minute window do not count", async () => {
    await createAccount(db(), clock(), { email });
    await failTimes(4);
    clock().advance(15 * MINUTE);
    const after = await failTimes(4);
    expect(after.every((answer) => answer.statusCode === 401)).toBe(true);
    expect((await login(email, partnerPassword)).statusCode).toBe(200);
  });

  it("failures 14:59 old are still inside the window: the 5th then blocks", async () => {
    await createAccount(db(), clock(), { email });
    const four = await failTimes(4);
    expect(four.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
    clock().advance(15 * MINUTE - SECOND);
    const [fifth] = await failTimes(1);
    expect(fifth!.statusCode).toBe(429);
    expect(fifth!.headers["retry-after"]).toBe(String(15 * 60));
  });

  it("twenty concurrent wrong attempts leave the account blocked and the right password refused", async () => {
    await createAccount(db(), clock(), { email });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(email, "Wrong-password-1")),
    );
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(false);
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(4);
    expect((await login(email, partnerPassword)).statusCode).toBe(429);
  });

  it("one colleague locking their own account does not lock the office's address", async () => {
    await createAccount(db(), clock(), { email });
    await createAccount(db(), clock(), { email: "colleague@example.si" });
    const office = "203.0.113.99";
    for (let i = 0; i < 5; i++) await login(email, "Wrong-password-1", { remoteAddress: office });
    expect((await login(email, partnerPassword, { remoteAddress: office })).statusCode).toBe(429);
    expect(
      (await login("colleague@example.si", partnerPassword, { remoteAddress: office })).statusCode,
    ).toBe(200);
  });
});

// docs/rules.md#per-address-sign-in-limit: 100 failed sign-ins from one address within 15
// minutes, whatever the accounts, block the address for 15 minutes.
describe("failed sign-ins per client address", () => {
  const colleague = "colleague@example.si";
  const office = "203.0.113.99";
  let sprayed = 0;

  /** Wrong passwords for accounts that do not exist, one e-mail each: only the address counts. */
  async function spray(count: number) {
    const statuses = new Set<number>();
    for (let i = 0; i < count; i++) {
      sprayed += 1;
      const answer = await login(`spray${sprayed}@example.si`, "Summer2024", {
        remoteAddress: office,
      });
      statuses.add(answer.statusCode);
    }
    return [...statuses];
  }

  const colleagueSignIn = (remoteAddress = office) =>
    login(colleague, partnerPassword, { remoteAddress });

  beforeEach(async () => {
    await createAccount(db(), clock(), { email: colleague });
  });

  it("99 failures leave the address open; the 100th within 15 minutes blocks it for exactly 15 minutes", async () => {
    expect(await spray(99)).toEqual([401]);
    // A right password from the same address still signs in, and is no failure.
    expect((await colleagueSignIn()).statusCode).toBe(200);

    // The 100th failure, 14:59 after the first: still inside the window.
    clock().advance(15 * MINUTE - SECOND);
    expect(await spray(1)).toEqual([401]);
    const blocked = await colleagueSignIn();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(15 * 60));
    // Another address is not blocked.
    expect((await colleagueSignIn("192.0.2.1")).statusCode).toBe(200);

    clock().advance(15 * MINUTE - SECOND);
    expect((await colleagueSignIn()).statusCode).toBe(429);
    clock().advance(SECOND);
    expect((await colleagueSignIn()).statusCode).toBe(200);
  }, 120_000);

  it("failures from 15 minutes ago no longer count", async () => {
    expect(await spray(99)).toEqual([401]);
    clock().advance(15 * MINUTE);
    expect(await spray(1)).toEqual([401]);
    expect((await colleagueSignIn()).statusCode).toBe(200);
  }, 120_000);
});

// docs/rules.md#inactivity, docs/rules.md#refresh, docs/rules.md#session-length
describe("the session", () => {
  const email = "session@example.si";

  beforeEach(async () => {
    await createAccount(db(), clock(), {
      email,
      fullName: "Sara Session",
      company: "Session d.o.o.",
    });
  });

  it("GET /api/me answers the profile with a session and 401 without", async () => {
    const jar = await signInJar(app(), email);
    const profile = await me(jar);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email,
      fullName: "Sara Session",
      company: "Session d.o.o.",
      role: "partner",
      loginCount: 1,
      lastLogin: clock().now().toISOString(),
    });
    expect(profile.headers["cache-control"]).toBe("no-store");
    expect((await me(new CookieJar())).statusCode).toBe(401);
    const forged = new CookieJar();
    forged.store({ cookies: [{ name: "session", value: "A".repeat(43) }] } as never);
    expect((await me(forged)).statusCode).toBe(401);
  });

  it("session checks made at the same moment each answer their own session, and only theirs", async () => {
    const colleagues = ["ana.čuk@example.si", "žan.šorn@example.si", "eva.kos@example.si"];
    for (const each of colleagues) await createAccount(db(), clock(), { email: each });
    const jars = await Promise.all(colleagues.map((each) => signInJar(app(), each)));
    const signedOut = await signInJar(app(), email);
    const revoked = signedOut.clone();
    expect(
      (await call(app(), { url: "/api/auth/logout", body: {}, jar: signedOut })).statusCode,
    ).toBe(204);
    const forged = new CookieJar();
    forged.store({ cookies: [{ name: "session", value: "B".repeat(43) }] } as never);
    const answers = await Promise.all([...jars, revoked, forged, ...jars].map(me));
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      200, 200, 200, 401, 401, 200, 200, 200,
    ]);
    const emails = answers.filter((answer) => answer.statusCode === 200).map((a) => a.json().email);
    expect(emails).toEqual([...colleagues, ...colleagues]);
  });

  it("ends after 30 minutes without activity: a request at 29:59 keeps it, 30:01 finds it over", async () => {
    const jar = await signInJar(app(), email);
    clock().advance(30 * MINUTE - 1000);
    expect((await refresh(jar, 30 * MINUTE - 1000)).statusCode).toBe(200);
    // The refresh reported 29:59 of idleness: that is not activity.
    clock().advance(2000);
    expect((await refresh(jar, 30 * MINUTE + 1000)).statusCode).toBe(401);
    expect(jar.get("session_info")).toBeUndefined();
    expect((await me(jar)).statusCode).toBe(401);
  });

  it("refresh and the session check answer the token's time left on the server's clock", async () => {
    const jar = await signInJar(app(), email);
    clock().advance(8 * MINUTE + 30_000);
    const refreshed = await refresh(jar, 8 * MINUTE);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      session: { expiresAt: new Date(clock().now().getTime() + 10 * MINUTE).toISOString() },
      expiresInMs: 10 * MINUTE,
    });
    clock().advance(4 * MINUTE);
    const checked = await call(app(), { url: "/api/auth/session", jar });
    expect(checked.json()).toMatchObject({ expiresInMs: 6 * MINUTE });
  });

  it("activity reported by the page keeps the session past 30 minutes", async () => {
    const jar = await signInJar(app(), email);
    for (let minute = 0; minute < 60; minute += 8) {
      clock().advance(8 * MINUTE);
      expect((await refresh(jar, 1000)).statusCode).toBe(200);
    }
    expect((await me(jar)).statusCode).toBe(200);
  });

  it("an access token stops working once its session has been idle 30 minutes", async () => {
    const jar = await signInJar(app(), email);
    // A refresh reporting 25 idle minutes: a fresh access token, but no activity.
    clock().advance(25 * MINUTE);
    expect((await refresh(jar, 25 * MINUTE)).statusCode).toBe(200);
    clock().advance(5 * MINUTE - 1000);
    expect((await call(app(), { url: "/api/auth/session", jar })).statusCode).toBe(200);
    clock().advance(2000);
    expect((await call(app(), { url: "/api/auth/session", jar })).statusCode).toBe(401);
  });

  it("the session check does not count as activity, a request for content does", async () => {
    const idleJar = await signInJar(app(), email);
    const activeJar = await signInJar(app(), email);
    clock().advance(9 * MINUTE);
    expect((await call(app(), { url: "/api/auth/session", jar: idleJar })).statusCode).toBe(200);
    expect((await me(activeJar)).statusCode).toBe(200);
    expect((await refresh(idleJar, 9 * MINUTE)).statusCode).toBe(200);
    expect((await refresh(activeJar, 9 * MINUTE)).statusCode).toBe(200);
    // 31 minutes after sign-in, 22 after the last request for content.
    clock().advance(22 * MINUTE);
    expect((await refresh(idleJar, 0)).statusCode).toBe(401);
    expect((await refresh(activeJar, 22 * MINUTE)).statusCode).toBe(200);
  });

  it("a session the server has not heard from for 31 minutes stays ended, whatever the page claims", async () => {
    const jar = await signInJar(app(), email);
    clock().advance(31 * MINUTE);
    expect((await me(jar)).statusCode).toBe(401);
    expect((await refresh(jar, 0)).statusCode).toBe(401);
    expect((await me(jar)).statusCode).toBe(401);
    const [row] = await db().select().from(sessions);
    expect(row!.revokedAt).not.toBeNull();
  });

  it("a page that refreshes every 9 minutes while the partner is active keeps the session past 30 minutes", async () => {
    const jar = await signInJar(app(), email);
    for (let minute = 9; minute <= 45; minute += 9) {
      clock().advance(9 * MINUTE);
      expect((await refresh(jar, 20_000)).statusCode).toBe(200);
    }
    expect((await me(jar)).statusCode).toBe(200);
  });

  it("the page's report can only end a session sooner: 30 idle minutes end it, however recent the contact", async () => {
    const jar = await signInJar(app(), email);
    clock().advance(MINUTE);
    expect((await me(jar)).statusCode).toBe(200);
    clock().advance(MINUTE);
    expect((await refresh(jar, 30 * MINUTE)).statusCode).toBe(401);
    expect((await me(jar)).statusCode).toBe(401);
  });

  it("ends 12 hours after sign-in however active: alive at 11:59:59, over at 12:00:00", async () => {
    const jar = await signInJar(app(), email);
    let elapsed = 0;
    while (elapsed + 9 * MINUTE < 12 * HOUR) {
      clock().advance(9 * MINUTE);
      elapsed += 9 * MINUTE;
      expect((await refresh(jar, 0)).statusCode).toBe(200);
    }
    clock().advance(12 * HOUR - SECOND - elapsed);
    expect((await me(jar)).statusCode).toBe(200);
    const last = await refresh(jar, 0);
    expect(last.statusCode).toBe(200);
    // The last token ends with the session, and the page is told so: 1 s left, not 10 minutes.
    expect(last.json()).toMatchObject({
      session: { expiresAt: new Date(clock().now().getTime() + SECOND).toISOString() },
      expiresInMs: SECOND,
    });
    clock().advance(SECOND);
    expect((await me(jar)).statusCode).toBe(401);
    expect((await refresh(jar, 0)).statusCode).toBe(401);
  });

  it("an access token works for 10 minutes: accepted at 9:59, refused at 10:00 until refreshed", async () => {
    const jar = await signInJar(app(), email);
    clock().advance(10 * MINUTE - SECOND);
    expect((await me(jar)).statusCode).toBe(200);
    clock().advance(SECOND);
    expect((await me(jar)).statusCode).toBe(401);
    expect((await call(app(), { url: "/api/auth/session", jar })).statusCode).toBe(401);
    // The session itself lives on: the refresh token gets a new access token.
    expect((await refresh(jar, 0)).statusCode).toBe(200);
    expect((await me(jar)).statusCode).toBe(200);
  });

  it("a rotated refresh token still works 10 s after its use, and revokes the family after", async () => {
    const jar = await signInJar(app(), email);
    const tabA = jar.clone();
    const stolen = jar.clone();
    clock().advance(MINUTE);
    expect((await refresh(jar)).statusCode).toBe(200);
    clock().advance(10 * SECOND);
    expect((await refresh(tabA)).statusCode).toBe(200);
    clock().advance(1);
    expect((await refresh(stolen)).statusCode).toBe(401);
    for (const holder of [jar, tabA]) expect((await me(holder)).statusCode).toBe(401);
    const [row] = await db().select().from(sessions);
    expect(row!.revokedAt).not.toBeNull();
  });

  it("rotates the refresh token; reusing a rotated one after the grace revokes the family", async () => {
    const jar = await signInJar(app(), email);
    const stolen = jar.clone();
    clock().advance(MINUTE);
    expect((await refresh(jar)).statusCode).toBe(200);
    expect(jar.get("refresh")).not.toBe(stolen.get("refresh"));
    clock().advance(11 * SECOND);
    expect((await refresh(stolen)).statusCode).toBe(401);
    // The legitimate holder's newer tokens are dead too.
    expect((await me(jar)).statusCode).toBe(401);
    expect((await refresh(jar)).statusCode).toBe(401);
    const [row] = await db().select().from(sessions);
    expect(row!.revokedAt).not.toBeNull();
  });

  it("two tabs refreshing with the same cookie at once both stay signed in", async () => {
    const jar = await signInJar(app(), email);
    const tabA = jar.clone();
    const tabB = jar.clone();
    clock().advance(9 * MINUTE);
    const [a, b] = await Promise.all([refresh(tabA), refresh(tabB)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    clock().advance(1000);
    expect((await me(tabA)).statusCode).toBe(200);
    expect((await me(tabB)).statusCode).toBe(200);
    expect((await refresh(tabA)).statusCode).toBe(200);
  });

  it("sign-out ends the session on the server and clears the cookies", async () => {
    const jar = await signInJar(app(), email);
    const copy = jar.clone();
    const out = await call(app(), { url: "/api/auth/logout", body: {}, jar });
    expect(out.statusCode).toBe(204);
    expect(jar.get("session")).toBeUndefined();
    expect(jar.get("session_info")).toBeUndefined();
    expect((await me(copy)).statusCode).toBe(401);
    expect((await refresh(copy)).statusCode).toBe(401);
    // Signing out twice is no error.
    expect((await call(app(), { url: "/api/auth/logout", body: {}, jar: copy })).statusCode).toBe(
      204,
    );
  });

  it("refuses sign-out from another site", async () => {
    const jar = await signInJar(app(), email);
    const forged = await call(app(), {
      url: "/api/auth/logout",
      body: {},
      jar,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(forged.statusCode).toBe(403);
    expect((await me(jar)).statusCode).toBe(200);
  });
});

describe("cookies over HTTPS", () => {
  it("carry the __Host- prefix and Secure", async () => {
    const secureApp = await startTestApp(testApp.db, {
      env: { PUBLIC_URL: "https://www.example.com" },
    });
    try {
      await createAccount(db(), secureApp.clock, { email: "https@example.si" });
      const response = await call(secureApp.app, {
        url: "/api/auth/login",
        body: { email: "https@example.si", password: partnerPassword },
      });
      expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
        "__Host-refresh",
        "__Host-session",
        "__Host-session_info",
      ]);
      for (const cookie of response.cookies) {
        expect(cookie).toMatchObject({ secure: true, path: "/" });
        expect(cookie.domain).toBeUndefined();
      }
    } finally {
      await secureApp.app.close();
    }
  });
});
