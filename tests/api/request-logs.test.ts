/**
 * Log lines carry no personal data: no query strings (the admin panel's searches are e-mails
 * and names), no contact message's words, and a password reset link only in demo mode.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, createAccount, signInJar, type CookieJar } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp, type TestApp } from "../support/test-app";

interface LogLine {
  msg: string;
  req?: Record<string, unknown>;
  res?: Record<string, unknown>;
  responseTime?: number;
  link?: string;
}

let database: TestDatabase;
let demo: TestApp;
let production: TestApp;
const lines: string[] = [];
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
const logger = { stream: { write: (line: string) => void lines.push(line) } };
let adminJar: CookieJar;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.handle.db;
  demo = await startTestApp(db, { logger, env: { DEMO: "1" } });
  production = await startTestApp(db, { logger, env: { DEMO: "0", NODE_ENV: "production" } });
  await createAccount(db, demo.clock, { email: "chief@example.si", role: "admin" });
  await createAccount(db, demo.clock, { email: "mojca.novak@example.si" });
  adminJar = await signInJar(demo.app, "chief@example.si");
});

beforeEach(() => {
  lines.length = 0;
});

afterAll(async () => {
  await demo?.app.close();
  await production?.app.close();
  await database?.drop();
});

const resetRequest = (app: FastifyInstance, remoteAddress: string) =>
  call(app, {
    url: "/api/auth/password-reset",
    body: { email: "mojca.novak@example.si" },
    remoteAddress,
  });

describe("request log lines", () => {
  it("name the path without the query string, so a search term is never logged", async () => {
    for (const url of [
      "/api/admin/users?search=mojca.novak%40example.si",
      "/api/admin/messages?search=Mojca",
      "/api/admin/activity/sign-ins?user=mojca.novak",
      "/api/admin/activity/audit?user=mojca.novak",
    ]) {
      expect((await call(demo.app, { url, jar: adminJar })).statusCode).toBe(200);
    }
    const requestLines = parsed().filter((line) => line.req);
    expect(requestLines.map((line) => line.req!.path)).toEqual([
      "/api/admin/users",
      "/api/admin/messages",
      "/api/admin/activity/sign-ins",
      "/api/admin/activity/audit",
    ]);
    expect(requestLines[0]!.req).toEqual({
      method: "GET",
      path: "/api/admin/users",
      remoteAddress: "198.51.100.7",
    });
    expect(lines.join("\n")).not.toMatch(/mojca/i);
  });

  it("are one per request, written when it is answered, with its status and time", async () => {
    expect((await call(demo.app, { url: "/api/admin/users", jar: adminJar })).statusCode).toBe(200);
    expect((await call(demo.app, { url: "/api/me" })).statusCode).toBe(401);
    expect(parsed().filter((line) => line.msg !== "request completed")).toEqual([]);
    expect(parsed().map(({ req, res }) => [req?.path, res?.statusCode])).toEqual([
      ["/api/admin/users", 200],
      ["/api/me", 401],
    ]);
    for (const line of parsed()) expect(line.responseTime).toBeGreaterThan(0);
  });

  it("keep a contact message's sender and words out of the log", async () => {
    const message = {
      name: "Mojca Novak",
      email: "mojca.novak@example.si",
      subject: "Pressure sensors quotation",
      message: "Please call me on +386 40 123 456.",
    };
    const response = await call(demo.app, { url: "/api/contact", body: message });
    expect(response.statusCode).toBe(201);
    expect(parsed().map((line) => line.msg)).toContain(
      "contact message stored; e-mail kept in the outbox",
    );
    for (const value of Object.values(message)) expect(lines.join("\n")).not.toContain(value);
  });
});

describe("a password reset kept in the outbox (no SMTP_URL)", () => {
  it("is logged with its link in demo mode, so the demo can be followed from the output", async () => {
    expect((await resetRequest(demo.app, "198.51.100.31")).statusCode).toBe(202);
    const [kept] = parsed().filter(
      (line) => line.msg === "password reset e-mail kept in the outbox",
    );
    expect(kept?.link).toMatch(/^http:\/\/localhost:3000\/reset-password#token=/);
  });

  it("is logged without its link outside demo mode, even in production", async () => {
    expect((await resetRequest(production.app, "198.51.100.32")).statusCode).toBe(202);
    const [kept] = parsed().filter(
      (line) => line.msg === "password reset e-mail kept in the outbox",
    );
    expect(kept).toBeDefined();
    expect(kept).not.toHaveProperty("link");
    expect(lines.join("\n")).not.toMatch(/token=|reset-password#/);
  });
});
