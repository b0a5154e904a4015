import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminAuditLog, users, type Role, type UserRow } from "../../db/schema";
import type { ManagedUser } from "../../core/schemas/admin-users";
import type { userSortFields } from "../../core/schemas/admin-users";
import { revokeUserSessions } from "./sessions";
import { insertUser } from "./users";

export function toManagedUser(row: UserRow): ManagedUser {
  return {
    userId: row.id,
    email: row.email,
    fullName: row.fullName,
    company: row.company,
    role: row.role,
    loginCount: row.loginCount,
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
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
      .select()
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
  return { users: rows.map(toManagedUser), total: counted?.total ?? 0 };
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

export type AdminChangeResult =
  | { ok: true; user: ManagedUser }
  | { ok: false; reason: "not-found" | "duplicate" | "last-admin" | "admin-row" };

/** Any id shared by every instance: one admin change at a time. */
const ADMIN_CHANGE_LOCK_ID = 7_201_992;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Runs one admin change in a transaction, one at a time on every instance: two admins demoting
 * each other cannot leave no admin, and row locks taken in different orders (a deleted user's
 * cascade, the audit row's reference to its actor) cannot deadlock. They are rare enough to queue.
 */
function adminChange<T>(db: Database, change: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK_ID})`);
    return change(tx);
  });
}

/** The user row, locked for the rest of the change. */
async function lockedUser(tx: Transaction, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row;
}

export async function createManagedUser(
  db: Database,
  actor: Actor,
  input: {
    email: string;
    passwordHash: string;
    fullName: string | null;
    company: string | null;
    role: Role;
  },
  now: Date,
): Promise<AdminChangeResult> {
  return adminChange(db, async (tx) => {
    const created = await insertUser(tx, input, now);
    if (!created) return { ok: false, reason: "duplicate" } as const;
    await audit(
      tx,
      actor,
      "create-user",
      created,
      ["email", "password", "fullName", "company", "role"],
      now,
    );
    return { ok: true, user: toManagedUser(created) } as const;
  });
}

async function adminCount(tx: Pick<Database, "select">): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, "admin"));
  return Number(row?.count ?? 0);
}

/**
 * Applies an admin's edit. A role change or a new password ends the user's sessions at once;
 * the last admin cannot be demoted.
 */
export async function updateManagedUser(
  db: Database,
  actor: Actor,
  userId: string,
  changes: {
    fullName?: string | null;
    company?: string | null;
    role?: Role;
    passwordHash?: string;
  },
  now: Date,
): Promise<AdminChangeResult> {
  return adminChange(db, async (tx) => {
    const current = await lockedUser(tx, userId);
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.role === "admin" && changes.role === "partner" && (await adminCount(tx)) <= 1) {
      return { ok: false, reason: "last-admin" } as const;
    }
    const changed: string[] = [];
    if (changes.fullName !== undefined && changes.fullName !== current.fullName) {
      changed.push("fullName");
    }
    if (changes.company !== undefined && changes.company !== current.company) {
      changed.push("company");
    }
    if (changes.role !== undefined && changes.role !== current.role) changed.push("role");
    if (changes.passwordHash !== undefined) changed.push("password");
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (changed.includes("role") || changed.includes("password")) {
      await revokeUserSessions(tx, userId, now);
    }
    await audit(tx, actor, "update-user", current, changed, now);
    return { ok: true, user: toManagedUser(updated!) } as const;
  });
}

export async function resetManagedPassword(
  db: Database,
  actor: Actor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<AdminChangeResult> {
  return adminChange(db, async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) return { ok: false, reason: "not-found" } as const;
    await revokeUserSessions(tx, userId, now);
    await audit(tx, actor, "reset-password", updated, ["password"], now);
    return { ok: true, user: toManagedUser(updated) } as const;
  });
}

/** Deletes a partner; admin rows cannot be deleted (SPEC §6), through the API either. */
export async function deleteManagedUser(
  db: Database,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<AdminChangeResult> {
  return adminChange(db, async (tx) => {
    const current = await lockedUser(tx, userId);
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.role === "admin") return { ok: false, reason: "admin-row" } as const;
    // Sessions go with the user (cascade): a deleted user's cookie is dead at once.
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.role, "partner")));
    await audit(tx, actor, "delete-user", current, [], now);
    return { ok: true, user: toManagedUser(current) } as const;
  });
}
