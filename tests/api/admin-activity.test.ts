import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, userActivityLogs } from "../../db/schema";
import { CookieJar, call, createAccount, signInJar } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp, type TestApp } from "../support/test-app";

let database: TestDatabase;
let testApp: TestApp;
let adminJar: CookieJar;
let partnerJar: CookieJar;

const app = () => testApp.app;
const db = () => database.handle.db;
const MINUTE = 60_000;

/**
 * Real sign-ins and real admin actions, a minute apart from 2026-03-02T09:00Z:
 * 09:00 chief (partner page, test setup), 09:01 ana from the portal, 09:02 chief on /admin,
 * 09:03 boris from the portal; 09:04 chief creates zala, 09:05 edits ana, 09:06 resets boris.
 */
beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(db());
  const { clock } = testApp;
  await createAccount(db(), clock, { email: "chief@example.si", role: "admin" });
  const ana = await createAccount(db(), clock, { email: "ana@alpha.si" });
  const boris = await createAccount(db(), clock, { email: "boris@beta.si" });
  adminJar = await signInJar(app(), "chief@example.si");
  clock.advance(MINUTE);
  partnerJar = await signInJar(app(), "ana@alpha.si", undefined, { remoteAddress: "203.0.113.9" });
  clock.advance(MINUTE);
  const adminPanel = await call(app(), {
    url: "/api/auth/login",
    body: { email: "chief@example.si", password: "Harbour7Lights", source: "admin-panel" },
    headers: { "user-agent": "Admin Browser/1.0" },
  });
  expect(adminPanel.statusCode).toBe(200);
  clock.advance(MINUTE);
  await signInJar(app(), "boris@beta.si");
  clock.advance(MINUTE);
  const created = await call(app(), {
    url: "/api/admin/users",
    body: { email: "zala@gamma.si", role: "partner" },
    jar: adminJar,
  });
  expect(created.statusCode).toBe(201);
  clock.advance(MINUTE);
  const edited = await call(app(), {
    method: "PATCH",
    url: `/api/admin/users/${ana.id}`,
    body: { fullName: "Ana Horvat", company: "Alpha" },
    jar: adminJar,
  });
  expect(edited.statusCode).toBe(200);
  clock.advance(MINUTE);
  const reset = await call(app(), {
    url: `/api/admin/users/${boris.id}/reset-password`,
    body: {},
    jar: adminJar,
  });
  expect(reset.statusCode).toBe(200);
});

afterAll(async () => {
  await testApp.app.close();
  await database.drop();
});

const signIns = async (query = "") => {
  const response = await call(app(), {
    url: `/api/admin/activity/sign-ins${query}`,
    jar: adminJar,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    signIns: { email: string; source: string; ipAddress: string; userAgent: string; at: string }[];
    newer: string | null;
    older: string | null;
  };
};
const audit = async (query = "") => {
  const response = await call(app(), { url: `/api/admin/activity/audit${query}`, jar: adminJar });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    entries: { actorEmail: string; action: string; targetEmail: string; changedFields: string[] }[];
    newer: string | null;
    older: string | null;
  };
};
const emails = (body: Awaited<ReturnType<typeof signIns>>) => body.signIns.map((s) => s.email);

describe("who may read the activity", () => {
  it("refuses a partner with 403 and an anonymous caller with 401, telling them nothing", async () => {
    for (const url of ["/api/admin/activity/sign-ins", "/api/admin/activity/audit"]) {
      const partner = await call(app(), { url, jar: partnerJar });
      expect(partner.statusCode).toBe(403);
      const anonymous = await call(app(), { url, jar: new CookieJar() });
      expect(anonymous.statusCode).toBe(401);
      for (const response of [partner, anonymous]) {
        expect(response.body).not.toMatch(/boris|zala|203\.0\.113/);
      }
    }
  });
});

describe("sign-ins", () => {
  it("lists every sign-in newest first with source, address, user agent and time", async () => {
    const body = await signIns();
    expect(emails(body)).toEqual([
      "boris@beta.si",
      "chief@example.si",
      "ana@alpha.si",
      "chief@example.si",
    ]);
    expect(body.signIns[1]).toEqual({
      id: expect.any(String),
      email: "chief@example.si",
      source: "admin-panel",
      method: "password",
      ipAddress: "198.51.100.7",
      userAgent: "Admin Browser/1.0",
      at: "2026-03-02T09:02:00.000Z",
    });
    expect(body.signIns[2]).toMatchObject({ source: "partner-portal", ipAddress: "203.0.113.9" });
    expect(body).toMatchObject({ newer: null, older: null });
  });

  it("filters by part of the e-mail, by source and by time", async () => {
    expect(emails(await signIns("?user=CHIEF"))).toEqual(["chief@example.si", "chief@example.si"]);
    expect(emails(await signIns("?user=%25"))).toEqual([]);
    expect(emails(await signIns("?source=admin-panel"))).toEqual(["chief@example.si"]);
    expect(emails(await signIns("?source=partner-portal&user=chief"))).toEqual([
      "chief@example.si",
    ]);
    const range = "?from=2026-03-02T09:01:00Z&to=2026-03-02T09:03:00Z";
    // From inclusive, to exclusive.
    expect(emails(await signIns(range))).toEqual(["chief@example.si", "ana@alpha.si"]);
    expect(emails(await signIns("?from=2026-03-02T10:01:30%2B01:00"))).toEqual([
      "boris@beta.si",
      "chief@example.si",
    ]);
    for (const bad of ["?source=elsewhere", "?from=yesterday", "?limit=0"]) {
      const response = await call(app(), {
        url: `/api/admin/activity/sign-ins${bad}`,
        jar: adminJar,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("pages by cursor, keeping the filters", async () => {
    const first = await signIns("?limit=1&user=chief");
    expect(emails(first)).toEqual(["chief@example.si"]);
    expect(first.signIns[0]!.source).toBe("admin-panel");
    const second = await signIns(`?limit=1&user=chief&before=${first.older}`);
    expect(second.signIns.map((s) => s.source)).toEqual(["partner-portal"]);
    expect(second.older).toBeNull();
    const back = await signIns(`?limit=1&user=chief&after=${second.newer}`);
    expect(back.signIns.map((s) => s.source)).toEqual(["admin-panel"]);
    expect(back.newer).toBeNull();
  });
});

describe("the admin audit log", () => {
  it("lists who did what to whom, with the changed fields, newest first", async () => {
    const body = await audit();
    expect(
      body.entries.map((e) => [e.actorEmail, e.action, e.targetEmail, e.changedFields]),
    ).toEqual([
      ["chief@example.si", "reset-password", "boris@beta.si", ["password"]],
      ["chief@example.si", "update-user", "ana@alpha.si", ["fullName", "company"]],
      [
        "chief@example.si",
        "create-user",
        "zala@gamma.si",
        ["email", "password", "fullName", "company", "role"],
      ],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/argon|hash/i);
  });

  it("filters by the admin's or the target's e-mail, by action and by time", async () => {
    const actions = async (query: string) => (await audit(query)).entries.map((e) => e.action);
    expect(await actions("?user=beta")).toEqual(["reset-password"]);
    expect(await actions("?user=chief")).toHaveLength(3);
    expect(await actions("?action=create-user")).toEqual(["create-user"]);
    expect(await actions("?action=retry-mail")).toEqual([]);
    expect(await actions("?from=2026-03-02T09:05:00Z&to=2026-03-02T09:06:00Z")).toEqual([
      "update-user",
    ]);
    const paged = await audit("?limit=2");
    expect(paged.entries).toHaveLength(2);
    expect((await audit(`?limit=2&before=${paged.older}`)).entries.map((e) => e.action)).toEqual([
      "create-user",
    ]);
  });

  it("keeps reads out of the logs: listing activity writes nothing", async () => {
    const before = [
      (await db().select().from(userActivityLogs)).length,
      (await db().select().from(adminAuditLog)).length,
    ];
    await signIns();
    await audit();
    expect([
      (await db().select().from(userActivityLogs)).length,
      (await db().select().from(adminAuditLog)).length,
    ]).toEqual(before);
  });
});

describe("the admin lists' search and filter text", () => {
  it.each([
    "/api/admin/users?search=%00",
    "/api/admin/users?search=novak%00",
    "/api/admin/messages?search=%00",
    "/api/admin/activity/sign-ins?user=%00",
    "/api/admin/activity/audit?user=chief%00",
  ])("refuses a NUL with a clear 400: %s", async (url) => {
    const response = await call(app(), { url, jar: adminJar });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The search contains characters that are not allowed.");
  });
});
