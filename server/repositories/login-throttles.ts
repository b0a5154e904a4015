import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginThrottles } from "../../db/schema";
import { runNamed } from "./named-statement";

/** One key's sign-in count as stored (docs/rules.md#partner-sign-in-limit). */
export type ThrottleRow = typeof loginThrottles.$inferSelect;

/**
 * Locks the rows of these keys until the caller's transaction ends and answers them; a missing
 * row is created from `empty` first. One statement: the no-op update of an existing row takes
 * its row lock, as `select … for update` would, so concurrent sign-ins for one key wait here in
 * turn. The keys are locked in sorted order, so two transactions that lock the same rows cannot
 * deadlock. The keys travel as one array, so the statement's text is the same whatever their
 * number and it is planned once.
 */
export async function lockThrottles(
  tx: Pick<Database, "insert">,
  keys: string[],
  empty: Omit<ThrottleRow, "key">,
): Promise<ThrottleRow[]> {
  const sorted = [...new Set(keys)].sort();
  return runNamed(
    tx
      .insert(loginThrottles)
      .select(
        sql`select k.key, ${empty.attempts}::integer, ${empty.windowStartedAt.toISOString()}::timestamptz, ${empty.blockedUntil?.toISOString() ?? null}::timestamptz from unnest(${sql.param(sorted)}::text[]) with ordinality as k(key, n) order by k.n`,
      )
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: { attempts: sql`${loginThrottles.attempts}` },
      })
      .returning(),
  );
}

/** Writes rows, in one statement whatever their number (its text the same for any number). */
export async function writeThrottles(
  tx: Pick<Database, "insert">,
  rows: ThrottleRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: { name: string }) => sql`excluded.${sql.identifier(column.name)}`;
  const times = (pick: (row: ThrottleRow) => Date | null) =>
    sql.param(rows.map((row) => pick(row)?.toISOString() ?? null));
  await runNamed(
    tx
      .insert(loginThrottles)
      .select(
        sql`select * from unnest(${sql.param(rows.map((row) => row.key))}::text[], ${sql.param(rows.map((row) => row.attempts))}::integer[], ${times((row) => row.windowStartedAt)}::timestamptz[], ${times((row) => row.blockedUntil)}::timestamptz[])`,
      )
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          attempts: excluded(loginThrottles.attempts),
          windowStartedAt: excluded(loginThrottles.windowStartedAt),
          blockedUntil: excluded(loginThrottles.blockedUntil),
        },
      }),
  );
}

export async function deleteThrottle(db: Pick<Database, "delete">, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

/** Drops throttles whose window started, and whose block ended, before `olderThan`. */
export async function pruneLoginThrottles(db: Database, olderThan: Date): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      sql`${lt(loginThrottles.windowStartedAt, olderThan)} and (${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} < ${olderThan.toISOString()}::timestamptz)`,
    );
}
