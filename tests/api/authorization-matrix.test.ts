/**
 * The authorization matrix: every route the server registers under /api, called by every kind
 * of caller, with the status each must get. A refused call (4xx) must change nothing in the
 * database. A route registered without a row fails the first test, by name.
 *
 * Row format, one line per route in `matrix` below:
 *
 *   "METHOD /api/path/:param": { expect: PRESET(status), request?: (f) => ({ params, query, body }) }
 *
 * - PRESET is the kind of route, given the status an allowed caller gets:
 *     open(s)      anyone gets s                                   (public routes)
 *     signedIn(s)  a live session gets s, no live session 401
 *     adminOnly(s) an admin gets s, a live non-admin 403, no live session 401
 *   Spread it to override one caller: `{ ...open(204), anonymous: 401 }`. The two cross-site
 *   callers (an admin's cookies sent from another site) follow the admin on GET and get 403 on
 *   any other method unless a row says otherwise. A GET row covers its HEAD route too.
 * - request builds a valid call, so it reaches the authorization decision rather than failing
 *   validation: path params, a query string (without "?") and a JSON body. `f` makes fresh
 *   fixtures for the one call (a partner to edit or delete, a reset token, a new e-mail, a
 *   contact message whose e-mail failed). For example:
 *     "GET /api/admin/activity/audit": { expect: adminOnly(200), request: () => ({ query: "action=create-user" }) },
 *     "POST /api/admin/messages/:messageId/retry": {
 *       expect: adminOnly(200),
 *       request: async (f) => ({ params: { messageId: (await f.failedContactMessage()).messageId } }),
 *     },
 * - endsSession: the call ends or rotates the caller's own session when allowed, so the caller
 *   signs in again afterwards.
 * - refusalEndsDeadSession: a refused call may mark the caller's own, already dead session as
 *   revoked (a refresh of an idle or ended session); nothing else may change.
 * - refusalIsActivity: the allowed callers' status is a refusal of what they asked, made after
 *   their session was checked: their own session may record the request as activity; nothing
 *   else may change.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions, users, type Role } from "../../db/schema";
import { hashPassword } from "../../server/auth/passwords";
import { newToken } from "../../server/auth/tokens";
import { contactMail } from "../../server/mail/contact-mail";
import { saveContactMessage } from "../../server/contact/accept-message";
import { createPasswordReset } from "../../server/repositories/password-resets";
import { ACTIVITY_WRITE_EVERY_MS } from "../../server/accounts/sessions";
import { resetLinkTerms } from "../../server/accounts/password-reset";
import { insertUser } from "../../server/repositories/users";
import { saveUnconfirmedSecret, takeTimeStep } from "../../server/repositories/two-factor";
import { codeAt, newTotpSecret } from "../../server/auth/totp";
import { CookieJar, call, partnerPassword, signInJar, type ApiCall } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { applicationTables, RouteTable, snapshotTables, tableDifference } from "../support/tables";
import { startTestApp, type TestApp } from "../support/test-app";

const callerNames = [
  "anonymous",
  "partner",
  "admin",
  "deletedUser",
  "demotedAdmin",
  "idleSession",
  "endedSession",
  "forgedCookie",
  "secondFactorDue",
  "crossOrigin",
  "crossSiteFetch",
] as const;
type CallerName = (typeof callerNames)[number];

/** What each caller is, for failure messages. */
const callerLabels: Record<CallerName, string> = {
  anonymous: "anonymous (no cookies)",
  partner: "partner",
  admin: "admin",
  deletedUser: "a deleted partner's old session",
  demotedAdmin: "an admin made partner in the database, session still open",
  idleSession: "an admin's session idle past the idle limit",
  endedSession: "an admin's session, kept active, past the absolute limit",
  forgedCookie: "forged session cookies",
  secondFactorDue: "a sign-in past the password whose second factor is still due",
  crossOrigin: "an admin's cookies with another site's Origin",
  crossSiteFetch: "an admin's cookies with Sec-Fetch-Site: cross-site",
};

type Expectation = Partial<Record<CallerName, number>>;

const crossSiteCallers = new Set<CallerName>(["crossOrigin", "crossSiteFetch"]);

/** Every caller but the cross-site ones, which follow the admin (see expectedStatus). */
const everyone = (status: number): Expectation =>
  Object.fromEntries(
    callerNames.filter((name) => !crossSiteCallers.has(name)).map((name) => [name, status]),
  );

const open = (status: number): Expectation => everyone(status);

const signedIn = (status: number): Expectation => ({
  ...everyone(401),
  partner: status,
  admin: status,
  demotedAdmin: status,
});

const adminOnly = (status: number): Expectation => ({
  ...everyone(401),
  partner: 403,
  demotedAdmin: 403,
  admin: status,
});

interface Fixtures {
  /** A new partner account. */
  partner(): Promise<{ id: string; email: string }>;
  /** An e-mail no account has. */
  email(): string;
  /** A usable password reset token of a new partner. */
  resetToken(): Promise<string>;
  /** A contact message whose e-mail failed to be delivered (ids of the message and the mail). */
  failedContactMessage(): Promise<{ messageId: string; mailId: number }>;
  /** An account whose credentials every caller may use to sign in. */
  visitor: { email: string; password: string };
  /** The code the second-factor caller's authenticator app shows now. */
  secondFactorCode(): string;
}

interface RouteCall {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
}

interface Row {
  expect: Expectation;
  request?: (f: Fixtures) => RouteCall | Promise<RouteCall>;
  endsSession?: true;
  refusalEndsDeadSession?: true;
  refusalIsActivity?: true;
}

const contactBody = {
  name: "Ana Novak",
  email: "ana@example.si",
  subject: "A question",
  message: "Do you ship to Croatia?",
};

/** A browser's passkey answer in shape, signing no challenge: its client data is `{}`. */
function unsignedPasskeyAnswer(part: "attestationObject" | "authenticatorData") {
  return {
    id: "bm8tc3VjaC1rZXk",
    rawId: "bm8tc3VjaC1rZXk",
    type: "public-key",
    response: {
      clientDataJSON: "e30",
      [part]: "AAAA",
      ...(part === "authenticatorData" ? { signature: "AAAA" } : {}),
    },
    clientExtensionResults: {},
  };
}

const matrix: Record<string, Row> = {
  "GET /api/health": { expect: open(200) },
  "GET /api/openapi.json": { expect: open(200) },
  // Only this host (loopback, not forwarded) or a METRICS_TOKEN bearer may read the metrics;
  // every caller here is another address: the same 404 as an unknown path (tests/api/metrics).
  "GET /api/metrics": { expect: open(404) },
  "POST /api/contact": { expect: open(201), request: () => ({ body: contactBody }) },
  "POST /api/auth/login": {
    expect: open(200),
    request: (f) => ({ body: { email: f.visitor.email, password: f.visitor.password } }),
  },
  "POST /api/auth/logout": { expect: open(204), request: () => ({ body: {} }), endsSession: true },
  "POST /api/auth/refresh": {
    expect: signedIn(200),
    request: () => ({ body: { idleMs: 0 } }),
    endsSession: true,
    refusalEndsDeadSession: true,
  },
  "GET /api/auth/session": { expect: signedIn(200) },
  "GET /api/me": { expect: signedIn(200) },
  "POST /api/auth/password-reset": {
    expect: open(202),
    request: (f) => ({ body: { email: f.visitor.email } }),
  },
  "POST /api/auth/password-reset/confirm": {
    expect: open(200),
    request: async (f) => ({ body: { token: await f.resetToken(), password: "Granite42Sky" } }),
  },
  "POST /api/demo/test-user-passwords": { expect: open(200), request: () => ({ body: {} }) },
  "GET /api/portal": { expect: signedIn(200) },
  "GET /api/portal/pages/:slug": {
    expect: signedIn(200),
    request: () => ({ params: { slug: "semiconductor-products" } }),
  },
  "GET /api/portal/requests": { expect: signedIn(200) },
  "GET /api/portal/search": { expect: signedIn(200), request: () => ({ query: "q=passport" }) },
  "GET /api/portal/welcome": { expect: signedIn(200) },
  "GET /api/account": { expect: signedIn(200) },
  // A new password the same as the current one: refused after the session check and before the
  // password is checked, so the callers keep their password (the change itself: account.test.ts).
  "POST /api/account/password": {
    expect: signedIn(400),
    refusalIsActivity: true,
    request: () => ({ body: { currentPassword: partnerPassword, newPassword: partnerPassword } }),
  },
  // No session of any caller has this id: found only among the caller's own.
  "DELETE /api/account/sessions/:sessionId": {
    expect: signedIn(404),
    refusalIsActivity: true,
    request: () => ({ params: { sessionId: randomUUID() } }),
  },
  // Two-factor sign-in (the journeys: two-factor.test.ts). The set-up stores a key nothing is
  // in force with until a code confirms it; "no code" is refused after the session check, as
  // turning off and new codes are while it is not on: nothing changes but the caller's activity.
  "POST /api/account/two-factor/setup": {
    expect: signedIn(200),
    request: () => ({ body: { password: partnerPassword } }),
  },
  "POST /api/account/two-factor/confirm": {
    expect: signedIn(400),
    refusalIsActivity: true,
    request: () => ({ body: { code: "no code" } }),
  },
  "POST /api/account/two-factor/disable": {
    expect: signedIn(409),
    refusalIsActivity: true,
    request: () => ({ body: { password: partnerPassword } }),
  },
  "POST /api/account/two-factor/recovery-codes": {
    expect: signedIn(409),
    refusalIsActivity: true,
    request: () => ({ body: { password: partnerPassword } }),
  },
  // Only a sign-in whose second factor is due may give one: with its app's code it gets its
  // rights (and signs in again afterwards, to be due once more).
  "POST /api/auth/second-factor": {
    expect: { ...open(401), secondFactorDue: 200 },
    request: (f) => ({ body: { code: f.secondFactorCode() } }),
    endsSession: true,
  },
  // Passkeys (the journeys: passkeys.test.ts). The options hold a challenge and change nothing
  // else; an answer that signs no challenge of this account's is refused after the session
  // check, as an unknown passkey's removal is.
  "POST /api/account/passkeys/options": {
    expect: signedIn(200),
    request: () => ({ body: { password: partnerPassword } }),
  },
  "POST /api/account/passkeys": {
    expect: signedIn(400),
    refusalIsActivity: true,
    request: () => ({
      body: { name: "Laptop", response: unsignedPasskeyAnswer("attestationObject") },
    }),
  },
  "DELETE /api/account/passkeys/:passkeyId": {
    expect: signedIn(404),
    refusalIsActivity: true,
    request: () => ({
      params: { passkeyId: "bm8tc3VjaC1rZXk" },
      body: { password: partnerPassword },
    }),
  },
  // Open as the password's sign-in is: an answer that signs no challenge signs nobody in.
  "POST /api/auth/passkey/options": { expect: open(200), request: () => ({ body: {} }) },
  "POST /api/auth/passkey": {
    expect: open(401),
    request: () => ({ body: { response: unsignedPasskeyAnswer("authenticatorData") } }),
  },
  "POST /api/account/sessions/sign-out-others": {
    expect: signedIn(200),
    request: () => ({ body: {} }),
  },
  "GET /api/admin/users": {
    expect: adminOnly(200),
    request: () => ({ query: "search=example&sort=email&order=desc" }),
  },
  "GET /api/admin/users/summary": { expect: adminOnly(200) },
  "POST /api/admin/users": {
    expect: adminOnly(201),
    request: (f) => ({ body: { email: f.email(), fullName: "New Partner", role: "admin" } }),
  },
  "PATCH /api/admin/users/:userId": {
    expect: adminOnly(200),
    request: async (f) => ({
      params: { userId: (await f.partner()).id },
      body: { fullName: "Renamed", role: "admin", password: "Granite42Sky" },
    }),
  },
  "POST /api/admin/users/:userId/reset-password": {
    expect: adminOnly(200),
    request: async (f) => ({ params: { userId: (await f.partner()).id }, body: {} }),
  },
  // A new partner has no second factor: 404 for an admin, after the admin check.
  "DELETE /api/admin/users/:userId/two-factor": {
    expect: adminOnly(404),
    refusalIsActivity: true,
    request: async (f) => ({ params: { userId: (await f.partner()).id } }),
  },
  "DELETE /api/admin/users/:userId": {
    expect: adminOnly(204),
    request: async (f) => ({ params: { userId: (await f.partner()).id } }),
  },
  "GET /api/admin/messages": { expect: adminOnly(200), request: () => ({ query: "search=novak" }) },
  "POST /api/admin/messages/:messageId/retry": {
    expect: adminOnly(200),
    request: async (f) => ({ params: { messageId: (await f.failedContactMessage()).messageId } }),
  },
  "POST /api/admin/messages/:messageId/handled": {
    expect: adminOnly(200),
    request: async (f) => ({
      params: { messageId: (await f.failedContactMessage()).messageId },
      body: {},
    }),
  },
  "GET /api/admin/activity/sign-ins": {
    expect: adminOnly(200),
    request: () => ({ query: "source=admin-panel&user=example" }),
  },
  "GET /api/admin/activity/audit": {
    expect: adminOnly(200),
    request: () => ({ query: "action=create-user" }),
  },
};

const SAFE_METHODS = new Set(["GET", "HEAD"]);
const foreignOrigin = "https://attacker.example";

let database: TestDatabase;
let testApp: TestApp;
/** Every route the server registered. */
const registered = new RouteTable();

interface Caller {
  /** The cookies this caller sends now. */
  jar(): CookieJar;
  headers?: Record<string, string>;
  remoteAddress: string;
  /** Signs in again: after an allowed call ended the session, or before its token expires. */
  renew?(): Promise<void>;
  /** The caller's own session, for `refusalEndsDeadSession`. */
  sessionId?: string;
}

const callers = {} as Record<CallerName, Caller>;
let passwordHash = "";
/** The authenticator key of the second-factor caller's account. */
let secondFactorSecret = "";
let fixtureCount = 0;

const app = () => testApp.app;
const db = () => database.handle.db;

async function account(email: string, role: Role) {
  const user = await insertUser(
    db(),
    { email, passwordHash, role, fullName: "Matrix Account", company: "Matrix d.o.o." },
    testApp.clock.now(),
  );
  if (!user) throw new Error(`${email} exists already`);
  return user;
}

async function latestSessionId(userId: string): Promise<string> {
  const rows = await db()
    .select({ id: sessions.id, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  if (!rows[0]) throw new Error(`no session for ${userId}`);
  return rows[0].id;
}

/** A live caller: signed in now, and again whenever an allowed call ended its session. */
async function liveCaller(
  email: string,
  remoteAddress: string,
  afterSignIn?: () => Promise<void>,
): Promise<Caller> {
  let jar = new CookieJar();
  const caller: Caller = {
    jar: () => jar,
    remoteAddress,
    async renew() {
      jar = await signInJar(app(), email, partnerPassword, { remoteAddress });
      if (afterSignIn) await afterSignIn();
    },
  };
  await caller.renew!();
  return caller;
}

const fixtures: Fixtures = {
  async partner() {
    fixtureCount += 1;
    const user = await account(`fixture-${fixtureCount}@example.si`, "partner");
    return { id: user.id, email: user.email };
  },
  email() {
    fixtureCount += 1;
    return `created-${fixtureCount}@example.si`;
  },
  async resetToken() {
    const user = await fixtures.partner();
    const token = newToken();
    const created = await createPasswordReset(
      db(),
      { email: user.email, token, mail: { subject: "Reset", text: `token ${token}` } },
      resetLinkTerms(testApp.clock.now()),
      testApp.clock.now(),
    );
    if (!created) throw new Error("no reset token");
    return token;
  },
  async failedContactMessage() {
    const now = testApp.clock.now();
    const saved = await saveContactMessage(
      db(),
      contactBody,
      { ipAddress: "198.51.100.99", userAgent: "Mozilla/5.0 (test browser)", userId: null },
      contactMail(contactBody, "office@example.com", now),
      now,
    );
    await db()
      .update(mailOutbox)
      .set({ status: "failed", attempts: 5, lastError: "550 mailbox unavailable" })
      .where(eq(mailOutbox.id, saved.mailId));
    return { messageId: saved.id, mailId: saved.mailId };
  },
  visitor: { email: "visitor@example.si", password: partnerPassword },
  secondFactorCode: () => codeAt(secondFactorSecret, testApp.clock.now()),
};

/** Every table of the application. */
let tableNames: string[] = [];
const snapshot = () => snapshotTables(db(), tableNames);

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.handle.db, { onRoute: registered.onRoute });
  const { clock } = testApp;
  tableNames = await applicationTables(db());
  // What a refused call could touch must be among the tables compared.
  expect(tableNames).toEqual(
    expect.arrayContaining([
      "users",
      "sessions",
      "session_tokens",
      "admin_audit_log",
      "user_activity_logs",
      "mail_outbox",
      "contact_messages",
      "rate_limit_counters",
    ]),
  );
  passwordHash = await hashPassword(partnerPassword);

  await account(fixtures.visitor.email, "partner");
  const admin = await account("admin@example.si", "admin");
  await account("partner@example.si", "partner");
  const deleted = await account("deleted@example.si", "partner");
  await account("demoted@example.si", "admin");
  const idle = await account("idle@example.si", "admin");
  const ended = await account("ended@example.si", "admin");

  // Kept active past the absolute limit: activity every 9 minutes, refreshed before the access
  // token expires, so only the 12 hours end it.
  const endedJar = await signInJar(app(), ended.email, partnerPassword, {
    remoteAddress: "198.51.100.7",
  });
  const endedSession = await latestSessionId(ended.id);
  const endedSignedInAt = clock.now().getTime();
  while (clock.now().getTime() < endedSignedInAt + 12 * 60 * 60_000) {
    clock.advance(9 * 60_000);
    await call(app(), { url: "/api/me", jar: endedJar, remoteAddress: "198.51.100.7" });
    await call(app(), {
      url: "/api/auth/refresh",
      body: { idleMs: 0 },
      jar: endedJar,
      remoteAddress: "198.51.100.7",
    });
  }
  // Signed in, then left alone past the idle limit.
  const idleJar = await signInJar(app(), idle.email, partnerPassword, {
    remoteAddress: "198.51.100.6",
  });
  const idleSession = await latestSessionId(idle.id);
  clock.advance(31 * 60_000);

  callers.anonymous = { jar: () => new CookieJar(), remoteAddress: "198.51.100.1" };
  callers.partner = await liveCaller("partner@example.si", "198.51.100.2");
  callers.admin = await liveCaller(admin.email, "198.51.100.3");

  const deletedJar = await signInJar(app(), deleted.email, partnerPassword, {
    remoteAddress: "198.51.100.4",
  });
  const deletion = await call(app(), {
    method: "DELETE",
    url: `/api/admin/users/${deleted.id}`,
    jar: callers.admin.jar().clone(),
  });
  expect(deletion.statusCode).toBe(204);
  callers.deletedUser = { jar: () => deletedJar, remoteAddress: "198.51.100.4" };

  // Demoted in the database without ending the session (the API would end it too): the role
  // must be read at each request, not remembered from the sign-in.
  callers.demotedAdmin = await liveCaller("demoted@example.si", "198.51.100.5", async () => {
    await db().update(users).set({ role: "partner" }).where(eq(users.email, "demoted@example.si"));
  });
  signedInAt = clock.now().getTime();
  callers.idleSession = {
    jar: () => idleJar,
    remoteAddress: "198.51.100.6",
    sessionId: idleSession,
  };
  callers.endedSession = {
    jar: () => endedJar,
    remoteAddress: "198.51.100.7",
    sessionId: endedSession,
  };

  // Two-factor sign-in in force (as a confirmed set-up leaves it), signed in with the password.
  const pending = await account("pending@example.si", "partner");
  secondFactorSecret = newTotpSecret();
  await saveUnconfirmedSecret(db(), pending.id, secondFactorSecret, clock.now());
  await takeTimeStep(db(), pending.id, 0, { confirmAt: clock.now() });
  let pendingJar = new CookieJar();
  callers.secondFactorDue = {
    jar: () => pendingJar,
    remoteAddress: "198.51.100.8",
    async renew() {
      pendingJar = new CookieJar();
      const answer = await call(app(), {
        url: "/api/auth/login",
        body: { email: pending.email, password: partnerPassword },
        jar: pendingJar,
        remoteAddress: "198.51.100.8",
      });
      expect(answer.statusCode).toBe(202);
    },
  };
  await callers.secondFactorDue.renew!();

  const names = app().sessionCookies.names;
  // A well-formed token nobody issued, a garbage refresh token, and the readable cookie claiming
  // to be the admin.
  const forged = new CookieJar()
    .set(names.access, newToken())
    .set(names.refresh, "%00garbage'; drop table users; --")
    .set(names.info, JSON.stringify({ user: { id: admin.id, email: admin.email } }));
  callers.forgedCookie = { jar: () => forged, remoteAddress: "198.51.100.8" };

  callers.crossOrigin = {
    jar: () => callers.admin.jar(),
    headers: { origin: foreignOrigin },
    remoteAddress: "198.51.100.9",
  };
  callers.crossSiteFetch = {
    jar: () => callers.admin.jar(),
    headers: { "sec-fetch-site": "cross-site" },
    remoteAddress: "198.51.100.10",
  };
});

afterAll(async () => {
  await testApp?.app.close();
  await database?.drop();
});

function expectedStatus(row: Row, method: string, caller: CallerName): number {
  const given = row.expect[caller];
  if (given !== undefined) return given;
  if (crossSiteCallers.has(caller)) {
    return SAFE_METHODS.has(method) ? expectedStatus(row, method, "admin") : 403;
  }
  throw new Error(`no expected status for ${caller}`);
}

function urlOf(template: string, request: RouteCall): string {
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${template}: the row gives no value for :${name}`);
    return encodeURIComponent(value);
  });
  return request.query ? `${path}?${request.query}` : path;
}

/** Both snapshots as they must compare: the caller's own dead session may be marked revoked. */
function comparable(
  before: Record<string, unknown[]>,
  after: Record<string, unknown[]>,
  sessionId: string | undefined,
  field: "revoked_at" | "last_activity_at",
): Record<string, unknown[]> {
  type SessionJson = { id: string } & Record<typeof field, string | null>;
  const beforeRow = (before.sessions as SessionJson[]).find((row) => row.id === sessionId);
  const sessionsAfter = (after.sessions as SessionJson[]).map((row) =>
    row.id === sessionId && beforeRow ? { ...row, [field]: beforeRow[field] } : row,
  );
  return { ...after, sessions: sessionsAfter };
}

/** The one session whose last activity a call moved, if it moved exactly one. */
function activeSession(
  before: Record<string, unknown[]>,
  after: Record<string, unknown[]>,
): string | undefined {
  type SessionJson = { id: string; last_activity_at: string };
  const earlier = new Map(
    (before.sessions as SessionJson[]).map((row) => [row.id, row.last_activity_at]),
  );
  const moved = (after.sessions as SessionJson[]).filter(
    (row) => earlier.has(row.id) && earlier.get(row.id) !== row.last_activity_at,
  );
  return moved.length === 1 ? moved[0]!.id : undefined;
}

let signedInAt = 0;

/**
 * The live callers sign in again before their access tokens expire (after 10 minutes,
 * docs/rules.md#refresh), however long the table: 8 minutes on, with 2 to spare.
 */
async function renewBeforeTokensExpire() {
  const now = testApp.clock.now().getTime();
  if (now - signedInAt < 8 * 60_000) return;
  for (const caller of Object.values(callers)) await caller.renew?.();
  signedInAt = now;
}

describe("the authorization matrix", () => {
  it("has a row for every /api route the server registers, and none for a route it does not", () => {
    const apiRoutes = registered.api();
    expect(apiRoutes.length).toBeGreaterThan(10);
    const covered = (route: string) => {
      const [method, url] = route.split(" ");
      return route in matrix || (method === "HEAD" && `GET ${url}` in matrix);
    };
    const missing = apiRoutes.filter((route) => !covered(route));
    expect(
      missing,
      `routes without a row in the authorization matrix: ${missing.join(", ")}`,
    ).toEqual([]);
    const stale = Object.keys(matrix).filter((route) => !registered.has(route));
    expect(stale, `rows for routes the server does not register: ${stale.join(", ")}`).toEqual([]);
  });

  for (const [route, row] of Object.entries(matrix)) {
    it(route, async () => {
      const [method, template] = route.split(" ") as [string, string];
      // Long enough for a request to count as session activity, so a refused call that records
      // activity shows up as a change.
      testApp.clock.advance(ACTIVITY_WRITE_EVERY_MS + 1000);
      await renewBeforeTokensExpire();
      const methods =
        method === "GET" && registered.has(`HEAD ${template}`) ? ["GET", "HEAD"] : [method];
      const failures: string[] = [];
      for (const name of callerNames) {
        const caller = callers[name];
        for (const sent of methods) {
          const expected = expectedStatus(row, method, name);
          const request = (await row.request?.(fixtures)) ?? {};
          const refused = expected >= 400;
          const before = refused ? await snapshot() : null;
          const apiCall: ApiCall = {
            method: sent as ApiCall["method"],
            url: urlOf(template, request),
            body: request.body,
            // A copy: a refused call that clears cookies must not disarm the caller.
            jar: caller.jar().clone(),
            remoteAddress: caller.remoteAddress,
            headers: caller.headers,
          };
          const response = await call(app(), apiCall);
          const label = `${sent} as ${callerLabels[name]}`;
          if (response.statusCode !== expected) {
            failures.push(
              `${label}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
            continue;
          }
          if (response.headers["access-control-allow-origin"] !== undefined) {
            failures.push(`${label}: answers with Access-Control-Allow-Origin`);
          }
          if (refused) {
            if (sent !== "HEAD") {
              const body = response.json<{ statusCode?: number; message?: string }>();
              if (body.statusCode !== expected || typeof body.message !== "string") {
                failures.push(`${label}: a refusal must be an API error, got ${response.body}`);
              }
            }
            const after = await snapshot();
            const compared = row.refusalEndsDeadSession
              ? comparable(before!, after, caller.sessionId, "revoked_at")
              : row.refusalIsActivity
                ? comparable(before!, after, activeSession(before!, after), "last_activity_at")
                : after;
            for (const table of tableNames) {
              const change = tableDifference(before![table]!, compared[table]!);
              if (change)
                failures.push(`${label}: refused with ${expected} but changed ${table}: ${change}`);
            }
          } else if (row.endsSession && caller.renew) {
            await caller.renew();
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
