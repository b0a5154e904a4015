import type { FastifyInstance } from "fastify";
import { buildApp, type AppDependencies } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/config";
import type { Database } from "../../db/client";
import { TestClock } from "./clock";

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
