import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import pg from "pg";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "../../db/client";

export const migrationsFolder = path.resolve(import.meta.dirname, "../../db/migrations");

/** Which database the API tests run on: embedded always, PostgreSQL in a second pass. */
export const testDatabaseKind = process.env.TEST_DATABASE === "postgres" ? "postgres" : "embedded";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Opens the same database again, as a restarted process would. */
  reopen(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new embedded database in a temporary
 * folder, or a new database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseKind === "postgres"
    ? createPostgresTestDatabase()
    : createEmbeddedTestDatabase();
}

/** A database opened (and migrated) by `open`, removed by `remove` once closed. */
async function testDatabase(
  open: () => Promise<DatabaseHandle>,
  remove: () => Promise<void>,
): Promise<TestDatabase> {
  const openMigrated = async () => {
    const handle = await open();
    await handle.migrate(migrationsFolder);
    return handle;
  };
  let handle = await openMigrated();
  return {
    get handle() {
      return handle;
    },
    async reopen() {
      await handle.close();
      handle = await openMigrated();
      return handle;
    },
    async drop() {
      await handle.close().catch(() => {});
      await remove();
    },
  };
}

async function createEmbeddedTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "site-test-db-"));
  cpSync(inject("embeddedTemplateDir"), dir, { recursive: true });
  return testDatabase(
    () => openEmbeddedDatabase(dir),
    async () => rmSync(dir, { recursive: true, force: true }),
  );
}

/** A new, empty database on the PostgreSQL server at DATABASE_URL: its URL, and its removal. */
export async function createServerDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE=postgres needs DATABASE_URL");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const server = await createServerDatabase("site_test");
  return testDatabase(() => openPostgresDatabase(server.url), server.drop);
}
