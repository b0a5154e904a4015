import { afterAll, beforeAll, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../../db/schema";
import { saveContactMessage } from "../../server/repositories/contact-messages";
import { markMailSent } from "../../server/repositories/mail-outbox";
import { deleteContactDataBefore } from "../../server/repositories/retention";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function receive(at: string, subject: string, delivered: boolean) {
  const { db } = database.handle;
  const message = { name: "Ana", email: "ana@example.org", subject, message: "Hello" };
  const mail = { to: "office@example.com", subject, text: "Hello" };
  const origin = { ipAddress: "192.0.2.1", userAgent: undefined };
  const { mailId } = await saveContactMessage(db, message, origin, mail, new Date(at));
  if (delivered) await markMailSent(db, mailId, new Date(at));
}

it("deletes contact messages and their delivered e-mail past the retention period", async () => {
  await receive("2023-01-10T10:00:00Z", "old and delivered", true);
  await receive("2023-01-11T10:00:00Z", "old, never delivered", false);
  await receive("2026-01-10T10:00:00Z", "recent", true);

  const deleted = await deleteContactDataBefore(
    database.handle.db,
    new Date("2024-06-01T00:00:00Z"),
  );
  expect(deleted).toBe(2);

  const { db } = database.handle;
  expect((await db.select().from(contactMessages)).map((row) => row.subject)).toEqual(["recent"]);
  // Undelivered mail is kept until it is sent or given up.
  expect((await db.select().from(mailOutbox)).map((row) => row.subject).sort()).toEqual([
    "old, never delivered",
    "recent",
  ]);
});
