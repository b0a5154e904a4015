import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portalOverviewSchema, portalPageSchema } from "../../core/schemas/portal";
import { buildApp } from "../../server/app";
import { portalRoutes } from "../../server/routes/api/portal";
import type { CookieJar } from "../support/accounts";
import { call, createAccount, signInJar } from "../support/accounts";
import { TestClock } from "../support/clock";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { testConfig } from "../support/test-app";

// The portal API behind the real sessions: signed in through /api/auth/login, refused after
// sign-out and after the idle limit.

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    db: database.handle.db,
    clock,
    siteFiles: null,
    mailTransport: null,
    logger: false,
    outbox: { autoStart: false },
  });
  // The server wires the portal behind its session check; until it does, the test does.
  if (!app.hasRoute({ method: "GET", url: "/api/portal" })) {
    await app.register(portalRoutes, { requireSession: app.requireSession });
  }
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

let accounts = 0;
async function signedInPartner(): Promise<CookieJar> {
  accounts += 1;
  const email = `partner${accounts}@example.org`;
  await createAccount(database.handle.db, clock, { email });
  return signInJar(app, email);
}

describe("the portal API with real sessions", () => {
  it("refuses a caller without a session", async () => {
    for (const url of ["/api/portal", "/api/portal/pages/case-studies"]) {
      const response = await call(app, { url });
      expect(response.statusCode).toBe(401);
      expect(response.headers["cache-control"]).toMatch(/no-store/);
    }
  });

  it("refuses a forged session cookie", async () => {
    const response = await call(app, {
      url: "/api/portal",
      headers: { cookie: "session=forged; session_info=%7B%7D" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("serves the content to a signed-in partner", async () => {
    const jar = await signedInPartner();
    const overview = await call(app, { url: "/api/portal", jar });
    expect(overview.statusCode).toBe(200);
    expect(overview.headers["cache-control"]).toBe("private, no-store");
    expect(portalOverviewSchema.parse(overview.json()).portfolio.items).toHaveLength(8);

    const page = await call(app, { url: "/api/portal/pages/government-solutions", jar });
    expect(page.statusCode).toBe(200);
    expect(portalPageSchema.parse(page.json()).kind).toBe("government");
  });

  it("refuses the partner after sign-out", async () => {
    const jar = await signedInPartner();
    const stale = jar.clone();
    expect((await call(app, { url: "/api/auth/logout", body: {}, jar })).statusCode).toBe(204);
    expect((await call(app, { url: "/api/portal", jar: stale })).statusCode).toBe(401);
  });

  // docs/rules.md#inactivity: 30 minutes without a request for content end the session.
  it("refuses the partner once the session has been idle for 30 minutes", async () => {
    const MINUTE = 60_000;
    const jar = await signedInPartner();
    expect((await call(app, { url: "/api/portal", jar })).statusCode).toBe(200);
    // The page keeps the access token fresh while reporting the partner idle since then.
    for (const idleMinutes of [9, 18, 27]) {
      clock.advance(9 * MINUTE);
      const refreshed = await call(app, {
        url: "/api/auth/refresh",
        body: { idleMs: idleMinutes * MINUTE },
        jar,
      });
      expect(refreshed.statusCode).toBe(200);
    }
    clock.advance(3 * MINUTE - 1000);
    // 29:59 idle: the session still lives (the session check is no activity).
    expect((await call(app, { url: "/api/auth/session", jar })).statusCode).toBe(200);
    clock.advance(2000);
    expect((await call(app, { url: "/api/portal", jar })).statusCode).toBe(401);
  });
});
