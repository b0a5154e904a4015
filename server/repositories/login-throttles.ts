import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginThrottles } from "../../db/schema";

export interface ThrottlePolicy {
  /** Attempts allowed in one window; the one after is refused. */
  max: number;
  windowMs: number;
  /** How long the key stays blocked once the limit is reached. */
  lockMs: number;
}

export type ThrottleTicket =
  { allowed: true; attempt: number } | { allowed: false; retryAfterMs: number };

/**
 * Claims one attempt for a key before the password is checked. The count goes up in one
 * statement, so concurrent attempts are serialised by the row lock: of twenty at once, only
 * the allowance gets through, and the rest are refused without a password check.
 *
 * A window starts with the first attempt and lasts `windowMs`; a block lasts `lockMs` from the
 * attempt that reached the limit, and a key whose block has ended starts afresh.
 */
export async function claimAttempt(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<ThrottleTicket> {
  const nowIso = now.toISOString();
  const t = loginThrottles;
  const blocked = sql`(${t.blockedUntil} is not null and ${t.blockedUntil} > ${nowIso}::timestamptz)`;
  const fresh = sql`(${t.blockedUntil} is not null or ${t.windowStartedAt} <= ${nowIso}::timestamptz - ${policy.windowMs} * interval '1 millisecond')`;
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1, windowStartedAt: now, blockedUntil: null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`case when ${blocked} then ${t.attempts} when ${fresh} then 1 else ${t.attempts} + 1 end`,
        windowStartedAt: sql`case when ${blocked} then ${t.windowStartedAt} when ${fresh} then ${nowIso}::timestamptz else ${t.windowStartedAt} end`,
        blockedUntil: sql`case when ${blocked} then ${t.blockedUntil} else null end`,
      },
    })
    .returning();
  const { attempts, blockedUntil } = row!;
  if (blockedUntil && blockedUntil > now) {
    return { allowed: false, retryAfterMs: blockedUntil.getTime() - now.getTime() };
  }
  if (attempts > policy.max) {
    // More attempts in flight than the allowance: this one is refused, and the key is blocked.
    const until = await block(db, key, policy, now);
    return { allowed: false, retryAfterMs: until.getTime() - now.getTime() };
  }
  return { allowed: true, attempt: attempts };
}

/** Blocks a key for `lockMs` from now, unless a block is already running; returns its end. */
export async function block(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  now: Date,
): Promise<Date> {
  const until = new Date(now.getTime() + policy.lockMs);
  const [row] = await db
    .update(loginThrottles)
    .set({
      blockedUntil: sql`case when ${loginThrottles.blockedUntil} > ${now.toISOString()}::timestamptz then ${loginThrottles.blockedUntil} else ${until.toISOString()}::timestamptz end`,
    })
    .where(sql`${loginThrottles.key} = ${key}`)
    .returning({ blockedUntil: loginThrottles.blockedUntil });
  return row?.blockedUntil ?? until;
}

/** A successful sign-in clears the account's failures (docs/rules.md#partner-sign-in-limit). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottles).where(sql`${loginThrottles.key} = ${key}`);
}

/** Gives back an attempt that turned out not to be a failure (an address's successful sign-in). */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
    .where(sql`${loginThrottles.key} = ${key} and ${loginThrottles.blockedUntil} is null`);
}

/**
 * A partner's successful sign-in, in one statement: the address gets its attempt back and the
 * account's failures are cleared (`releaseAttempt` and `clearAttempts` together).
 */
export async function settleSuccessfulAttempt(
  db: Pick<Database, "execute">,
  addressKey: string,
  accountKey: string,
): Promise<void> {
  const t = loginThrottles;
  const attempts = sql.identifier(t.attempts.name);
  await db.execute(
    sql`with released as (update ${t} set ${attempts} = greatest(${attempts} - 1, 0) where ${t.key} = ${addressKey} and ${t.blockedUntil} is null) delete from ${t} where ${t.key} = ${accountKey}`,
  );
}

/** Drops throttles whose window and block both ended long ago. */
export async function pruneLoginThrottles(db: Database, olderThan: Date): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(
      sql`${lt(loginThrottles.windowStartedAt, olderThan)} and (${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} < ${olderThan.toISOString()}::timestamptz)`,
    );
}
