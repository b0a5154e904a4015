import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { site } from "../../core/site";
import { hashPassword } from "../auth/passwords";
import { revokeUserSessions } from "../repositories/sessions";
import { findUserByEmail, insertUser } from "../repositories/users";

export interface AdminCredentials {
  email: string;
  password: string;
}

async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    // A demo admin's password is public: it is no reason to leave the firm without its own.
    .where(and(eq(users.role, "admin"), eq(users.demo, false)));
  return Number(row?.count ?? 0) > 0;
}

/**
 * Makes the account an admin with this password: creates it, or promotes and resets an existing
 * one, ending its sessions. Returns what was done.
 */
export async function setAdmin(
  db: Database,
  admin: AdminCredentials,
  now: Date,
): Promise<"created" | "updated"> {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: "admin", passwordHash, demo: false, updatedAt: now })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(tx, existing.id, now);
    });
    return "updated";
  }
  const created = await insertUser(
    db,
    { email: admin.email, passwordHash, role: "admin", fullName: null, company: site.name },
    now,
  );
  // A concurrent start created it first: make sure it is the admin asked for.
  if (!created) return setAdmin(db, admin, now);
  return "created";
}

/** Production bootstrap (ADMIN_EMAIL / ADMIN_PASSWORD): only while no admin but a demo one exists. */
export async function bootstrapAdmin(
  db: Database,
  admin: AdminCredentials,
  now: Date,
): Promise<"created" | "updated" | "skipped"> {
  if (await hasAdmin(db)) return "skipped";
  return setAdmin(db, admin, now);
}
