import { setTimeout as sleep } from "node:timers/promises";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openPostgresDatabase, type DatabaseHandle } from "../../db/client";
import { mailOutbox, users } from "../../db/schema";
import { createAccount, partnerPassword } from "../support/accounts";
import { TestClock } from "../support/clock";
import { createServerDatabase, createTestDatabase, testDatabaseKind } from "../support/database";
import { ServerProcess } from "../support/server-process";
import { TestSmtpServer } from "../support/smtp";
import { startTestApp, type TestApp } from "../support/test-app";
import { enqueueMail } from "../../server/repositories/mail-outbox";
import type { MailTransport } from "../../server/mail/transport";

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: whatever guards
 * an account, a session or a mail must hold whichever instance a request reaches.
 */

/** A browser's cookies, kept from the answers of either instance. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async call(
    server: ServerProcess,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<Response> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookies.size ? { cookie: this.header() } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = value === "" || attributes.some((a) => /^\s*max-age=0$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A copy of these cookies, as a second tab or a stolen cookie would hold them. */
  copy(): Browser {
    const other = new Browser();
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  private header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const signIn = (browser: Browser, server: ServerProcess, email: string, password: string) =>
  browser.call(server, "POST", "/api/auth/login", { email, password });

describe.skipIf(testDatabaseKind !== "postgres")(
  "two instances on one PostgreSQL database (runs with TEST_DATABASE=postgres: the embedded database serves one process only)",
  () => {
    const smtp = new TestSmtpServer();
    let shared: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
    let database: DatabaseHandle;
    let a: ServerProcess;
    let b: ServerProcess;
    const adminEmail = "office.admin@example.com";

    beforeAll(async () => {
      await smtp.start();
      shared = await createServerDatabase("site_two");
      const env = {
        DATABASE_URL: shared.url,
        SMTP_URL: smtp.url,
        DEMO: "0",
        // Both answer for one site, as they do behind one proxy.
        PUBLIC_URL: "http://127.0.0.1:8080",
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: "Quarry9Lantern",
      };
      // Started together on an empty database: both migrate it and bootstrap the first admin.
      [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
      database = await openPostgresDatabase(shared.url);
      const clock = new TestClock(new Date());
      for (const email of ["locked@example.com", "session@example.com", "reset@example.com"]) {
        await createAccount(database.db, clock, { email });
      }
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await database?.close();
      await smtp.stop();
      await shared?.drop();
    });

    it("both started on the empty database: one migration, one admin, no notice mail", async () => {
      const admins = await database.db.select().from(users).where(eq(users.role, "admin"));
      expect(admins).toHaveLength(1);
      // The instance that lost the race to create the admin must not tell its owner that an
      // admin set the password: nothing is queued for that address.
      const notices = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, adminEmail));
      expect(notices).toEqual([]);
      const browser = new Browser();
      expect((await signIn(browser, b, adminEmail, "Quarry9Lantern")).status).toBe(200);
      expect((await browser.call(a, "GET", "/api/me")).status).toBe(200);
    });

    it("a lockout reached through both instances holds on each (5 failures in 15 minutes)", async () => {
      const email = "locked@example.com";
      const browser = new Browser();
      // The failures alternate between the instances: neither alone sees five.
      const statuses = [];
      for (const server of [a, b, a, b, a]) {
        statuses.push((await signIn(browser, server, email, "Wrong0password")).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      for (const server of [a, b]) {
        const right = await signIn(browser, server, email, partnerPassword);
        expect(right.status).toBe(429);
        expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      }
    });

    it("a session signed out on one instance is refused by the other", async () => {
      const browser = new Browser();
      expect((await signIn(browser, a, "session@example.com", partnerPassword)).status).toBe(200);
      expect((await browser.call(b, "GET", "/api/me")).status).toBe(200);
      // Another tab's copy of the cookies, kept after this one signs out.
      const kept = browser.copy();
      expect((await browser.call(b, "POST", "/api/auth/logout")).status).toBe(204);
      expect((await kept.call(a, "GET", "/api/me")).status).toBe(401);
      expect((await kept.call(a, "POST", "/api/auth/refresh", {})).status).toBe(401);
    });

    it("a refresh token reused on the other instance more than 10 s after its rotation ends the session", async () => {
      const browser = new Browser();
      expect((await signIn(browser, b, "session@example.com", partnerPassword)).status).toBe(200);
      const copied = browser.copy();
      expect((await browser.call(a, "POST", "/api/auth/refresh", {})).status).toBe(200);
      // Within 10 s a second tab's refresh with the same token succeeds, on either instance.
      expect((await copied.copy().call(b, "POST", "/api/auth/refresh", {})).status).toBe(200);
      await sleep(11_000);
      expect((await copied.call(b, "POST", "/api/auth/refresh", {})).status).toBe(401);
      // The whole session ended: the rotated tokens are refused too, on both.
      expect((await browser.call(a, "GET", "/api/me")).status).toBe(401);
      expect((await browser.call(b, "POST", "/api/auth/refresh", {})).status).toBe(401);
    }, 30_000);

    it("contact messages: 5 per address in 15 minutes across both, each e-mailed exactly once", async () => {
      const post = (server: ServerProcess, subject: string) =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Ana Novak",
            email: "ana.novak@example.org",
            subject,
            message: "We are looking for a supplier of CNC machined aluminium housings.",
          }),
        });
      const subjects = ["One", "Two", "Three", "Four", "Five"];
      const statuses = [];
      for (const [index, subject] of subjects.entries()) {
        statuses.push((await post(index % 2 ? b : a, subject)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201]);
      expect((await post(b, "Six")).status).toBe(429);
      expect((await post(a, "Seven")).status).toBe(429);

      const contactMails = () =>
        smtp.received.filter((mail) => mail.subject.startsWith("Contact form: "));
      await vi.waitFor(() => expect(contactMails()).toHaveLength(5), { timeout: 20_000 });
      // Both workers poll the outbox every 5 s: after another round each has looked again.
      await sleep(6_000);
      expect(
        contactMails()
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(subjects.map((subject) => `Contact form: ${subject}`).sort());
      const outbox = await database.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, "Contact form: %"));
      // Sent, and no attempt failed.
      expect(outbox).toEqual(Array(5).fill({ status: "sent", attempts: 0 }));
    }, 60_000);

    it("password reset: 3 e-mails per account and 10 requests per address an hour, across both", async () => {
      const request = (server: ServerProcess, email: string) =>
        fetch(`${server.url}/api/auth/password-reset`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email }),
        });
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        const email = i < 5 ? "reset@example.com" : `nobody${i}@example.com`;
        statuses.push((await request(i % 2 ? b : a, email)).status);
      }
      expect(statuses).toEqual(Array(10).fill(202));
      expect((await request(a, "reset@example.com")).status).toBe(429);
      expect((await request(b, "reset@example.com")).status).toBe(429);

      const resetMails = () =>
        smtp.received.filter((mail) => mail.recipients.includes("reset@example.com"));
      await vi.waitFor(() => expect(resetMails()).toHaveLength(3), { timeout: 20_000 });
      await sleep(6_000);
      expect(resetMails()).toHaveLength(3);
    }, 60_000);
  },
);

describe("two instances' mail workers and a slow SMTP server", () => {
  it("send each mail once even when delivering takes longer than the 2-minute lease", async () => {
    const database = await createTestDatabase();
    const clock = new TestClock();
    const apps: TestApp[] = [];
    try {
      const sent: string[] = [];
      const quick: MailTransport = {
        send: async (mail) => void sent.push(mail.subject),
        close: () => {},
      };
      // This instance's SMTP server takes 70 s a mail; while its second mail is under way,
      // 140 s after the first was taken, the other instance's worker looks for due mail.
      const slow: MailTransport = {
        send: async (mail) => {
          clock.advance(70_000);
          if (sent.length === 1) await apps[1]!.app.mailOutbox.runOnce();
          sent.push(mail.subject);
        },
        close: () => {},
      };
      apps.push(await startTestApp(database.handle.db, { clock, mailTransport: slow }));
      apps.push(await startTestApp(database.handle.db, { clock, mailTransport: quick }));
      for (const subject of ["First", "Second", "Third"]) {
        await enqueueMail(
          database.handle.db,
          { to: "office@example.com", subject, text: "A message." },
          clock.now(),
        );
      }
      await apps[0]!.app.mailOutbox.runOnce();
      await apps[1]!.app.mailOutbox.runOnce();
      expect(sent.sort()).toEqual(["First", "Second", "Third"]);
    } finally {
      for (const testApp of apps) await testApp.app.close();
      await database.drop();
    }
  });
});
