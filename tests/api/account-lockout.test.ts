import { beforeEach, describe, expect, it } from "vitest";
import { adminLoginMessages } from "../../core/texts/admin-sign-in";
import { loginMessages } from "../../core/texts/sign-in";
import { loginThrottles, sessions, userActivityLogs, users } from "../../db/schema";
import { hashesStarted } from "../../server/auth/passwords";
import { CookieJar, call, createAccount, partnerPassword } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// One lockout per account, whichever sign-in page the client names
// (docs/rules.md#partner-sign-in-limit, docs/rules.md#admin-sign-in-limit): failures on /login
// and every submit on /admin share one counter per normalised e-mail.
const MINUTE = 60_000;

const testApp = useTestApp();

beforeEach(async () => {
  const { db } = testApp;
  await emptyTables(db, users, loginThrottles, userActivityLogs);
});

type Page = "login" | "admin";

function signIn(page: Page, email: string, password: string, jar?: CookieJar) {
  return call(testApp.app, {
    url: "/api/auth/login",
    body: { email, password, ...(page === "admin" ? { source: "admin-panel" } : {}) },
    jar,
  });
}

const partner = "partner@example.si";
const admin = "boss@example.si";
const wrong = "Wrong-password-1";

async function submits(page: Page, email: string, password: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(page, email, password)).statusCode);
  return statuses;
}

describe("one lockout per account", () => {
  it("a partner blocked on /login gets 429 on /admin with the right password, never 403", async () => {
    await createAccount(testApp.db, testApp.clock, { email: partner });
    expect(await submits("login", partner, wrong, 5)).toEqual([401, 401, 401, 401, 429]);

    const onAdmin = await signIn("admin", partner, partnerPassword);
    expect(onAdmin.statusCode).toBe(429);
    expect(onAdmin.headers["retry-after"]).toBe(String(15 * 60));
    expect(onAdmin.json().message).not.toBe(adminLoginMessages.adminRequired);
    // The same answer as for a wrong password: the block reveals nothing about the password.
    const wrongOnAdmin = await signIn("admin", partner, wrong);
    expect(wrongOnAdmin.statusCode).toBe(429);
    expect(wrongOnAdmin.body).toBe(onAdmin.body);
  });

  it("an admin who used up the five /admin submits cannot sign in on /login or use the admin API", async () => {
    await createAccount(testApp.db, testApp.clock, { email: admin, role: "admin" });
    expect(await submits("admin", admin, partnerPassword, 5)).toEqual([200, 200, 200, 200, 200]);

    const jar = new CookieJar();
    const onLogin = await signIn("login", admin, partnerPassword, jar);
    expect(onLogin.statusCode).toBe(429);
    expect(onLogin.headers["retry-after"]).toBe(String(30 * 60));
    expect(onLogin.json().message).toBe(loginMessages.tooMany(30).description);
    expect(onLogin.cookies).toEqual([]);
    const users = await call(testApp.app, { url: "/api/admin/users", jar });
    expect(users.statusCode).toBe(401);
  });

  it("/login failures after /admin submits: the 5th counted attempt, a /login failure, blocks both pages for 15 minutes", async () => {
    await createAccount(testApp.db, testApp.clock, { email: admin, role: "admin" });
    expect(await submits("admin", admin, partnerPassword, 2)).toEqual([200, 200]);
    expect(await submits("login", admin, wrong, 3)).toEqual([401, 401, 429]);

    for (const page of ["login", "admin"] as const) {
      const answer = await signIn(page, admin, partnerPassword);
      expect(answer.statusCode).toBe(429);
      expect(answer.headers["retry-after"]).toBe(String(15 * 60));
    }
    testApp.clock.advance(15 * MINUTE - 1000);
    expect((await signIn("admin", admin, partnerPassword)).statusCode).toBe(429);
    testApp.clock.advance(1000);
    expect((await signIn("admin", admin, partnerPassword)).statusCode).toBe(200);
  });

  it("/admin submits after /login failures: the 5th counted attempt, an /admin submit, blocks both pages for 30 minutes", async () => {
    await createAccount(testApp.db, testApp.clock, { email: admin, role: "admin" });
    expect(await submits("login", admin, wrong, 3)).toEqual([401, 401, 401]);
    expect(await submits("admin", admin, wrong, 2)).toEqual([401, 429]);

    for (const page of ["login", "admin"] as const) {
      const answer = await signIn(page, admin, partnerPassword);
      expect(answer.statusCode).toBe(429);
      expect(answer.headers["retry-after"]).toBe(String(30 * 60));
    }
    testApp.clock.advance(15 * MINUTE);
    expect((await signIn("login", admin, partnerPassword)).statusCode).toBe(429);
    testApp.clock.advance(15 * MINUTE - 1000);
    expect((await signIn("login", admin, partnerPassword)).statusCode).toBe(429);
    testApp.clock.advance(1000);
    expect((await signIn("login", admin, partnerPassword)).statusCode).toBe(200);
  });

  it("a successful /admin submit counts and a successful /login does not", async () => {
    await createAccount(testApp.db, testApp.clock, { email: admin, role: "admin" });
    expect(await submits("login", admin, partnerPassword, 6)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect(await submits("admin", admin, partnerPassword, 4)).toEqual([200, 200, 200, 200]);
    // The 5th submit on /admin is answered and starts the 30-minute block.
    expect((await signIn("admin", admin, partnerPassword)).statusCode).toBe(200);
    expect((await signIn("login", admin, partnerPassword)).headers["retry-after"]).toBe(
      String(30 * 60),
    );
  });

  it("twenty parallel guesses over both pages: at most four are judged, then the right password gets 429", async () => {
    await createAccount(testApp.db, testApp.clock, { email: partner });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? "admin" : "login", partner, wrong)),
    );
    expect(answers.filter((answer) => answer.statusCode !== 429).length).toBeLessThanOrEqual(4);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
    for (const page of ["login", "admin"] as const) {
      expect((await signIn(page, partner, partnerPassword)).statusCode).toBe(429);
    }
    expect(await testApp.db.select().from(sessions)).toEqual([]);
  });

  it("an existing and an unknown e-mail answer alike on both pages, in status and body", async () => {
    await createAccount(testApp.db, testApp.clock, { email: partner });
    const ghost = "ghost@example.si";
    for (const [page, count] of [
      ["login", 3],
      ["admin", 3],
      ["login", 1],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const known = await signIn(page, partner, wrong);
        const unknown = await signIn(page, ghost, wrong);
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.headers["retry-after"]).toBe(known.headers["retry-after"]);
        expect(unknown.body).toBe(known.body);
      }
    }
    // Blocked: even the partner's right password on /admin answers like the unknown e-mail.
    const known = await signIn("admin", partner, partnerPassword);
    const unknown = await signIn("admin", ghost, partnerPassword);
    expect(known.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
  });
});

// A password may be checked while the attempt is claimed, when a hash lane is idle; the claim
// still decides the answer, and a key seen blocked has no password checked at all.
describe("password checks beside the claim", () => {
  it("a block this server never saw still refuses the right password, with no session", async () => {
    await createAccount(testApp.db, testApp.clock, { email: partner });
    const now = testApp.clock.now();
    await testApp.db.insert(loginThrottles).values({
      key: `account:${partner}`,
      attempts: 5,
      windowStartedAt: now,
      blockedUntil: new Date(now.getTime() + 10 * MINUTE),
    });

    const jar = new CookieJar();
    const answer = await signIn("login", partner, partnerPassword, jar);
    expect(answer.statusCode).toBe(429);
    expect(answer.headers["retry-after"]).toBe(String(10 * 60));
    expect(answer.cookies).toEqual([]);
    expect(await testApp.db.select().from(sessions)).toEqual([]);

    // Now seen blocked: the next attempts check no password.
    const hashes = hashesStarted();
    expect((await signIn("admin", partner, partnerPassword)).statusCode).toBe(429);
    expect(hashesStarted()).toBe(hashes);
  });

  it("once an account is blocked, twenty attempts at once on both pages check no password", async () => {
    await createAccount(testApp.db, testApp.clock, { email: partner });
    expect(await submits("login", partner, wrong, 5)).toEqual([401, 401, 401, 401, 429]);

    const hashes = hashesStarted();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        signIn(i % 2 ? "admin" : "login", partner, partnerPassword),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(429));
    expect(hashesStarted()).toBe(hashes);

    // Free again at 15 minutes: the password is checked and the partner signs in.
    testApp.clock.advance(15 * MINUTE);
    expect((await signIn("login", partner, partnerPassword)).statusCode).toBe(200);
    expect(hashesStarted()).toBe(hashes + 1);
  });
});
