import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { ensureDemoAccounts } from "../../server/accounts/demo-accounts";
import { prepareAccounts } from "../../server/accounts/start-up";
import { hashPassword } from "../../server/auth/passwords";
import { setPasswordHash, findUserByEmail } from "../../server/repositories/users";
import { call, signInJar, type CookieJar } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp, testConfig } from "../support/test-app";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const demoEnv = {
  DEMO: "1",
  DEMO_PARTNER_EMAIL: "demo.partner@example.com",
  DEMO_PARTNER_PASSWORD: "PartnerSample2026",
  DEMO_ADMIN_EMAIL: "demo.admin@example.com",
  DEMO_ADMIN_PASSWORD: "AdminSample2026",
};

describe("demo accounts", () => {
  it("are seeded with the shown credentials and roles", async () => {
    const { app, clock } = await startTestApp(database.handle.db, { env: demoEnv });
    try {
      await ensureDemoAccounts(
        database.handle.db,
        {
          partner: { email: demoEnv.DEMO_PARTNER_EMAIL, password: demoEnv.DEMO_PARTNER_PASSWORD },
          admin: { email: demoEnv.DEMO_ADMIN_EMAIL, password: demoEnv.DEMO_ADMIN_PASSWORD },
        },
        clock.now(),
      );
      const rows = await database.handle.db.select().from(users);
      expect(rows.map((row) => [row.email, row.role]).sort()).toEqual([
        ["demo.admin@example.com", "admin"],
        ["demo.partner@example.com", "partner"],
      ]);
      await signInJar(app, demoEnv.DEMO_PARTNER_EMAIL, demoEnv.DEMO_PARTNER_PASSWORD);
    } finally {
      await app.close();
    }
  });

  it("the demo helper restores a changed demo password and ends that account's sessions", async () => {
    const { app, clock } = await startTestApp(database.handle.db, { env: demoEnv });
    try {
      const partner = await findUserByEmail(database.handle.db, demoEnv.DEMO_PARTNER_EMAIL);
      await setPasswordHash(
        database.handle.db,
        partner!.id,
        await hashPassword("Changed99Pw"),
        clock.now(),
      );
      const jar = await signInJar(app, demoEnv.DEMO_PARTNER_EMAIL, "Changed99Pw");
      const admin = await signInJar(app, demoEnv.DEMO_ADMIN_EMAIL, demoEnv.DEMO_ADMIN_PASSWORD);

      const answer = await call(app, { url: "/api/demo/test-user-passwords", body: {} });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
      await signInJar(app, demoEnv.DEMO_PARTNER_EMAIL, demoEnv.DEMO_PARTNER_PASSWORD);
      expect((await call(app, { url: "/api/me", jar })).statusCode).toBe(401);
      // The admin's password was already the shown one: its session goes on.
      expect((await call(app, { url: "/api/me", jar: admin })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  // docs/rules.md#demo-mode: the helper takes 100 calls per 15 minutes from one client address.
  it("the demo helper takes 100 calls per address in 15 minutes and refuses the 101st", async () => {
    const { app, clock } = await startTestApp(database.handle.db, { env: demoEnv });
    const helper = (remoteAddress = "203.0.113.50") =>
      call(app, { url: "/api/demo/test-user-passwords", body: {}, remoteAddress });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 100; i++) statuses.add((await helper()).statusCode);
      expect([...statuses]).toEqual([200]);
      const refused = await helper();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe(String(15 * 60));
      expect((await helper("203.0.113.51")).statusCode).toBe(200);
      clock.advance(15 * 60_000 - 1000);
      expect((await helper()).statusCode).toBe(429);
      clock.advance(1000);
      expect((await helper()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);

  it("outside demo mode the helper does not exist", async () => {
    const { app } = await startTestApp(database.handle.db, { env: { DEMO: "0" } });
    try {
      const answer = await call(app, { url: "/api/demo/test-user-passwords", body: {} });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("a restart outside demo mode removes them: they cannot sign in, their sessions end, and ADMIN_EMAIL creates the real admin", async () => {
    const { db } = database.handle;
    const demo = await startTestApp(db, { env: demoEnv });
    let partnerJar: CookieJar | undefined;
    let adminJar: CookieJar | undefined;
    try {
      await prepareAccounts(db, testConfig(demoEnv), demo.clock.now());
      partnerJar = await signInJar(
        demo.app,
        demoEnv.DEMO_PARTNER_EMAIL,
        demoEnv.DEMO_PARTNER_PASSWORD,
      );
      adminJar = await signInJar(demo.app, demoEnv.DEMO_ADMIN_EMAIL, demoEnv.DEMO_ADMIN_PASSWORD);
    } finally {
      await demo.app.close();
    }

    const productionEnv = {
      DEMO: "0",
      ADMIN_EMAIL: "it@firm.example",
      ADMIN_PASSWORD: "Sturdy42Password",
    };
    const production = await startTestApp(db, { env: productionEnv });
    try {
      const prepared = await prepareAccounts(db, testConfig(productionEnv), production.clock.now());
      expect(prepared).toEqual({ bootstrap: "created", demoAccountsRemoved: 2 });
      for (const [email, password] of [
        [demoEnv.DEMO_PARTNER_EMAIL, demoEnv.DEMO_PARTNER_PASSWORD],
        [demoEnv.DEMO_ADMIN_EMAIL, demoEnv.DEMO_ADMIN_PASSWORD],
      ] as const) {
        for (const source of ["partner-portal", "admin-panel"]) {
          const answer = await call(production.app, {
            url: "/api/auth/login",
            body: { email, password, source },
          });
          expect(answer.statusCode).toBe(401);
        }
      }
      for (const jar of [partnerJar, adminJar]) {
        expect((await call(production.app, { url: "/api/me", jar })).statusCode).toBe(401);
        const refreshed = await call(production.app, {
          url: "/api/auth/refresh",
          body: { idleMs: 0 },
          jar,
        });
        expect(refreshed.statusCode).toBe(401);
      }
      await signInJar(production.app, "it@firm.example", "Sturdy42Password");
      const rows = await db.select().from(users);
      expect(rows.map((row) => [row.email, row.role, row.demo])).toContainEqual([
        "it@firm.example",
        "admin",
        false,
      ]);
      expect(rows.filter((row) => row.demo)).toEqual([]);
    } finally {
      await production.app.close();
    }
  });
});
