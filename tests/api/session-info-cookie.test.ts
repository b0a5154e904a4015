import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionInfoSchema } from "../../core/schemas/auth";
import { loginThrottles, userActivityLogs, users } from "../../db/schema";
import type { CookieJar } from "../support/accounts";
import { call, createAccount, signInJar } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

const MINUTE = 60_000;

const testApp = useTestApp();

beforeEach(async () => {
  await emptyTables(testApp.db, users, loginThrottles, userActivityLogs);
});

const app = () => testApp.app;
const clock = () => testApp.clock;

/** The readable session-info cookie as the page's head script and header read it. */
function infoCookie(jar: CookieJar) {
  const value = jar.get("session_info");
  return value === undefined
    ? undefined
    : sessionInfoSchema.parse(JSON.parse(decodeURIComponent(value)));
}

const refresh = (jar: CookieJar, idleMs: number) =>
  call(app(), { url: "/api/auth/refresh", body: { idleMs }, jar });

describe("the session-info cookie names the role for the header's links", () => {
  it("carries partner for a partner and admin for an admin, in the cookie and the answers", async () => {
    await createAccount(testApp.db, clock(), { email: "vesna@example.si" });
    await createAccount(testApp.db, clock(), { email: "boss@example.si", role: "admin" });
    const partnerJar = await signInJar(app(), "vesna@example.si");
    const adminJar = await signInJar(app(), "boss@example.si");
    expect(infoCookie(partnerJar)?.user.role).toBe("partner");
    expect(infoCookie(adminJar)?.user.role).toBe("admin");

    const session = await call(app(), { url: "/api/auth/session", jar: adminJar });
    expect(session.json().session.user.role).toBe("admin");
    const refreshed = await refresh(partnerJar, 0);
    expect(refreshed.json().session.user.role).toBe("partner");
    expect(infoCookie(partnerJar)?.user.role).toBe("partner");
  });

  it("is read from the database at each refresh: a role changed meanwhile shows at the next one", async () => {
    const admin = await createAccount(testApp.db, clock(), {
      email: "was-admin@example.si",
      role: "admin",
    });
    const jar = await signInJar(app(), "was-admin@example.si");
    expect(infoCookie(jar)?.user.role).toBe("admin");
    await testApp.db.update(users).set({ role: "partner" }).where(eq(users.id, admin.id));
    expect((await refresh(jar, 0)).statusCode).toBe(200);
    expect(infoCookie(jar)?.user.role).toBe("partner");
  });

  // docs/rules.md#inactivity
  it("Stay signed in: a refresh reporting no idle time at the 25-minute warning keeps the session past the first 30 minutes", async () => {
    await createAccount(testApp.db, clock(), { email: "stays@example.si" });
    const jar = await signInJar(app(), "stays@example.si");
    // The same partner in another browser, signed in at the same moment, who does not answer:
    // that page refreshes its token at the warning too, but reports 25 idle minutes.
    const other = await signInJar(app(), "stays@example.si");
    clock().advance(25 * MINUTE);
    expect((await refresh(jar, 0)).statusCode).toBe(200);
    expect((await refresh(other, 25 * MINUTE)).statusCode).toBe(200);
    // 30:01 after sign-in: without Stay signed in, the session is over.
    clock().advance(5 * MINUTE + 1000);
    expect((await call(app(), { url: "/api/me", jar: other })).statusCode).toBe(401);
    // 31 minutes after sign-in, the last contact before Stay signed in: still signed in.
    clock().advance(MINUTE - 1000);
    expect((await call(app(), { url: "/api/me", jar })).statusCode).toBe(200);
    expect((await refresh(jar, 0)).statusCode).toBe(200);
  });
});
