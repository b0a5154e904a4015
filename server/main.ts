import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  DatabaseConnectionError,
  openEmbeddedDatabase,
  openPostgresDatabase,
  redact,
} from "../db/client";
import { prepareAccounts } from "./accounts/start-up";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { startDailyBackups } from "./operations/backup-schedule";
import { stopOnSignals } from "./operations/shutdown";
import { SiteFiles } from "./static/site-files";

// Built to dist/server.js and run from source in development: the project root is one level up.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const config = loadConfig(process.env, rootDir);
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openEmbeddedDatabase(config.dataDir);
  await database.migrate(path.join(rootDir, "db", "migrations"));
  const clientDir = path.join(rootDir, "build", "client");
  // In development (npm run dev) Vite serves the web app and this process only the API.
  const siteFiles =
    existsSync(clientDir) || config.production
      ? new SiteFiles(clientDir, { https: config.publicUrl.startsWith("https:") })
      : null;

  const { bootstrap, demoAccountsRemoved } = await prepareAccounts(database.db, config, new Date());
  const app = await buildApp({
    config,
    db: database.db,
    siteFiles,
    ...(database.embedded ? { databaseAvailability: database.embedded } : {}),
  });
  database.embedded
    ?.on("down", (exit) => app.log.error(exit, "embedded database process ended: restarting it"))
    .on("restart-failed", (failure) => app.log.error(failure, "embedded database did not start"))
    .on("up", (start) => app.log.warn(start, "embedded database process restarted"));
  if (!siteFiles) app.log.warn("the web app is not built: serving the API only");
  if (demoAccountsRemoved > 0) {
    app.log.info({ count: demoAccountsRemoved }, "demo accounts removed: demo mode is off");
  }
  if (bootstrap !== "skipped") {
    app.log.info({ email: config.bootstrapAdmin?.email }, `admin from ADMIN_EMAIL ${bootstrap}`);
  }
  // Only the embedded database: a PostgreSQL server is backed up with pg_dump (README).
  const dailyBackups = database.embedded ? startDailyBackups(config, app.log) : null;
  stopOnSignals({
    app,
    closeDatabase: async () => {
      await dailyBackups?.stop();
      await database.close();
    },
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database:
        database.kind === "postgres" ? redact(config.databaseUrl!) : `embedded (${config.dataDir})`,
      demo: config.demo,
      mail: config.smtpUrl ? "smtp" : "outbox only",
    },
    `serving ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseConnectionError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
    console.error(`PORT: ${(error as Error).message}; choose another PORT.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
