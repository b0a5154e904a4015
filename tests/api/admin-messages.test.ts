import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inboxTexts } from "../../core/texts/admin-inbox-and-activity";
import { adminAuditLog, contactMessages, mailOutbox } from "../../db/schema";
import { createSmtpTransport } from "../../server/mail/transport";
import { CookieJar, call, createAccount, signInJar } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { TestSmtpServer, unusedPort } from "../support/smtp";
import { startTestApp, type TestApp } from "../support/test-app";

let database: TestDatabase;
let testApp: TestApp;
let smtp: TestSmtpServer;
let smtpPort: number;
let adminJar: CookieJar;
let partnerJar: CookieJar;
let senders = 0;

const app = () => testApp.app;
const db = () => database.handle.db;

beforeEach(async () => {
  database = await createTestDatabase();
  smtp = new TestSmtpServer();
  // Nothing listens here until a test starts the SMTP server: every delivery fails, and one
  // failed attempt gives up, so a test gets a failed delivery without moving through 20.
  smtpPort = await unusedPort();
  testApp = await startTestApp(db(), {
    mailTransport: createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`),
    outbox: { maxAttempts: 1 },
  });
  await createAccount(db(), testApp.clock, { email: "chief@example.si", role: "admin" });
  await createAccount(db(), testApp.clock, { email: "partner@example.si" });
  adminJar = await signInJar(app(), "chief@example.si");
  partnerJar = await signInJar(app(), "partner@example.si");
});

afterEach(async () => {
  await testApp.app.close();
  await smtp.stop();
  await database.drop();
});

interface Sent {
  name: string;
  email: string;
  company?: string;
  subject: string;
}

/** A message through the contact form, a second after the previous one. */
async function send(message: Sent): Promise<string> {
  senders += 1;
  testApp.clock.advance(1000);
  const response = await call(app(), {
    url: "/api/contact",
    body: { company: "", message: "Please call me back.", ...message },
    remoteAddress: `192.0.2.${senders % 250}`,
  });
  expect(response.statusCode).toBe(201);
  // Let the delivery round the message started finish before the test looks at the outbox.
  await app().mailOutbox.runOnce();
  const [row] = await db()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.subject, message.subject));
  return row!.id;
}

const list = (jar: CookieJar, query = "") =>
  call(app(), { url: `/api/admin/messages${query}`, jar });
const retry = (jar: CookieJar, messageId: string, headers: Record<string, string> = {}) =>
  call(app(), { url: `/api/admin/messages/${messageId}/retry`, body: {}, jar, headers });

async function mailOf(messageId: string) {
  const [row] = await db()
    .select({ mail: mailOutbox })
    .from(contactMessages)
    .innerJoin(mailOutbox, eq(mailOutbox.id, contactMessages.mailId))
    .where(eq(contactMessages.id, messageId));
  return row!.mail;
}

describe("who may read the messages", () => {
  it("answers an admin, refuses a partner with 403 and an anonymous caller with 401", async () => {
    const id = await send({ name: "Ana", email: "ana@example.org", subject: "Offer" });
    expect((await list(adminJar)).statusCode).toBe(200);
    const partner = await list(partnerJar);
    expect(partner.statusCode).toBe(403);
    expect(partner.body).not.toContain("ana@example.org");
    const anonymous = await list(new CookieJar());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("ana@example.org");

    // Nor may they retry: the failed delivery stays failed and nothing is audited.
    expect((await retry(partnerJar, id)).statusCode).toBe(403);
    expect((await retry(new CookieJar(), id)).statusCode).toBe(401);
    expect((await mailOf(id)).status).toBe("failed");
    expect(await db().select().from(adminAuditLog)).toHaveLength(0);
  });

  it("refuses a retry sent from another site, changing nothing", async () => {
    const id = await send({ name: "Ana", email: "ana@example.org", subject: "Offer" });
    const crossSite = await retry(adminJar, id, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await mailOf(id)).status).toBe("failed");
    expect(await db().select().from(adminAuditLog)).toHaveLength(0);
  });
});

describe("the message list", () => {
  it("shows each message with its e-mail's delivery, newest first", async () => {
    const failedId = await send({
      name: "Marko Kranjc",
      email: "marko@example.net",
      company: "Kranjc d.o.o.",
      subject: "Vision inspection line",
    });
    await smtp.start(smtpPort);
    const sentId = await send({ name: "Ana", email: "ana@example.org", subject: "Smart cards" });
    await smtp.stop();

    const body = (await list(adminJar)).json();
    expect(body.messages.map((m: { id: string }) => m.id)).toEqual([sentId, failedId]);
    expect(body).toMatchObject({ newer: null, older: null, mailDelivery: true });
    const [sent, failed] = body.messages;
    expect(sent).toMatchObject({
      name: "Ana",
      email: "ana@example.org",
      company: null,
      subject: "Smart cards",
      message: "Please call me back.",
      receivedAt: testApp.clock.now().toISOString(),
      delivery: { status: "sent", attempts: 0, lastError: null, nextAttemptAt: null },
    });
    expect(sent.delivery.sentAt).toEqual(expect.any(String));
    expect(failed).toMatchObject({
      company: "Kranjc d.o.o.",
      delivery: { status: "failed", attempts: 1, nextAttemptAt: null, sentAt: null },
    });
    expect(failed.delivery.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The sender's address and user agent are not part of the admin's view.
    expect(JSON.stringify(body)).not.toMatch(/192\.0\.2|test browser/);
  });

  it("says when no mail server is configured, so the page can say queued mail is held", async () => {
    const unconfigured = await startTestApp(db(), { mailTransport: null });
    try {
      const response = await call(unconfigured.app, {
        url: "/api/admin/messages",
        jar: await signInJar(unconfigured.app, "chief@example.si"),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ messages: [], mailDelivery: false });
    } finally {
      await unconfigured.app.close();
    }
  });

  it("searches name, e-mail, company and subject, with % and _ meant literally", async () => {
    await send({ name: "Zoran Kos", email: "zoran@alpha.si", company: "Alpha", subject: "Quote" });
    await send({ name: "Maja", email: "maja@beta.si", company: "100% Steel", subject: "Parts" });
    await send({ name: "Luka", email: "luka@gamma.si", subject: "Solar_panels" });
    const found = async (search: string) =>
      (await list(adminJar, `?search=${encodeURIComponent(search)}`))
        .json()
        .messages.map((m: { name: string }) => m.name);
    expect(await found("kos")).toEqual(["Zoran Kos"]);
    expect(await found("BETA.SI")).toEqual(["Maja"]);
    expect(await found("100%")).toEqual(["Maja"]);
    expect(await found("r_p")).toEqual(["Luka"]);
    expect(await found("quote")).toEqual(["Zoran Kos"]);
    expect(await found("  ")).toEqual(["Luka", "Maja", "Zoran Kos"]);
    expect(await found("nobody")).toEqual([]);
  });

  it("narrows to open or handled messages, with the search and across pages, and refuses another state", async () => {
    const first = await send({ name: "Open One", email: "one@example.org", subject: "First" });
    const second = await send({ name: "Done Two", email: "two@example.org", subject: "Second" });
    const third = await send({ name: "Open Three", email: "three@example.org", subject: "Third" });
    const marked = await call(app(), {
      url: `/api/admin/messages/${second}/handled`,
      body: {},
      jar: adminJar,
    });
    expect(marked.statusCode).toBe(200);
    const idsOf = async (query: string) => {
      const response = await list(adminJar, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().messages.map((m: { id: string }) => m.id);
    };
    expect(await idsOf("")).toEqual([third, second, first]);
    expect(await idsOf("?state=open")).toEqual([third, first]);
    expect(await idsOf("?state=handled")).toEqual([second]);
    expect(await idsOf("?state=open&search=three")).toEqual([third]);
    expect(await idsOf("?state=handled&search=three")).toEqual([]);

    // The pages of a state hold only that state's messages.
    const page = (await list(adminJar, "?state=open&limit=1")).json();
    expect(page.messages.map((m: { id: string }) => m.id)).toEqual([third]);
    expect(await idsOf(`?state=open&limit=1&before=${page.older}`)).toEqual([first]);

    for (const state of ["closed", "OPEN", ""]) {
      const response = await list(adminJar, `?state=${encodeURIComponent(state)}`);
      expect(response.statusCode, state).toBe(400);
    }
    // A partner learns nothing through the filter either.
    expect((await list(partnerJar, "?state=open")).statusCode).toBe(403);
  });

  it("pages older and newer by cursor, and refuses a forged cursor", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      ids.push(await send({ name: `Sender ${i}`, email: `s${i}@example.org`, subject: `M${i}` }));
    }
    const newestFirst = [...ids].reverse();
    const idsOf = (body: { messages: { id: string }[] }) => body.messages.map((m) => m.id);

    const first = (await list(adminJar, "?limit=2")).json();
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 2));
    expect(first.newer).toBeNull();
    const second = (await list(adminJar, `?limit=2&before=${first.older}`)).json();
    expect(idsOf(second)).toEqual(newestFirst.slice(2, 4));
    const third = (await list(adminJar, `?limit=2&before=${second.older}`)).json();
    expect(idsOf(third)).toEqual(newestFirst.slice(4));
    expect(third.older).toBeNull();

    const back = (await list(adminJar, `?limit=2&after=${third.newer}`)).json();
    expect(idsOf(back)).toEqual(newestFirst.slice(2, 4));
    // Back to the newest end: the full first page, with no newer link.
    const start = (await list(adminJar, `?limit=2&after=${back.newer}`)).json();
    expect(idsOf(start)).toEqual(newestFirst.slice(0, 2));
    expect(start.newer).toBeNull();

    // A new message between two clicks does not shift the page being read.
    await send({ name: "Late", email: "late@example.org", subject: "M6" });
    const again = (await list(adminJar, `?limit=2&before=${first.older}`)).json();
    expect(idsOf(again)).toEqual(newestFirst.slice(2, 4));

    for (const forged of ["1_x", "12_1'; drop table users", "1_1", "99999999999999999_" + ids[0]]) {
      const response = await list(adminJar, `?before=${encodeURIComponent(forged)}`);
      expect(response.statusCode).toBe(400);
    }
    expect((await list(adminJar, "?limit=101")).statusCode).toBe(400);
  });
});

describe("retrying a delivery", () => {
  it("queues a failed delivery again now, audits it, and the worker then delivers it", async () => {
    const id = await send({ name: "Marko", email: "marko@example.net", subject: "Offer" });
    expect((await mailOf(id)).status).toBe("failed");

    await smtp.start(smtpPort);
    testApp.clock.advance(60_000);
    const retried = await retry(adminJar, id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toMatchObject({
      id,
      delivery: {
        status: "pending",
        attempts: 0,
        nextAttemptAt: testApp.clock.now().toISOString(),
      },
    });

    const [entry] = await db().select().from(adminAuditLog);
    expect(entry).toMatchObject({
      actorEmail: "chief@example.si",
      action: "retry-mail",
      targetId: id,
      targetEmail: "marko@example.net",
      createdAt: testApp.clock.now(),
    });

    // The retry woke the worker; this round finishes what it started.
    await app().mailOutbox.runOnce();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Contact form: Offer"]);
    expect(await mailOf(id)).toMatchObject({ status: "sent", lastError: null });
    const listed = (await list(adminJar)).json().messages[0];
    expect(listed.delivery).toMatchObject({ status: "sent" });
  });

  it("refuses with 409 a delivery that is sent or still queued, changing nothing", async () => {
    await smtp.start(smtpPort);
    const sentId = await send({ name: "Ana", email: "ana@example.org", subject: "Sent" });
    const sent = await retry(adminJar, sentId);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error).toBe("Conflict");
    expect(sent.json().message).toBe(inboxTexts.notFailed.sent);

    // A delivery waiting for its next attempt, as the worker leaves one after a failure.
    const waitingId = await send({ name: "Bor", email: "bor@example.org", subject: "Waiting" });
    const waitingMail = await mailOf(waitingId);
    const nextAttemptAt = new Date(testApp.clock.now().getTime() + 60_000);
    await db()
      .update(mailOutbox)
      .set({ status: "pending", attempts: 3, nextAttemptAt })
      .where(eq(mailOutbox.id, waitingMail.id));
    const pending = await retry(adminJar, waitingId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(inboxTexts.notFailed.pending);
    expect(await mailOf(waitingId)).toMatchObject({
      status: "pending",
      attempts: 3,
      nextAttemptAt,
    });

    expect(await db().select().from(adminAuditLog)).toHaveLength(0);
    expect((await mailOf(sentId)).status).toBe("sent");
  });

  it("answers 404 for an unknown message and 409 when its e-mail is no longer kept", async () => {
    const unknown = await retry(adminJar, "6f1c2d4e-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(inboxTexts.notFound);
    expect((await retry(adminJar, "not-an-id")).statusCode).toBe(400);

    const id = await send({ name: "Ana", email: "ana@example.org", subject: "Old" });
    await db().update(contactMessages).set({ mailId: null }).where(eq(contactMessages.id, id));
    const noMail = await retry(adminJar, id);
    expect(noMail.statusCode).toBe(409);
    expect(noMail.json().message).toBe(inboxTexts.noMail);
    expect((await list(adminJar)).json().messages[0].delivery).toBeNull();
  });

  it("queues the e-mail once when two admins retry at the same moment", async () => {
    await createAccount(db(), testApp.clock, { email: "second@example.si", role: "admin" });
    const secondJar = await signInJar(app(), "second@example.si");
    const id = await send({ name: "Ana", email: "ana@example.org", subject: "Twice" });
    // The SMTP server is back: whether the second retry finds the mail queued or already
    // delivered, it is refused.
    await smtp.start(smtpPort);
    const answers = await Promise.all([retry(adminJar, id), retry(secondJar, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await db().select().from(adminAuditLog)).toHaveLength(1);
  });
});
