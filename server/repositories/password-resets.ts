import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passwordResetTokens } from "../../db/schema";
import { passwordResetLimits } from "../../core/limits";
import { newToken, tokenDigest } from "../auth/tokens";
import { enqueueMail, type OutgoingMail } from "./mail-outbox";

/**
 * A new single-use link for a user, with its e-mail queued in the same transaction. Older
 * unused links of the user stop working. Returns null (and sends nothing) when the account
 * already had its allowance of links in the window.
 */
export async function createPasswordReset(
  db: Database,
  userId: string,
  mailFor: (token: string) => OutgoingMail,
  now: Date,
): Promise<{ mailId: number } | null> {
  const { perAccount, linkValidMs } = passwordResetLimits;
  return db.transaction(async (tx) => {
    const windowStart = new Date(now.getTime() - perAccount.windowMs);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, windowStart)),
      );
    if ((recent?.count ?? 0) >= perAccount.max) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    const token = newToken();
    await tx.insert(passwordResetTokens).values({
      tokenHash: tokenDigest(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + linkValidMs),
    });
    const mailId = await enqueueMail(tx, mailFor(token), now);
    return { mailId };
  });
}

/**
 * Uses a link: marks it used and returns its user, or null when it is unknown, used or
 * expired. One statement, so of two concurrent uses exactly one gets the user.
 */
export async function claimPasswordReset(
  db: Pick<Database, "update">,
  token: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenDigest(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Whether a link could still be used (checked before the slow password hash). */
export async function isPasswordResetUsable(
  db: Database,
  token: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenDigest(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return Boolean(row);
}

export async function prunePasswordResets(db: Database, olderThan: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(or(lt(passwordResetTokens.expiresAt, olderThan)));
}
