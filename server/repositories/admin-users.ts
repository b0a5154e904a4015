import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminAuditLog, users, type Role, type UserRow } from "../../db/schema";
import type { ManagedUser } from "../../core/schemas/admin-users";
import { twoFactorInForce } from "./two-factor";
import type { userSortFields } from "../../core/schemas/admin-users";

export function toManagedUser(row: UserRow, twoFactor: boolean): ManagedUser {
  return {
    userId: row.id,
    email: row.email,
    fullName: row.fullName,
    company: row.company,
    role: row.role,
    loginCount: row.loginCount,
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    twoFactor,
  };
}

const sortColumns = {
  email: sql`lower(${users.email})`,
  fullName: sql`lower(${users.fullName})`,
  company: sql`lower(${users.company})`,
  role: users.role,
  loginCount: users.loginCount,
  lastLogin: users.lastLoginAt,
  createdAt: users.createdAt,
} satisfies Record<(typeof userSortFields)[number], unknown>;

/** `%` and `_` typed into the search box are meant literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listUsers(
  db: Database,
  query: {
    page: number;
    pageSize: number;
    search?: string;
    sort: (typeof userSortFields)[number];
    order: "asc" | "desc";
  },
): Promise<{ users: ManagedUser[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where: SQL | undefined = pattern
    ? or(ilike(users.email, pattern), ilike(users.fullName, pattern), ilike(users.company, pattern))
    : undefined;
  const direction = query.order === "desc" ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        user: users,
        twoFactor: twoFactorInForce(users.id),
      })
      .from(users)
      .where(where)
      // Ties (and empty values) fall back to the e-mail, then the id, for a stable order.
      .orderBy(direction(sortColumns[query.sort]), asc(sql`lower(${users.email})`), asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return {
    users: rows.map((row) => toManagedUser(row.user, Boolean(row.twoFactor))),
    total: counted?.total ?? 0,
  };
}

export async function userSummary(
  db: Database,
): Promise<{ totalUsers: number; adminUsers: number; totalLogins: number }> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)::int`,
      adminUsers: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
      totalLogins: sql<number>`coalesce(sum(${users.loginCount}), 0)::bigint`,
    })
    .from(users);
  return {
    totalUsers: Number(row?.totalUsers ?? 0),
    adminUsers: Number(row?.adminUsers ?? 0),
    totalLogins: Number(row?.totalLogins ?? 0),
  };
}

export interface Actor {
  userId: string;
  email: string;
}

type AuditAction = (typeof adminAuditLog.$inferInsert)["action"];

export async function audit(
  db: Pick<Database, "insert">,
  actor: Actor,
  action: AuditAction,
  target: { id: string; email: string } | null,
  changedFields: string[],
  now: Date,
) {
  await db.insert(adminAuditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action,
    targetId: target?.id ?? null,
    targetEmail: target?.email ?? null,
    changedFields,
    createdAt: now,
  });
}

/** Any id shared by every instance: one admin change at a time. */
const ADMIN_CHANGE_LOCK_ID = 7_201_992;

export type AdminTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs one admin change in a transaction, one at a time on every instance: two admins demoting
 * each other cannot leave no admin, and row locks taken in different orders (a deleted user's
 * cascade, the audit row's reference to its actor) cannot deadlock. They are rare enough to queue.
 */
export function inAdminChange<T>(
  db: Database,
  change: (tx: AdminTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK_ID})`);
    return change(tx);
  });
}

/** The user row, locked for the rest of the change. */
export async function lockUser(tx: AdminTransaction, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

export async function countAdmins(
  tx: Pick<Database, "select">,
  options: { includeDemo: boolean } = { includeDemo: true },
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      options.includeDemo
        ? eq(users.role, "admin")
        : and(eq(users.role, "admin"), eq(users.demo, false)),
    );
  return Number(row?.count ?? 0);
}

export interface UserRowChanges {
  fullName?: string | null;
  company?: string | null;
  role?: Role;
  passwordHash?: string;
  /** Cleared when an account becomes a real one (create-admin on a demo account). */
  demo?: boolean;
}

/** Writes the changes to a user row; undefined when the row does not exist. */
export async function updateUserRow(
  tx: Pick<Database, "update">,
  userId: string,
  changes: UserRowChanges,
  now: Date,
): Promise<UserRow | undefined> {
  const [updated] = await tx
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** Deletes a partner row; an admin row is never deleted, whoever asks. */
export async function deletePartnerRow(tx: Pick<Database, "delete">, userId: string) {
  // Sessions go with the user (cascade): a deleted user's cookie is dead at once.
  await tx.delete(users).where(and(eq(users.id, userId), eq(users.role, "partner")));
}
