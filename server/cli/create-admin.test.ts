import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase } from "../../db/client";
import { findUserByEmail } from "../repositories/users";
import { verifyPassword } from "../auth/passwords";

const dataDir = mkdtempSync(path.join(tmpdir(), "create-admin-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(email: string, password: string) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.resolve(import.meta.dirname, "create-admin.ts"), email],
    {
      input: `${password}\n`,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
  return { code: result.status, out: result.stdout + result.stderr };
}

describe("npm run create-admin", () => {
  it("refuses a weak password, creates an admin, then resets it, never printing the password", async () => {
    const weak = createAdmin("boss@example.si", "abcdef");
    expect(weak.code).toBe(1);
    expect(weak.out).toContain("Password must contain at least one number");
    expect(weak.out).not.toContain("abcdef");

    const created = createAdmin("boss@example.si", "Granite55Ridge");
    expect(created.code).toBe(0);
    expect(created.out).toContain("Created the admin boss@example.si.");
    expect(created.out).not.toContain("Granite55Ridge");

    const reset = createAdmin("BOSS@example.si", "Granite66Ridge");
    expect(reset.code).toBe(0);

    const database = await openEmbeddedDatabase(dataDir);
    try {
      const user = await findUserByEmail(database.db, "boss@example.si");
      expect(user?.role).toBe("admin");
      expect(await verifyPassword(user?.passwordHash, "Granite66Ridge")).toBe(true);
    } finally {
      await database.close();
    }
    // Three command runs, each starting Node.js with tsx and opening the embedded database.
  }, 180_000);
});
