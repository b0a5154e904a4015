import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type AppDependencies } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/config";
import type { Database } from "../../db/client";
import { TestClock } from "./clock";
import { createTestDatabase, type TestDatabase } from "./database";

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig(
    { PUBLIC_URL: "http://localhost:3000", CONTACT_TO: "office@example.com", ...env },
    process.cwd(),
  );
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
}

/** The real application on the given database, quiet, with a hand-moved clock. */
export async function startTestApp(
  db: Database,
  options: Partial<Omit<AppDependencies, "db" | "clock">> & {
    clock?: TestClock;
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const { env, clock = new TestClock(), ...deps } = options;
  const app = await buildApp({
    config: testConfig(env),
    siteFiles: null,
    mailTransport: null,
    logger: false,
    ...deps,
    outbox: { autoStart: false, ...deps.outbox },
    db,
    clock,
  });
  await app.ready();
  return { app, clock };
}

export type TestAppOptions = Parameters<typeof startTestApp>[1];

/** A test file's database and app, read through getters once `beforeAll` has made them. */
export interface TestAppFixture extends TestApp {
  database: TestDatabase;
  db: Database;
}

/**
 * A fresh database and the app on it for one test file: made before its first test, closed
 * and dropped after its last.
 */
export function useTestApp(options?: TestAppOptions): TestAppFixture {
  let database: TestDatabase | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    testApp = await startTestApp(database.handle.db, options);
  });
  afterAll(async () => {
    await testApp?.app.close();
    await database?.drop();
  });
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useTestApp: used before beforeAll ran");
    return value;
  };
  return {
    get app() {
      return made(testApp).app;
    },
    get clock() {
      return made(testApp).clock;
    },
    get database() {
      return made(database);
    },
    get db() {
      return made(database).handle.db;
    },
  };
}
