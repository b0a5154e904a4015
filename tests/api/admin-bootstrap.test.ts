import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { bootstrapAdmin } from "../../server/accounts/admin-bootstrap";
import { hashPassword } from "../../server/auth/passwords";
import { insertUser } from "../../server/repositories/users";
import { createAccount } from "../support/accounts";
import { TestClock } from "../support/clock";
import { createTestDatabase, type TestDatabase } from "../support/database";

let database: TestDatabase;
const clock = new TestClock();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

describe("admin bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD", () => {
  it("creates the admin while none exists, and does nothing once one does", async () => {
    const { db } = database.handle;
    await createAccount(db, clock, { email: "partner@example.si" });
    const first = await bootstrapAdmin(
      db,
      { email: "it@firm.example", password: "Sturdy42Pass" },
      clock.now(),
    );
    expect(first).toBe("created");
    const second = await bootstrapAdmin(
      db,
      { email: "other@firm.example", password: "Sturdy43Pass" },
      clock.now(),
    );
    expect(second).toBe("skipped");
    const rows = await db.select().from(users);
    expect(rows.map((row) => [row.email, row.role]).sort()).toEqual([
      ["it@firm.example", "admin"],
      ["partner@example.si", "partner"],
    ]);
  });

  it("counts no demo admin as the firm's admin: its password is public", async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh.handle;
      await insertUser(
        db,
        {
          email: "admin@example.com",
          passwordHash: await hashPassword("AdminDemo2026"),
          role: "admin",
          demo: true,
        },
        clock.now(),
      );
      const result = await bootstrapAdmin(
        db,
        { email: "it@firm.example", password: "Sturdy42Pass" },
        clock.now(),
      );
      expect(result).toBe("created");
    } finally {
      await fresh.drop();
    }
  });
});
