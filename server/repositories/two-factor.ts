import { and, count, eq, isNotNull, isNull, lt, or, sql, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recoveryCodes, sessions, twoFactorSecrets } from "../../db/schema";

type Writer = Pick<Database, "insert" | "update" | "delete">;

/** Whether the account (its id, or the column holding it) has two-factor sign-in in force. */
export const twoFactorInForce = (userId: SQLWrapper | string) =>
  sql<boolean>`exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = ${userId} and ${twoFactorSecrets.confirmedAt} is not null)`;

/** An account's authenticator secret, confirmed or not; null when it has none. */
export async function findTwoFactorSecret(db: Pick<Database, "select">, userId: string) {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a new secret to be confirmed, in place of an earlier unconfirmed one. False when the
 * account's two-factor sign-in is already in force: its secret stays.
 */
export async function saveUnconfirmedSecret(
  db: Pick<Database, "insert">,
  userId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const saved = await db
    .insert(twoFactorSecrets)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, createdAt: now, lastUsedStep: null },
      setWhere: isNull(twoFactorSecrets.confirmedAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return saved.length > 0;
}

/**
 * Takes a time-step for the account: true only if it is later than every step taken before,
 * so a code is accepted once however many requests bring it at the same moment. `confirming`:
 * the secret is being confirmed by this code, and is in force from now.
 */
export async function takeTimeStep(
  db: Pick<Database, "update">,
  userId: string,
  step: number,
  options: { confirmAt?: Date } = {},
): Promise<boolean> {
  const taken = await db
    .update(twoFactorSecrets)
    .set({
      lastUsedStep: step,
      ...(options.confirmAt ? { confirmedAt: options.confirmAt } : {}),
    })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        options.confirmAt
          ? isNull(twoFactorSecrets.confirmedAt)
          : isNotNull(twoFactorSecrets.confirmedAt),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return taken.length > 0;
}

/** Removes the account's secret and recovery codes; true if a confirmed secret was removed. */
export async function deleteTwoFactor(db: Writer, userId: string): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await db
    .delete(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .returning({ confirmedAt: twoFactorSecrets.confirmedAt });
  return removed.some((row) => row.confirmedAt !== null);
}

/** The account's recovery codes become these (digests), the old ones void. */
export async function replaceRecoveryCodes(
  db: Writer,
  userId: string,
  digests: string[],
  now: Date,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(digests.map((codeHash) => ({ codeHash, userId, createdAt: now })));
}

/** Uses one of the account's unused recovery codes; false if it is not one. */
export async function useRecoveryCode(
  db: Pick<Database, "update">,
  userId: string,
  digest: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.codeHash, digest),
        eq(recoveryCodes.userId, userId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash });
  return used.length > 0;
}

/** Whether the account's two-factor sign-in is in force: one primary-key read. */
export async function hasTwoFactor(db: Pick<Database, "select">, userId: string) {
  const found = await db
    .select({ userId: twoFactorSecrets.userId })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.confirmedAt)))
    .limit(1);
  return found.length > 0;
}

/** Whether the account's two-factor sign-in is in force, and its unused recovery codes. */
export async function twoFactorStatus(db: Pick<Database, "select">, userId: string) {
  const [row] = await db
    .select({
      enabled: twoFactorInForce(userId),
      left: count(recoveryCodes.codeHash),
    })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: Boolean(row?.enabled), recoveryCodesLeft: Number(row?.left ?? 0) };
}

/** The sign-in's second factor was given: the session has its rights from now. */
export async function passSecondFactor(
  db: Pick<Database, "update">,
  sessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorDue: false })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Counts a wrong code against a sign-in waiting for its second factor; answers its total. */
export async function countWrongCode(
  db: Pick<Database, "update">,
  sessionId: string,
): Promise<number> {
  const [row] = await db
    .update(sessions)
    .set({ secondFactorFailures: sql`${sessions.secondFactorFailures} + 1` })
    .where(eq(sessions.id, sessionId))
    .returning({ failures: sessions.secondFactorFailures });
  return row?.failures ?? Number.POSITIVE_INFINITY;
}
