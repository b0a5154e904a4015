import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { createSmtpTransport } from "../../server/mail/transport";
import { TestClock } from "../support/clock";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { TestSmtpServer, unusedPort } from "../support/smtp";
import { startTestApp, type TestApp } from "../support/test-app";

const message = {
  name: "Marko Kranjc",
  email: "marko@example.net",
  company: "",
  subject: "Vision inspection line",
  message: "Please send us an offer for an inspection line.\nThree shifts, 24/7 operation.",
};

let database: TestDatabase;
let smtp: TestSmtpServer;
const apps: TestApp[] = [];

async function appWithSmtp(port: number, clock = new TestClock()) {
  const testApp = await startTestApp(database.handle.db, {
    clock,
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    outbox: { backoffBaseMs: 30_000 },
  });
  apps.push(testApp);
  return testApp;
}

let senders = 0;

async function send(testApp: TestApp) {
  senders += 1;
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: message,
    // A different visitor each time, so the per-address limit stays out of the way.
    remoteAddress: `192.0.2.${senders % 250}`,
  });
  expect(response.statusCode).toBe(201);
}

async function outboxRows() {
  return database.handle.db.select().from(mailOutbox);
}

beforeEach(async () => {
  database = await createTestDatabase();
  smtp = new TestSmtpServer();
});

afterEach(async () => {
  while (apps.length) await apps.pop()!.app.close();
  await smtp.stop();
  await database.drop();
});

describe("contact e-mail delivery", () => {
  it("delivers the message over SMTP to the firm, with the sender as Reply-To", async () => {
    await smtp.start();
    const testApp = await appWithSmtp(smtp.port);
    await send(testApp);
    expect(await testApp.app.mailOutbox.runOnce()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe("Contact form: Vision inspection line");
    expect(mail!.recipients).toEqual(["office@example.com"]);
    expect(mail!.headers["reply-to"]).toBe("marko@example.net");
    expect(mail!.text).toContain("Three shifts, 24/7 operation.");
    expect(mail!.text).toContain("Marko Kranjc");

    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", lockedUntil: null });
    expect(await testApp.app.mailOutbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps the message when SMTP is down and delivers it once the server is back", async () => {
    const port = await unusedPort();
    const clock = new TestClock();
    const testApp = await appWithSmtp(port, clock);
    await send(testApp);

    expect(await testApp.app.mailOutbox.runOnce()).toBe(0);
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    // Not due yet: nothing is tried even though the server is back.
    await smtp.start(port);
    expect(await testApp.app.mailOutbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    clock.advance(30_000);
    expect(await testApp.app.mailOutbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("backs off exponentially between failed attempts", async () => {
    const clock = new TestClock();
    const testApp = await appWithSmtp(await unusedPort(), clock);
    await send(testApp);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await testApp.app.mailOutbox.runOnce();
      const [row] = await outboxRows();
      delays.push(row!.nextAttemptAt.getTime() - clock.now().getTime());
      clock.advance(delays.at(-1)!);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000]);
  });

  it("delivers mail queued before a restart, exactly once", async () => {
    const port = await unusedPort();
    const first = await appWithSmtp(port);
    await send(first);
    await send(first);
    expect(await first.app.mailOutbox.runOnce()).toBe(0);
    await first.app.close();
    apps.length = 0;

    // A new process: the database is opened again from where the first one left it.
    await database.reopen();
    await smtp.start();
    const later = new TestClock();
    later.advance(60_000);
    const second = await appWithSmtp(smtp.port, later);
    expect(await second.app.mailOutbox.runOnce()).toBe(2);
    expect(smtp.received).toHaveLength(2);
    expect(await second.app.mailOutbox.runOnce()).toBe(0);
    expect((await outboxRows()).every((row) => row.status === "sent")).toBe(true);
  });

  it("sends each message once when two instances deliver at the same time", async () => {
    await smtp.start();
    const one = await appWithSmtp(smtp.port);
    const two = await appWithSmtp(smtp.port);
    for (let i = 0; i < 6; i += 1) await send(i % 2 ? one : two);
    // Each accepted message also wakes its instance's worker, so rounds may already be under
    // way: a second round on each waits for those, then finds nothing left to claim.
    const settle = () => Promise.all([one.app.mailOutbox.runOnce(), two.app.mailOutbox.runOnce()]);
    await settle();
    await settle();
    expect((await outboxRows()).map((row) => row.status)).toEqual(Array(6).fill("sent"));
    expect(smtp.received).toHaveLength(6);
  });

  it("gives up after the last attempt but keeps the mail in the outbox", async () => {
    const clock = new TestClock();
    const testApp = await startTestApp(database.handle.db, {
      clock,
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${await unusedPort()}`),
      outbox: { maxAttempts: 2 },
    });
    apps.push(testApp);
    await send(testApp);
    await testApp.app.mailOutbox.runOnce();
    clock.advance(3_600_000);
    await testApp.app.mailOutbox.runOnce();
    const [row] = await database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "failed"));
    expect(row).toMatchObject({ attempts: 2, status: "failed" });
  });

  it("gives up at once when the SMTP server refuses the mail outright (5xx)", async () => {
    smtp = new TestSmtpServer(() => ({ code: 552, message: "Mailbox full" }));
    await smtp.start();
    const testApp = await appWithSmtp(smtp.port);
    await send(testApp);
    await testApp.app.mailOutbox.runOnce();
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toMatch(/552.*Mailbox full/);
    expect(smtp.received).toHaveLength(0);
  });

  it("without SMTP keeps the mail in the outbox", async () => {
    const testApp = await startTestApp(database.handle.db);
    apps.push(testApp);
    await send(testApp);
    expect(testApp.app.mailOutbox.delivering).toBe(false);
    expect(await testApp.app.mailOutbox.runOnce()).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
  });
});
