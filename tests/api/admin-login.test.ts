import { beforeEach, describe, expect, it } from "vitest";
import { adminLoginMessages } from "../../core/texts/admin-sign-in";
import { loginThrottles, sessions, userActivityLogs, users } from "../../db/schema";
import { call, createAccount, partnerPassword } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

const SECOND = 1000;
const MINUTE = 60_000;

const testApp = useTestApp();

beforeEach(async () => {
  const { db } = testApp;
  await emptyTables(db, users, loginThrottles, userActivityLogs);
});

const adminLogin = (email: string, password: string) =>
  call(testApp.app, {
    url: "/api/auth/login",
    body: { email, password, source: "admin-panel" },
  });

describe("admin sign-in", () => {
  it("signs an admin in and records the source admin-panel", async () => {
    await createAccount(testApp.db, testApp.clock, {
      email: "boss@example.si",
      role: "admin",
    });
    const answer = await adminLogin("boss@example.si", partnerPassword);
    expect(answer.statusCode).toBe(200);
    const [log] = await testApp.db.select().from(userActivityLogs);
    expect(log).toMatchObject({ source: "admin-panel", email: "boss@example.si" });
  });

  it("refuses a partner with the right password: 403 Admin access required, no session", async () => {
    await createAccount(testApp.db, testApp.clock, { email: "partner@example.si" });
    const answer = await adminLogin("partner@example.si", partnerPassword);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(adminLoginMessages.adminRequired);
    expect(answer.cookies).toEqual([]);
    expect(await testApp.db.select().from(sessions)).toEqual([]);
    expect(await testApp.db.select().from(userActivityLogs)).toEqual([]);
  });

  it("answers bad credentials with Invalid credentials", async () => {
    const answer = await adminLogin("nobody@example.si", "Wrong-password-1");
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(adminLoginMessages.invalidCredentials);
  });

  // docs/rules.md#admin-sign-in-limit: 5 submits within 15 minutes, a success too, block for 30.
  it("counts every submit, successes too: the 5th blocks for exactly 30 minutes", async () => {
    await createAccount(testApp.db, testApp.clock, {
      email: "boss@example.si",
      role: "admin",
    });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await adminLogin("boss@example.si", partnerPassword)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const blocked = await adminLogin("boss@example.si", partnerPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(30 * 60));
    testApp.clock.advance(30 * MINUTE - SECOND);
    expect((await adminLogin("boss@example.si", partnerPassword)).statusCode).toBe(429);
    testApp.clock.advance(SECOND);
    expect((await adminLogin("boss@example.si", partnerPassword)).statusCode).toBe(200);
  });

  it("a submit 14:59 after the first is the 5th within the window: it blocks", async () => {
    await createAccount(testApp.db, testApp.clock, { email: "boss@example.si", role: "admin" });
    for (let i = 0; i < 4; i++) {
      expect((await adminLogin("boss@example.si", partnerPassword)).statusCode).toBe(200);
    }
    testApp.clock.advance(15 * MINUTE - SECOND);
    expect((await adminLogin("boss@example.si", partnerPassword)).statusCode).toBe(200);
    const blocked = await adminLogin("boss@example.si", partnerPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(30 * 60));
  });

  it("submits from 15 minutes ago no longer count", async () => {
    await createAccount(testApp.db, testApp.clock, { email: "boss@example.si", role: "admin" });
    for (let i = 0; i < 4; i++) {
      expect((await adminLogin("boss@example.si", partnerPassword)).statusCode).toBe(200);
    }
    testApp.clock.advance(15 * MINUTE);
    for (let i = 0; i < 4; i++) {
      expect((await adminLogin("boss@example.si", partnerPassword)).statusCode).toBe(200);
    }
  });
});
