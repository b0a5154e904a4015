import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { contactMessages, mailOutbox, userActivityLogs } from "../../db/schema";
import { saveContactMessage } from "../../server/contact/accept-message";
import { enqueueMail, markMailSent } from "../../server/repositories/mail-outbox";
import { deleteContactDataBefore } from "../../server/repositories/retention";
import { TestClock } from "../support/clock";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp } from "../support/test-app";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

/**
 * Starts the server at `now` and lets its hourly housekeeping run once, until `done` (or 10 s).
 * Only the interval is faked, so the housekeeping runs without waiting an hour.
 */
async function runHousekeeping(now: Date, done: () => Promise<boolean>) {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  try {
    const { app } = await startTestApp(database.handle.db, { clock: new TestClock(now) });
    try {
      vi.advanceTimersByTime(60 * 60_000);
      for (let waited = 0; !(await done()) && waited < 10_000; waited += 50) await sleep(50);
    } finally {
      await app.close();
    }
  } finally {
    vi.useRealTimers();
  }
}

async function receive(at: string, subject: string, delivered: boolean) {
  const { db } = database.handle;
  const message = { name: "Ana", email: "ana@example.org", subject, message: "Hello" };
  const mail = { to: "office@example.com", subject, text: "Hello" };
  const origin = { ipAddress: "192.0.2.1", userAgent: undefined, userId: null };
  const { mailId } = await saveContactMessage(db, message, origin, mail, new Date(at));
  if (delivered) await markMailSent(db, mailId, new Date(at));
}

it("deletes contact messages past the retention period together with their e-mail", async () => {
  await receive("2023-01-10T10:00:00Z", "old and delivered", true);
  await receive("2023-01-11T10:00:00Z", "old, never delivered", false);
  await receive("2026-01-10T10:00:00Z", "recent", true);
  const { db } = database.handle;
  // E-mail of other kinds (a password reset link): kept while it still waits for delivery.
  const oldReset = { to: "ana@example.org", subject: "old reset, waiting", text: "link" };
  await enqueueMail(db, oldReset, new Date("2023-01-12T10:00:00Z"));
  const sentReset = { to: "ana@example.org", subject: "old reset, sent", text: "link" };
  await markMailSent(
    db,
    await enqueueMail(db, sentReset, new Date("2023-01-12T10:00:00Z")),
    new Date("2023-01-12T10:00:01Z"),
  );

  const deleted = await deleteContactDataBefore(db, new Date("2024-06-01T00:00:00Z"));
  expect(deleted).toBe(2);

  const kept = await db.select().from(contactMessages);
  expect(kept.map((row) => row.subject)).toEqual(["recent"]);
  // A message's e-mail holds the same personal data: both go at the end of the period.
  const mail = await db.select().from(mailOutbox);
  expect(mail.map((row) => row.subject).sort()).toEqual(["old reset, waiting", "recent"]);
  expect(kept[0]!.mailId).toBe(mail.find((row) => row.subject === "recent")!.id);
});

// docs/rules.md#retention: contact messages are kept 2 years, then the server's hourly
// housekeeping deletes them.
it("the server's hourly housekeeping keeps a contact message 2 years and deletes it after", async () => {
  const { db } = database.handle;
  await db.delete(contactMessages);
  await db.delete(mailOutbox);
  const HOUR = 60 * 60_000;
  // Two years before 2026-03-02 is 2024-03-02, 730 days either way (no 29 February between).
  const now = new Date("2026-03-02T09:00:00Z");
  const twoYearsAgo = Date.parse("2024-03-02T09:00:00Z");
  await receive(new Date(twoYearsAgo + HOUR).toISOString(), "2 years less an hour ago", true);
  await receive(new Date(twoYearsAgo - HOUR).toISOString(), "2 years and an hour ago", true);
  const subjects = async () =>
    (await db.select().from(contactMessages)).map((row) => row.subject).sort();
  expect(await subjects()).toHaveLength(2);

  await runHousekeeping(now, async () => (await subjects()).length === 1);
  expect(await subjects()).toEqual(["2 years less an hour ago"]);
});

// docs/rules.md#retention: sign-in records are kept 12 months, as the privacy policy says.
it("the server's hourly housekeeping keeps a sign-in record 12 months and deletes it after", async () => {
  const { db } = database.handle;
  const HOUR = 60 * 60_000;
  const now = new Date("2026-03-02T09:00:00Z");
  const twelveMonthsAgo = Date.parse("2025-03-02T09:00:00Z");
  const signIn = (email: string, at: number) => ({
    email,
    activityType: "login",
    source: "partner-portal" as const,
    ipAddress: "192.0.2.7",
    createdAt: new Date(at),
  });
  await db
    .insert(userActivityLogs)
    .values([
      signIn("kept@example.si", twelveMonthsAgo + HOUR),
      signIn("gone@example.si", twelveMonthsAgo - HOUR),
    ]);
  const emails = async () =>
    (await db.select().from(userActivityLogs)).map((row) => row.email).sort();
  expect(await emails()).toEqual(["gone@example.si", "kept@example.si"]);

  await runHousekeeping(now, async () => (await emails()).length === 1);
  expect(await emails()).toEqual(["kept@example.si"]);
});
