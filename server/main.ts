import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseConnectionError, openEmbeddedDatabase, openPostgresDatabase } from "../db/client";
import { prepareAccounts } from "./accounts/start-up";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { readableLogStream, readableOutput } from "./log-format";
import { startDailyBackups } from "./operations/backup-schedule";
import { formatReadyBlock, readyLogFields, startupSummary } from "./ready-message";
import { stopOnSignals } from "./operations/shutdown";
import { SiteFiles } from "./static/site-files";

// Built to dist/server.js and run from source in development: the project root is one level up.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const config = loadConfig(process.env, rootDir);
  // People at a terminal get readable lines and the ready block; anything else JSON lines.
  const readable = readableOutput({
    tty: process.stdout.isTTY === true,
    production: config.production,
  });
  const clientDir = path.join(rootDir, "build", "client");
  // In development (npm run dev) Vite serves the web app and this process only the API.
  const serveSite = existsSync(clientDir) || config.production;
  // The site's files are read and compressed while the database starts.
  const [database, siteFiles] = await Promise.all([
    config.databaseUrl
      ? openPostgresDatabase(config.databaseUrl)
      : openEmbeddedDatabase(config.dataDir),
    serveSite
      ? SiteFiles.load(clientDir, {
          https: config.publicUrl.startsWith("https:"),
          publicUrl: config.publicUrl,
        })
      : null,
  ]);
  await database.migrate(path.join(rootDir, "db", "migrations"));

  const { bootstrap, demoAccountsRemoved } = await prepareAccounts(database.db, config, new Date());
  const app = await buildApp({
    config,
    db: database.db,
    siteFiles,
    ...(readable ? { logger: { stream: readableLogStream() } } : {}),
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
  // Only the embedded database: a PostgreSQL server is backed up with pg_dump (docs/operations.md).
  const dailyBackups = database.embedded ? startDailyBackups(config, app.log) : null;
  stopOnSignals({
    app,
    closeDatabase: async () => {
      await dailyBackups?.stop();
      await database.close();
    },
  });

  // Fastify would log a line per network interface; the ready block and line name the address.
  const logLevel = app.log.level;
  app.log.level = "warn";
  await app.listen({ port: config.port, host: config.host });
  app.log.level = logLevel;
  const port = (app.server.address() as AddressInfo).port;
  const summary = startupSummary(config, port, siteFiles !== null);
  if (readable) process.stdout.write(formatReadyBlock(summary) + "\n");
  else app.log.info(readyLogFields(summary), `serving ${config.publicUrl}`);
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
