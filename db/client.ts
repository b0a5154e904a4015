import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
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

/** A data folder for the embedded database, or none for a throwaway one in memory. */
export async function openEmbeddedDatabase(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir) : new PGlite();
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
