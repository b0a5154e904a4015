import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../db/schema";
import type { EmbeddedDatabaseProcess } from "../../db/embedded-process";
import { apiErrorTexts } from "../../core/texts/api-errors";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../support/database";
import { startTestApp, type TestApp } from "../support/test-app";

// Only the embedded database runs in a process of the server's own to kill and restart.
describe.skipIf(testDatabaseKind !== "embedded")("the embedded database's process dying", () => {
  let database: TestDatabase;
  let embedded: EmbeddedDatabaseProcess;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    embedded = database.handle.embedded!;
    testApp = await startTestApp(database.handle.db, { databaseAvailability: embedded });
  });
  afterAll(async () => {
    await testApp?.app.close();
    await database?.drop();
  });

  /** A contact message from its own address, so the per-address limit never refuses it. */
  function sendMessage(n: number) {
    return testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: {
        name: "Ana Novak",
        email: "ana.novak@example.org",
        subject: `Write ${n}`,
        message: "We are looking for a supplier of CNC machined aluminium housings.",
      },
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
  }

  it("loses no acknowledged write to SIGKILL, answers 503 with Retry-After meanwhile, and comes back", async () => {
    const acknowledged: string[] = [];
    const answers: LightMyRequestResponse[] = [];
    let next = 0;
    const killed: { pid?: number } = {};
    let backAfterKill = false;

    // Four writers in a stream: through the kill, the outage and the restart. A refused
    // writer pauses as a client would, and lets the restart's timers run.
    const deadline = Date.now() + 60_000;
    const writer = async () => {
      while (!backAfterKill && Date.now() < deadline) {
        const n = next++;
        const answer = await sendMessage(n);
        answers.push(answer);
        if (answer.statusCode === 201) {
          acknowledged.push(`Write ${n}`);
          if (killed.pid !== undefined && embedded.pid !== killed.pid) backAfterKill = true;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);

    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(20), {
      timeout: 20_000,
    });
    killed.pid = embedded.pid!;
    process.kill(killed.pid, "SIGKILL");
    await Promise.all(writers);
    expect(backAfterKill).toBe(true);

    const outage = answers.filter((answer) => answer.statusCode === 503);
    expect(outage.length).toBeGreaterThan(0);
    for (const answer of outage) {
      expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(answer.json()).toEqual({
        statusCode: 503,
        error: "Service Unavailable",
        message: apiErrorTexts.serviceUnavailable,
      });
    }
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201, 503]));

    const stored = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(stored.statusCode).toBe(200);
    const subjects = new Set(
      (await database.handle.db.select().from(contactMessages)).map((row) => row.subject),
    );
    expect(acknowledged.filter((subject) => !subjects.has(subject))).toEqual([]);
  });

  it("answers the API 503 at once while the process is down, the health check too", async () => {
    const pid = embedded.pid!;
    process.kill(pid, "SIGKILL");
    await vi.waitFor(() => expect(embedded.available).toBe(false));

    const me = await testApp.app.inject({ method: "GET", url: "/api/me" });
    expect(me.statusCode).toBe(503);
    expect(me.headers["retry-after"]).toBeDefined();
    const health = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "unavailable" });

    await vi.waitFor(() => expect(embedded.available).toBe(true), { timeout: 30_000 });
    expect(embedded.pid).not.toBe(pid);
    expect((await testApp.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
