import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type Role, type UserRow } from "../../db/schema";
import { twoFactorInForce } from "./two-factor";
import { normaliseEmail } from "../../core/email";
import { runNamed } from "./named-statement";

/**
 * The account signing in, with whether its two-factor sign-in is in force: one statement, as
 * the sign-in's lookup always was.
 */
export async function findUserForSignIn(
  db: Database,
  email: string,
): Promise<(UserRow & { twoFactor: boolean }) | null> {
  const [row] = await runNamed(
    db
      .select({
        user: users,
        twoFactor: twoFactorInForce(users.id),
      })
      .from(users)
      .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
      .limit(1),
  );
  return row ? { ...row.user, twoFactor: Boolean(row.twoFactor) } : null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await runNamed(
    db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
      .limit(1),
  );
  return row ?? null;
}

export async function findUserById(
  db: Pick<Database, "select">,
  id: string,
): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  fullName?: string | null;
  company?: string | null;
  role: Role;
  /** Seeded for demo mode (see server/accounts/demo-accounts.ts). */
  demo?: boolean;
}

/** Creates an account; null when the e-mail is taken (in any case). */
export async function insertUser(
  db: Pick<Database, "insert">,
  user: NewUser,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.trim(), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setPasswordHash(
  db: Pick<Database, "update">,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Deletes every demo account (their sessions go with them); returns how many. */
export async function deleteDemoUsers(db: Pick<Database, "delete">): Promise<number> {
  const removed = await db.delete(users).where(eq(users.demo, true)).returning({ id: users.id });
  return removed.length;
}
