/**
 * Migrating the embedded database: PGlite's memory only grows, so when migrations change the
 * schema the database is opened again in a new process, which holds only what serving needs
 * (measured by `npm run bench`). That replacement must keep every row, never look like a crash,
 * and not happen on a start with nothing to migrate.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase, type DatabaseHandle } from "../../db/client";
import { users } from "../../db/schema";
import { insertUser } from "../../server/repositories/users";
import { migrationsFolder, testDatabaseKind } from "../support/database";

describe.skipIf(testDatabaseKind !== "embedded")("migrating the embedded database", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "site-migrate-"));
  let handle: DatabaseHandle | undefined;

  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("opens the new schema in a new process, without a crash's events, and keeps its rows", async () => {
    handle = await openEmbeddedDatabase(dir);
    const embedded = handle.embedded!;
    const events: string[] = [];
    embedded.on("down", () => events.push("down"));
    embedded.on("up", () => events.push("up"));
    const before = embedded.pid;

    await handle.migrate(migrationsFolder);

    expect(embedded.pid).not.toBe(before);
    expect(embedded.available).toBe(true);
    expect(events).toEqual([]);
    await insertUser(
      handle.db,
      { email: "žan.čebašek@example.si", passwordHash: "not-a-real-hash", role: "partner" },
      new Date(),
    );
    const emails = await handle.db.select({ email: users.email }).from(users);
    expect(emails).toEqual([{ email: "žan.čebašek@example.si" }]);
  });

  it("keeps the same process when there is nothing to migrate, on this start or the next", async () => {
    const embedded = handle!.embedded!;
    const running = embedded.pid;
    await handle!.migrate(migrationsFolder);
    expect(embedded.pid).toBe(running);

    await handle!.close();
    handle = await openEmbeddedDatabase(dir);
    const reopened = handle.embedded!.pid;
    await handle.migrate(migrationsFolder);
    expect(handle.embedded!.pid).toBe(reopened);
    const emails = await handle.db.select({ email: users.email }).from(users);
    expect(emails).toEqual([{ email: "žan.čebašek@example.si" }]);
  });
});
