import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottles, mailOutbox, users } from "../../db/schema";
import type { MailTransport } from "../../server/mail/transport";
import { loadConfig } from "../../server/config";
import { call, createAccount, partnerPassword } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { emptyTables } from "../support/tables";
import { startTestApp, type TestApp } from "../support/test-app";

const token = "metrics-token-0123456789abcdefghijklmnop";
const packageVersion = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string })
  .version;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Parses Prometheus's text format (version 0.0.4) strictly: every line is a HELP or TYPE
 * comment or a sample, every sample belongs to a family with a TYPE, and label values are
 * quoted with the format's escapes. Throws on anything else.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const name = "[a-zA-Z_:][a-zA-Z0-9_:]*";
  const sampleLine = new RegExp(`^(${name})(?:\\{(.*)\\})? (\\S+)(?: \\d+)?$`);
  const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\["\\n])*)",?/gy;
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const comment = new RegExp(`^# (HELP|TYPE) (${name}) (.*)$`).exec(line);
    if (comment) {
      if (comment[1] === "TYPE") {
        expect(["counter", "gauge", "histogram", "summary", "untyped"]).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    const labelText = match[2] ?? "";
    labelPair.lastIndex = 0;
    while (labelPair.lastIndex < labelText.length) {
      const pair = labelPair.exec(labelText);
      if (!pair) throw new Error(`bad labels: ${line}`);
      labels[pair[1]!] = pair[2]!.replace(/\\n/g, "\n").replace(/\\(["\\])/g, "$1");
    }
    // Go's float syntax, as Prometheus reads it: NaN and Inf in any case.
    const raw = match[3]!.toLowerCase();
    const value = /^[+-]?inf$/.test(raw) ? Number(raw.replace("inf", "Infinity")) : Number(raw);
    if (Number.isNaN(value) && raw !== "nan") throw new Error(`bad value: ${line}`);
    const family = [...types.keys()].find(
      (family) =>
        match[1] === family ||
        (types.get(family) === "histogram" &&
          [`${family}_bucket`, `${family}_sum`, `${family}_count`].includes(match[1]!)) ||
        (types.get(family) === "summary" &&
          [`${family}_sum`, `${family}_count`].includes(match[1]!)),
    );
    if (!family) throw new Error(`sample without a TYPE: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return { types, samples };
}

async function scrape(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url: "/api/metrics", headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  const parsed = parseExposition(response.body);
  /** One sample's value (0 when absent, as a counter not yet moved). */
  const value = (name: string, labels: Record<string, string> = {}) =>
    parsed.samples
      .filter(
        (sample) =>
          sample.name === name &&
          Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
      )
      .reduce((sum, sample) => sum + sample.value, 0);
  return { ...parsed, body: response.body, value };
}

let database: TestDatabase;
let testApp: TestApp;
const apps: TestApp[] = [];

async function anotherApp(options: Parameters<typeof startTestApp>[1]) {
  const made = await startTestApp(database.handle.db, options);
  apps.push(made);
  return made.app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.handle.db, { env: { METRICS_TOKEN: token } });
  await emptyTables(database.handle.db, users, loginThrottles, mailOutbox);
});
afterAll(async () => {
  for (const made of [testApp, ...apps]) await made?.app.close();
  await database?.drop();
});

describe("GET /api/metrics", () => {
  it("answers this host in Prometheus's text format, with every family an operator needs", async () => {
    const { types } = await scrape(testApp.app);
    expect(Object.fromEntries(types)).toMatchObject({
      http_requests_total: "counter",
      http_request_duration_seconds: "histogram",
      sign_ins_total: "counter",
      sign_in_lockouts_active: "gauge",
      mail_outbox_messages: "gauge",
      mail_outbox_oldest_pending_age_seconds: "gauge",
      mail_delivery_failing: "gauge",
      db_query_duration_seconds: "histogram",
      db_up: "gauge",
      app_build_info: "gauge",
      process_resident_memory_bytes: "gauge",
      nodejs_heap_size_used_bytes: "gauge",
      nodejs_eventloop_lag_seconds: "gauge",
      nodejs_eventloop_lag_p99_seconds: "gauge",
    });
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    const before = await scrape(testApp.app);
    const health = { method: "GET", route: "/api/health", status: "200" };
    for (let i = 0; i < 3; i++) {
      await testApp.app.inject({ method: "GET", url: "/api/health?probe=1" });
    }
    const secretId = "0d6c3f4e-1b2a-4c5d-8e9f-a0b1c2d3e4f5";
    await call(testApp.app, { url: `/api/admin/users/${secretId}`, method: "DELETE" });
    await testApp.app.inject({ method: "GET", url: "/api/no-such-route-abc" });

    const after = await scrape(testApp.app);
    expect(after.value("http_requests_total", health)).toBe(
      before.value("http_requests_total", health) + 3,
    );
    expect(after.value("http_request_duration_seconds_count", health)).toBe(
      before.value("http_request_duration_seconds_count", health) + 3,
    );
    expect(after.value("http_request_duration_seconds_bucket", { ...health, le: "+Inf" })).toBe(
      after.value("http_request_duration_seconds_count", health),
    );
    expect(after.value("http_request_duration_seconds_sum", health)).toBeGreaterThan(0);
    // The pattern, never the raw URL: no ids, query strings or unknown paths as labels.
    expect(
      after.value("http_requests_total", {
        method: "DELETE",
        route: "/api/admin/users/:userId",
        status: "401",
      }),
    ).toBe(1);
    expect(after.value("http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
    expect(after.body).not.toContain(secretId);
    expect(after.body).not.toContain("probe=1");
    expect(after.body).not.toContain("no-such-route-abc");
  });

  it("counts sign-ins by outcome and shows the lockouts in force", async () => {
    const email = "metrics.partner@example.si";
    await createAccount(database.handle.db, testApp.clock, { email });
    const before = await scrape(testApp.app);

    const signIn = (password: string) =>
      call(testApp.app, { url: "/api/auth/login", body: { email, password } });
    expect((await signIn(partnerPassword)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn("Wrong-password-1")).statusCode);
    // docs/rules.md#partner-sign-in-limit: 5 failed attempts within 15 minutes block; the fifth
    // is answered as blocked.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

    const after = await scrape(testApp.app);
    const moved = (outcome: string) =>
      after.value("sign_ins_total", { outcome }) - before.value("sign_ins_total", { outcome });
    expect(moved("success")).toBe(1);
    expect(moved("wrong_credentials")).toBe(4);
    expect(moved("blocked")).toBe(2);
    expect(after.value("sign_in_lockouts_active", { kind: "account" })).toBe(1);
    expect(after.value("sign_in_lockouts_active", { kind: "address" })).toBe(0);

    // Once the block has run out it no longer counts.
    testApp.clock.advance(31 * 60_000);
    const later = await scrape(testApp.app);
    expect(later.value("sign_in_lockouts_active", { kind: "account" })).toBe(0);
  });

  it("shows the mail outbox by state and the age of the oldest queued mail", async () => {
    await emptyTables(database.handle.db, mailOutbox);
    const empty = await scrape(testApp.app);
    expect(empty.value("mail_outbox_messages", { state: "pending" })).toBe(0);
    expect(empty.value("mail_outbox_oldest_pending_age_seconds")).toBe(0);

    const sent = await call(testApp.app, {
      url: "/api/contact",
      body: {
        name: "Ana Novak",
        email: "ana@example.si",
        subject: "A question",
        message: "Do you ship to Croatia?",
      },
    });
    expect(sent.statusCode).toBe(201);
    testApp.clock.advance(90_000);

    const queued = await scrape(testApp.app);
    expect(queued.value("mail_outbox_messages", { state: "pending" })).toBe(1);
    expect(queued.value("mail_outbox_messages", { state: "sent" })).toBe(0);
    expect(queued.value("mail_outbox_messages", { state: "failed" })).toBe(0);
    expect(queued.value("mail_outbox_oldest_pending_age_seconds")).toBe(90);
    expect(queued.value("db_up")).toBe(1);
  });

  it("times the database's statements", async () => {
    const before = await scrape(testApp.app);
    await testApp.app.inject({ method: "GET", url: "/api/health" });
    const after = await scrape(testApp.app);
    // The health check's statement and the previous scrape's three.
    expect(
      after.value("db_query_duration_seconds_count", { outcome: "ok" }) -
        before.value("db_query_duration_seconds_count", { outcome: "ok" }),
    ).toBeGreaterThanOrEqual(4);
    expect(after.value("db_query_duration_seconds_sum")).toBeGreaterThan(0);
  });

  it("names the build", async () => {
    const { value } = await scrape(testApp.app);
    expect(value("app_build_info", { version: packageVersion, build: "" })).toBe(1);
  });

  it("is a 404, as an unknown path, for another address or a wrong token", async () => {
    const unknown = await testApp.app.inject({
      method: "GET",
      url: "/api/no-such-route",
      remoteAddress: "203.0.113.9",
    });
    const unknownAnswer = unknown.body.replace("/api/no-such-route", "/api/metrics");
    const refusals = [
      { remoteAddress: "203.0.113.9" },
      { remoteAddress: "203.0.113.9", headers: { authorization: `Bearer ${token}x` } },
      { remoteAddress: "203.0.113.9", headers: { authorization: `Bearer ${token.slice(1)}` } },
      { remoteAddress: "203.0.113.9", headers: { authorization: token } },
      { remoteAddress: "::ffff:192.0.2.1" },
      { remoteAddress: "2001:db8::1" },
    ];
    for (const refusal of refusals) {
      const response = await testApp.app.inject({ method: "GET", url: "/api/metrics", ...refusal });
      expect(response.statusCode, JSON.stringify(refusal)).toBe(404);
      expect(response.body).toBe(unknownAnswer);
      expect(response.body).not.toContain("http_requests_total");
    }
  });

  it("answers another address with the token, and loopback over IPv6 and IPv4-mapped", async () => {
    for (const request of [
      { remoteAddress: "203.0.113.9", headers: { authorization: `Bearer ${token}` } },
      { remoteAddress: "::1" },
      { remoteAddress: "::ffff:127.0.0.1" },
      { remoteAddress: "127.0.0.53" },
    ]) {
      const response = await testApp.app.inject({ method: "GET", url: "/api/metrics", ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(200);
    }
  });

  it("without METRICS_TOKEN, no bearer token opens it", async () => {
    const app = await anotherApp({});
    const response = await app.inject({
      method: "GET",
      url: "/api/metrics",
      remoteAddress: "203.0.113.9",
      headers: { authorization: "Bearer " },
    });
    expect(response.statusCode).toBe(404);
  });

  it("behind a proxy on this host (TRUST_PROXY), a forwarded request is not from this host", async () => {
    const app = await anotherApp({ env: { TRUST_PROXY: "1" } });
    // The proxy connects from loopback for every visitor and says whom it forwards.
    for (const headers of [
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
    ]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/metrics",
        remoteAddress: "127.0.0.1",
        headers,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
    }
    // A scrape on the host itself, past the proxy, is.
    const direct = await app.inject({
      method: "GET",
      url: "/api/metrics",
      remoteAddress: "127.0.0.1",
    });
    expect(direct.statusCode).toBe(200);
    // And a forwarded address of loopback cannot make a remote socket local either.
    const spoofed = await app.inject({
      method: "GET",
      url: "/api/metrics",
      remoteAddress: "203.0.113.9",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(spoofed.statusCode).toBe(404);
  });
});

describe("GET /api/health", () => {
  it("names the build and tells that mail delivery is fine", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      version: packageVersion,
      build: null,
      mail: { delivering: false, failing: false },
    });
  });

  it("names BUILD_ID when the deployment sets it", async () => {
    const app = await anotherApp({ env: { BUILD_ID: "2026.11.23-ab12cd3" } });
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.json()).toMatchObject({ version: packageVersion, build: "2026.11.23-ab12cd3" });
  });

  it("still answers 200 while mail delivery fails, and says it is failing, as do the metrics", async () => {
    let fail = true;
    const transport: MailTransport = {
      send: async () => {
        if (fail) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      },
      close: () => {},
    };
    const made = await startTestApp(database.handle.db, { mailTransport: transport });
    apps.push(made);
    const { app } = made;
    await emptyTables(database.handle.db, mailOutbox);
    await call(app, {
      url: "/api/contact",
      body: { name: "Ana", email: "ana@example.si", subject: "Parts", message: "Hello there" },
      remoteAddress: "198.51.100.77",
    });
    await app.mailOutbox.runOnce();

    const failing = await app.inject({ method: "GET", url: "/api/health" });
    expect(failing.statusCode).toBe(200);
    expect(failing.json()).toMatchObject({
      status: "ok",
      mail: { delivering: true, failing: true },
    });
    expect((await scrape(app)).value("mail_delivery_failing")).toBe(1);

    fail = false;
    made.clock.advance(60 * 60_000);
    expect(await app.mailOutbox.runOnce()).toBe(1);
    const recovered = await app.inject({ method: "GET", url: "/api/health" });
    expect(recovered.json()).toMatchObject({ mail: { delivering: true, failing: false } });
    expect((await scrape(app)).value("mail_delivery_failing")).toBe(0);
  });
});

describe("METRICS_TOKEN and BUILD_ID in the configuration", () => {
  it("refuses a short token without echoing it, and a BUILD_ID with spaces", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short-secret" }, process.cwd())).toThrow(
      /^Configuration error: METRICS_TOKEN must be at least 32 printable characters without spaces\.$/,
    );
    expect(() => loadConfig({ BUILD_ID: "a b" }, process.cwd())).toThrow(/BUILD_ID/);
    expect(loadConfig({ METRICS_TOKEN: token }, process.cwd()).metricsToken).toBe(token);
    expect(loadConfig({}, process.cwd()).metricsToken).toBeNull();
  });
});
