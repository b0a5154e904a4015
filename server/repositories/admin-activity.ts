import { and, eq, gte, ilike, lt, or, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { adminAuditLog, userActivityLogs } from "../../db/schema";
import type { AuditQuery, SignInQuery } from "../../core/schemas/admin-activity";
import { containsPattern, readPage } from "./page-cursor";

type ActivityPage<Row> = { rows: Row[]; newer: string | null; older: string | null };

export type SignInRow = Pick<
  typeof userActivityLogs.$inferSelect,
  "id" | "email" | "source" | "method" | "ipAddress" | "userAgent" | "createdAt"
>;

export type AuditRow = Pick<
  typeof adminAuditLog.$inferSelect,
  "id" | "actorEmail" | "action" | "targetId" | "targetEmail" | "changedFields" | "createdAt"
>;

function timeRange(column: AnyColumn, range: { from?: string; to?: string }): SQL | undefined {
  return and(
    range.from ? gte(column, new Date(range.from)) : undefined,
    range.to ? lt(column, new Date(range.to)) : undefined,
  );
}

/**
 * Sign-ins, newest first. A source filter walks the (source, created_at, id) index, others the
 * (created_at, id) one; an e-mail fragment is checked on the rows walked, which stops as soon as
 * a page is full.
 */
export async function listSignInRows(
  db: Database,
  query: SignInQuery,
): Promise<ActivityPage<SignInRow>> {
  const filters = and(
    query.user ? ilike(userActivityLogs.email, containsPattern(query.user)) : undefined,
    query.source ? eq(userActivityLogs.source, query.source) : undefined,
    timeRange(userActivityLogs.createdAt, query),
  );
  return readPage(
    { at: userActivityLogs.createdAt, id: userActivityLogs.id },
    query,
    ({ where, orderBy, limit }) =>
      db
        .select({
          id: userActivityLogs.id,
          email: userActivityLogs.email,
          source: userActivityLogs.source,
          method: userActivityLogs.method,
          ipAddress: userActivityLogs.ipAddress,
          userAgent: userActivityLogs.userAgent,
          createdAt: userActivityLogs.createdAt,
        })
        .from(userActivityLogs)
        .where(and(filters, where))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => ({ at: row.createdAt, id: row.id }),
  );
}

/** The admin audit log, newest first; `user` matches the acting admin or the account acted on. */
export async function listAuditRows(
  db: Database,
  query: AuditQuery,
): Promise<ActivityPage<AuditRow>> {
  const pattern = query.user ? containsPattern(query.user) : null;
  const filters = and(
    pattern
      ? or(ilike(adminAuditLog.actorEmail, pattern), ilike(adminAuditLog.targetEmail, pattern))
      : undefined,
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    timeRange(adminAuditLog.createdAt, query),
  );
  return readPage(
    { at: adminAuditLog.createdAt, id: adminAuditLog.id },
    query,
    ({ where, orderBy, limit }) =>
      db
        .select({
          id: adminAuditLog.id,
          actorEmail: adminAuditLog.actorEmail,
          action: adminAuditLog.action,
          targetId: adminAuditLog.targetId,
          targetEmail: adminAuditLog.targetEmail,
          changedFields: adminAuditLog.changedFields,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .where(and(filters, where))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => ({ at: row.createdAt, id: row.id }),
  );
}
