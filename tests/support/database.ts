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
  if (testDatabaseKind === "postgres") return createPostgresTestDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), "site-test-db-"));
  cpSync(inject("embeddedTemplateDir"), dir, { recursive: true });
  const open = async () => {
    const handle = await openEmbeddedDatabase(dir);
    await handle.migrate(migrationsFolder);
    return handle;
  };
  let handle = await open();
  return {
    get handle() {
      return handle;
    },
    async reopen() {
      await handle.close();
      handle = await open();
      return handle;
    },
    async drop() {
      await handle.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE=postgres needs DATABASE_URL");
  const name = `site_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = async () => {
    const handle = await openPostgresDatabase(url.toString());
    await handle.migrate(migrationsFolder);
    return handle;
  };
  let handle = await open();
  return {
    get handle() {
      return handle;
    },
    async reopen() {
      await handle.close();
      handle = await open();
      return handle;
    },
    async drop() {
      await handle.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
