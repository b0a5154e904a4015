import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox, passwordResetTokens, users } from "../../db/schema";
import { tokenDigest } from "../auth/tokens";
import { normaliseEmail } from "../../core/email";

/** The reset e-mail's content; it goes to the address the account has on record. */
export interface ResetMailContent {
  subject: string;
  text: string;
}

/** What a new reset link may be: until when it works, and the account's allowance of links. */
export interface ResetLinkTerms {
  expiresAt: Date;
  /** Links made for one account since `countedSince`; at `max` no new one is made. */
  allowance: { countedSince: Date; max: number };
}

/**
 * A reset request in one statement, the same whatever the e-mail: for an account (matched on
 * the normalised e-mail) that has not had its allowance of links, older unused links stop
 * working, the new link is stored as its digest and its e-mail queued to the account's own
 * address; for any other e-mail nothing changes. One statement, so it is atomic, and an unknown
 * e-mail costs the database the same round trip as a known one. Returns the queued mail's id, or
 * null when nothing was queued.
 */
export async function createPasswordReset(
  db: Pick<Database, "execute">,
  request: { email: string; token: string; mail: ResetMailContent },
  terms: ResetLinkTerms,
  now: Date,
): Promise<{ mailId: number } | null> {
  const nowIso = now.toISOString();
  const windowStart = terms.allowance.countedSince.toISOString();
  const expiresAt = terms.expiresAt.toISOString();
  const t = passwordResetTokens;
  const m = mailOutbox;
  const column = (c: { name: string }) => sql.identifier(c.name);
  const result = await db.execute(sql`
    with target as (
      select ${users.id} as id, ${users.email} as email from ${users}
      where lower(${users.email}) = ${normaliseEmail(request.email)} limit 1
    ), allowed as (
      select target.id, target.email from target
      where (
        select count(*) from ${t}
        where ${t.userId} = target.id and ${t.createdAt} > ${windowStart}::timestamptz
      ) < ${terms.allowance.max}
    ), voided as (
      update ${t} set ${column(t.usedAt)} = ${nowIso}::timestamptz
      where ${t.userId} in (select id from allowed) and ${t.usedAt} is null
    ), stored as (
      insert into ${t} (${column(t.tokenHash)}, ${column(t.userId)}, ${column(t.createdAt)}, ${column(t.expiresAt)})
      select ${tokenDigest(request.token)}, id, ${nowIso}::timestamptz, ${expiresAt}::timestamptz from allowed
    )
    insert into ${m} (${column(m.toAddress)}, ${column(m.subject)}, ${column(m.textBody)}, ${column(m.nextAttemptAt)}, ${column(m.createdAt)})
    select email, ${request.mail.subject}, ${request.mail.text}, ${nowIso}::timestamptz, ${nowIso}::timestamptz from allowed
    returning ${column(m.id)} as id`);
  // Both drivers (node-postgres and PGlite) answer a raw statement with its `rows`.
  const [row] = (result as { rows: { id: number | string }[] }).rows;
  return row ? { mailId: Number(row.id) } : null;
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
