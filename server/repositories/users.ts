import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type Role, type UserRow } from "../../db/schema";
import { twoFactorInForce } from "./two-factor";
import { normaliseEmail } from "../../core/email";
import { runNamed } from "./named-statement";

export type SignInUser = UserRow & { twoFactor: boolean };

/**
 * The accounts signing in, by normalised e-mail, with whether each one's two-factor sign-in is
 * in force: one statement for a burst of sign-ins, its text the same for any number of them.
 * Keyed on the database's own `lower(email)`, the value each e-mail was matched on.
 */
export async function findUsersForSignIn(
  db: Database,
  normalisedEmails: string[],
): Promise<Map<string, SignInUser>> {
  const rows = await runNamed(
    db
      .select({
        key: sql<string>`lower(${users.email})`,
        user: users,
        twoFactor: twoFactorInForce(users.id),
      })
      .from(users)
      .where(sql`lower(${users.email}) = any(${sql.param(normalisedEmails)}::text[])`),
  );
  return new Map(rows.map((row) => [row.key, { ...row.user, twoFactor: Boolean(row.twoFactor) }]));
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
