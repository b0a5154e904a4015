import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "embedded" | "postgres";
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when the database cannot be opened; the message names the variable to fix. */
export class DatabaseConnectionError extends Error {}

/** Any id shared by every instance: serialises migrations when several start at once. */
const MIGRATION_LOCK_ID = 7_201_991;

/**
 * PostgreSQL's buffer cache lives inside the embedded database's WebAssembly memory, which
 * never shrinks: PGlite's default of 128 MB is most of the process's memory. This site's data
 * is a few megabytes, and the files behind it sit in the operating system's page cache anyway.
 */
const embeddedOptions: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

/** A data folder for the embedded database, or none for a throwaway one in memory. */
export async function openEmbeddedDatabase(dataDir?: string): Promise<DatabaseHandle> {
  let client: PGlite;
  try {
    if (dataDir) await createEmbeddedDatabaseIfMissing(dataDir);
    client = new PGlite(dataDir, embeddedOptions);
    await client.waitReady;
  } catch (error) {
    throw new DatabaseConnectionError(
      `DATA_DIR: cannot open the embedded database in ${dataDir ?? "memory"} (${describe(error)})`,
    );
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "embedded",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PGlite's initdb grows the WebAssembly memory of the process that runs it to about 800 MB, and
 * WebAssembly memory is never given back (a worker thread keeps a third of it too). So a folder
 * without a database gets one from a short-lived child process, and this process only opens
 * it: the same ~150 MB as opening an existing database. PG_VERSION is what PGlite looks for.
 */
async function createEmbeddedDatabaseIfMissing(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `
    const { PGlite } = require(${JSON.stringify(pglite)});
    const db = new PGlite(process.argv[1], ${JSON.stringify(embeddedOptions)});
    db.waitReady.then(() => db.close()).catch((error) => {
      // PGlite's file system errors are plain objects: { name: "ErrnoError", errno }.
      console.error(error instanceof Error ? error.message : JSON.stringify(error));
      process.exit(1);
    });`;
  // Only the script: the parent's flags (a loader, a bench's --import) are not for this child.
  const child = spawn(process.execPath, ["-e", script, dataDir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) {
    const reason = stderr.trim().split("\n").at(-1);
    throw new Error(`creating the database failed${reason ? `: ${reason}` : ` (exit ${code})`}`);
  }
}

export async function openPostgresDatabase(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: 10 });
  // An idle client losing its connection must not take the process down; the pool replaces it.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseConnectionError(
      `DATABASE_URL: cannot connect to ${redact(url)} (${describe(error)})`,
    );
  }
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    async migrate(migrationsFolder) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/** The URL without its password, for messages and logs. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}
