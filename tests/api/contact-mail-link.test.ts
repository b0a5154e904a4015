import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { saveContactMessage } from "../../server/contact/accept-message";
import { enqueueMail } from "../../server/repositories/mail-outbox";
import { createTestDatabase, migrationsFolder, type TestDatabase } from "../support/database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

/** The statement of migration 0003 that links messages stored before the link existed. */
const backfill = readFileSync(path.join(migrationsFolder, "0003_inbox_activity.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .find((statement) => statement.includes(`UPDATE "contact_messages"`))!;

it("links each message to the e-mail queued with it, also for messages stored before the link", async () => {
  const { db } = database.handle;
  const origin = { ipAddress: "192.0.2.1", userAgent: undefined, userId: null };
  const received = async (email: string, at: string) => {
    const mail = { to: "office@example.com", replyTo: email, subject: "Contact form", text: "Hi" };
    const message = { name: "Ana", email, subject: "Offer", message: "Hi" };
    return saveContactMessage(db, message, origin, mail, new Date(at));
  };
  const first = await received("ana@example.org", "2026-03-01T10:00:00Z");
  const second = await received("bor@example.org", "2026-03-01T10:00:00Z");
  // Another e-mail at the same moment (a password reset link) is no message's.
  await enqueueMail(
    db,
    { to: "ana@example.org", subject: "Reset", text: "link" },
    new Date("2026-03-01T10:00:00Z"),
  );
  const linked = async () =>
    Object.fromEntries(
      (await db.select().from(contactMessages)).map((row) => [row.email, row.mailId]),
    );
  expect(await linked()).toEqual({
    "ana@example.org": first.mailId,
    "bor@example.org": second.mailId,
  });

  await db.update(contactMessages).set({ mailId: null });
  await db.execute(sql.raw(backfill));
  expect(await linked()).toEqual({
    "ana@example.org": first.mailId,
    "bor@example.org": second.mailId,
  });
});
