/**
 * The client's address behind proxies (`TRUST_PROXY`): the address the nearest trusted proxy
 * appended to `X-Forwarded-For`, never an entry the client wrote itself; and every limit counts
 * an IPv6 client by its /64.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, userActivityLogs } from "../../db/schema";
import { createAccount, call, partnerPassword } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp, type TestApp } from "../support/test-app";

const message = { name: "A", email: "a@example.si", subject: "s", message: "m" };

let database: TestDatabase;
let oneProxy: TestApp;
let proxyList: TestApp;
let direct: TestApp;

const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  oneProxy = await startTestApp(db(), { env: { TRUST_PROXY: "1" } });
  proxyList = await startTestApp(db(), { env: { TRUST_PROXY: "127.0.0.1,10.0.0.0/8" } });
  direct = await startTestApp(db());
});

afterAll(async () => {
  for (const one of [oneProxy, proxyList, direct]) await one?.app.close();
  await database?.drop();
});

function contact(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  return call(app, {
    url: "/api/contact",
    body: message,
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
}

/** How many contact messages were stored with this client address. */
async function storedFrom(address: string): Promise<number> {
  const rows = await db()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.ipAddress, address));
  return rows.length;
}

describe("with TRUST_PROXY=1 (one proxy in front)", () => {
  it("counts a client that forges the left-most X-Forwarded-For entry by the address the proxy appended: 5 messages in 15 minutes", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i++) {
      const response = await contact(oneProxy.app, "10.0.0.2", `203.0.113.${i}, 198.51.100.50`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await storedFrom("198.51.100.50")).toBe(5);
    expect(await storedFrom("203.0.113.1")).toBe(0);
    // The window is 15 minutes: then the client may write again.
    oneProxy.clock.advance(15 * 60_000);
    expect((await contact(oneProxy.app, "10.0.0.2", "203.0.113.9, 198.51.100.50")).statusCode).toBe(
      201,
    );
  });

  it("records the address the proxy appended in the activity log", async () => {
    const user = await createAccount(db(), oneProxy.clock, { email: "proxied@example.si" });
    const response = await call(oneProxy.app, {
      url: "/api/auth/login",
      body: { email: user.email, password: partnerPassword },
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.51" },
    });
    expect(response.statusCode).toBe(200);
    const [logged] = await db()
      .select({ ipAddress: userActivityLogs.ipAddress })
      .from(userActivityLogs)
      .where(eq(userActivityLogs.userId, user.id));
    expect(logged?.ipAddress).toBe("198.51.100.51");
  });

  it("blocks the 101st failed sign-in in 15 minutes from one client (an IPv6 /64), whatever it writes in front", async () => {
    const signIn = (forwardedFor: string, email: string) =>
      call(oneProxy.app, {
        url: "/api/auth/login",
        body: { email, password: "Wrong4Password" },
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": forwardedFor },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 101; i++) {
      // A new e-mail each time, so no account's own limit is reached; a new address in the /64.
      const response = await signIn(
        `203.0.113.${i}, 2001:db8:9:9:${i.toString(16)}::1`,
        `sprayed-${i}@example.si`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await signIn("2001:db8:9:a::1", "sprayed-1@example.si")).statusCode).toBe(401);
  });

  it("counts IPv6 clients of one /64 together: 10 password reset requests an hour", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const response = await call(oneProxy.app, {
        url: "/api/auth/password-reset",
        body: { email: `nobody-${i}@example.si` },
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": `2001:db8:5:6:${i.toString(16)}::1` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
    const otherNetwork = await call(oneProxy.app, {
      url: "/api/auth/password-reset",
      body: { email: "nobody@example.si" },
      remoteAddress: "10.0.0.2",
      headers: { "x-forwarded-for": "2001:db8:5:7::1" },
    });
    expect(otherNetwork.statusCode).toBe(202);
  });
});

describe("with TRUST_PROXY as a list of proxy addresses and ranges", () => {
  it("takes the first address, from the right, that is not one of the proxies", async () => {
    const response = await contact(
      proxyList.app,
      "10.1.2.3",
      "203.0.113.20, 198.51.100.60, 10.9.9.9",
    );
    expect(response.statusCode).toBe(201);
    expect(await storedFrom("198.51.100.60")).toBe(1);
    expect(await storedFrom("203.0.113.20")).toBe(0);
  });

  it("ignores X-Forwarded-For from a client that is not one of the proxies", async () => {
    const response = await contact(proxyList.app, "198.51.100.70", "203.0.113.21");
    expect(response.statusCode).toBe(201);
    expect(await storedFrom("198.51.100.70")).toBe(1);
    expect(await storedFrom("203.0.113.21")).toBe(0);
  });

  it("counts a client by the address the listed proxies appended", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await contact(proxyList.app, "127.0.0.1", `203.0.113.${i}, 198.51.100.61`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-For and uses the connection's address", async () => {
    const response = await contact(direct.app, "198.51.100.80", "203.0.113.30");
    expect(response.statusCode).toBe(201);
    expect(await storedFrom("198.51.100.80")).toBe(1);
    expect(await storedFrom("203.0.113.30")).toBe(0);
  });

  it("counts IPv6 clients of one /64 together: 5 messages in 15 minutes, with the full address stored", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const response = await contact(direct.app, `2001:db8:1:2::${i.toString(16)}`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await storedFrom("2001:db8:1:2::5")).toBe(1);
    expect((await contact(direct.app, "2001:db8:1:3::1")).statusCode).toBe(201);
  });
});
