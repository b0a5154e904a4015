import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { EMBEDDED_SOCKET_PORT, EmbeddedDatabaseProcess } from "./embedded-process";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "embedded" | "postgres";
  /**
   * The embedded database's process, which restarts itself when it dies; while it is down
   * `available` is false. None on PostgreSQL, which is someone else's to keep running.
   */
  embedded?: EmbeddedDatabaseProcess;
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

/**
 * A data folder for the embedded database, or none for a throwaway one in memory. The database
 * runs in a process of its own (`db/embedded-server.mjs`), so no statement runs on this
 * process's event loop; this process talks to it over a Unix socket through `pg`, as to
 * PostgreSQL.
 */
export async function openEmbeddedDatabase(dataDir?: string): Promise<DatabaseHandle> {
  let embedded: EmbeddedDatabaseProcess;
  try {
    if (dataDir) await createEmbeddedDatabaseIfMissing(dataDir);
    embedded = await EmbeddedDatabaseProcess.start(dataDir, embeddedOptions);
  } catch (error) {
    throw new DatabaseConnectionError(
      `DATA_DIR: cannot open the embedded database in ${dataDir ?? "memory"} (${describe(error)})`,
    );
  }
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: EMBEDDED_SOCKET_PORT,
    user: "postgres",
    database: "postgres",
    // PGlite has one session. Its socket server multiplexes connections per protocol message,
    // so two connections' extended-protocol queries (parse, bind, execute) could interleave
    // and bind each other's statements: one connection, and pg queues the statements.
    max: 1,
    // The connection is a local socket: keep it rather than reopen it every ten idle seconds.
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 5000,
    // Named statements outlive a connection in PGlite's single session: a new connection (after
    // a broken one) starts clean, or preparing them again would fail.
    onConnect: async (client) => {
      await client.query("discard all");
    },
  });
  keepConnectionLossesInQueries(pool);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: "embedded",
    embedded,
    // One process owns the folder, so no lock is needed (and the pool has one connection).
    async migrate(migrationsFolder) {
      const before = await appliedMigrations(pool);
      await migratePostgres(db, { migrationsFolder });
      if ((await appliedMigrations(pool)) === before) return;
      // Building or changing the schema grows PGlite's memory by some 50 MB that serving never
      // uses again, and it is never given back: a new process opens the migrated database.
      // The pool's connection is closed first, so the next query opens one to the new process.
      const connection = await pool.connect();
      connection.release(true);
      await embedded.replace();
    },
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

/** How many migrations the database has applied (none before the first). */
async function appliedMigrations(pool: pg.Pool): Promise<number> {
  const table = "drizzle.__drizzle_migrations";
  const found = await pool.query<{ exists: boolean }>(
    "select to_regclass($1) is not null as exists",
    [table],
  );
  if (!found.rows[0]?.exists) return 0;
  const counted = await pool.query<{ count: string }>(`select count(*) from ${table}`);
  return Number(counted.rows[0]?.count ?? 0);
}

/**
 * PGlite's initdb grows the WebAssembly memory of the process that runs it to about 800 MB, and
 * WebAssembly memory is never given back (a worker thread keeps a third of it too). So a folder
 * without a database gets one from a short-lived child process, and the database's own
 * process only opens it: the same ~150 MB as opening an existing database. PG_VERSION is what PGlite looks for.
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
  keepConnectionLossesInQueries(pool);
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

/**
 * A lost connection must not take the process down, nor keep a pool slot. pg reports it as an
 * 'error' event, on the pool for an idle client and on the client itself for one checked out
 * (in a transaction, between statements), which with no listener ends the process. A client
 * checked out when its connection is lost is given back to the pool with the error, so the
 * pool replaces it: Drizzle's transaction never releases its client when `begin` itself fails,
 * and with the embedded database's single connection that leak stopped every later statement.
 * Its own release afterwards is then a no-op, not pg's double-release error.
 */
function keepConnectionLossesInQueries(pool: pg.Pool): void {
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    let giveBack: ((error?: Error) => void) | undefined;
    // pg-pool sets `release` on every checkout: keep a once-only version of it.
    Object.defineProperty(client, "release", {
      configurable: true,
      get: () => giveBack,
      set: (release: (error?: Error) => void) => {
        let released = false;
        giveBack = (error) => {
          if (released) return;
          released = true;
          release(error);
        };
      },
    });
    client.on("error", (error: Error) => giveBack?.(error));
  });
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
