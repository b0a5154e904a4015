import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp, type TestApp } from "../support/test-app";

const sender = {
  name: "Eve Kranjc",
  email: "eve.kranjc@example.org",
  subject: "Quotation for pressure sensors",
  message: "Please call me on +386 40 123 456 about the order.",
};

let database: TestDatabase;
let testApp: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.handle.db, {
    logger: { stream: { write: (line: string) => void lines.push(line) } },
  });
  // Every insert now fails in the database, as a full disk or a lost connection would.
  await database.handle.db.execute(
    sql`alter table contact_messages add constraint refuse_all check (false) not valid`,
  );
});

afterAll(async () => {
  await testApp.app.close();
  await database.drop();
});

describe("logging a failed request", () => {
  it("answers 500 and logs the error's type, code, message and frames without the sender's data", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(sender),
      remoteAddress: "203.0.113.20",
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe("Something went wrong on our side. Please try again.");

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure).toBeDefined();
    expect(failure.msg).toBe("request failed");
    expect(failure.err).toMatchObject({
      type: "DrizzleQueryError",
      message: expect.stringContaining('insert into "contact_messages"'),
      cause: { code: "23514", message: expect.stringContaining("refuse_all") },
    });
    const logged = lines.join("\n");
    for (const value of [sender.email, sender.name, sender.subject, "+386 40 123 456"]) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toContain("params");
    // The stack keeps its call frames, not the message it starts with.
    for (const line of failure.err.stack.split("\n")) expect(line).toMatch(/^\s+at /);
  });
});
