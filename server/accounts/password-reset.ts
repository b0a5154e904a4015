import type { Database } from "../../db/client";
import { passwordResetLimits } from "../../core/limits";
import type { Locale } from "../../core/locales";
import type { Clock } from "../clock";
import { hashPassword, judgePassword, type PasswordVerdict } from "../auth/passwords";
import { newToken } from "../auth/tokens";
import { passwordResetLink, passwordResetMail } from "../mail/password-reset-mail";
import {
  claimPasswordReset,
  createPasswordReset,
  isPasswordResetUsable,
  type ResetLinkTerms,
} from "../repositories/password-resets";
import { revokeUserSessions } from "../repositories/sessions";
import { findUserById, setPasswordHash } from "../repositories/users";
import { queueAccountNotice } from "./account-notices";
import { liftAccountBlock } from "./sign-in-limits";

/** A queued reset e-mail: its outbox row and the link it carries. */
export interface QueuedResetMail {
  mailId: number;
  link: string;
}

/**
 * A link made now works for an hour, and an account gets at most 3 links an hour
 * (docs/rules.md#reset-links).
 */
export function resetLinkTerms(now: Date): ResetLinkTerms {
  const { linkValidMs, perAccount } = passwordResetLimits;
  return {
    expiresAt: new Date(now.getTime() + linkValidMs),
    allowance: { countedSince: new Date(now.getTime() - perAccount.windowMs), max: perAccount.max },
  };
}

/**
 * A reset request: for an account within its allowance, a new single-use link is made and its
 * e-mail queued, in the language of the page that asked (`locale`), with a link to that
 * language's reset page. Null when nothing was queued (no account, or the allowance is used
 * up). Both cases do the same work, a token, the e-mail's text and one statement, so neither the
 * answer nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(
  db: Database,
  request: { email: string; locale: Locale },
  publicUrl: string,
  now: Date,
): Promise<QueuedResetMail | null> {
  const { email, locale } = request;
  const token = newToken();
  const link = passwordResetLink(publicUrl, token, locale);
  const created = await createPasswordReset(
    db,
    { email, token, mail: passwordResetMail(link, locale) },
    resetLinkTerms(now),
    now,
  );
  return created ? { mailId: created.mailId, link } : null;
}

export type PasswordResetOutcome =
  | { ok: true }
  | { ok: false; reason: "weak-password"; verdict: Exclude<PasswordVerdict, { ok: true }> }
  | { ok: false; reason: "invalid-link" };

/**
 * Sets a new password with a reset link's token: the link is used up, every session of the
 * account ends, the owner is told, and the account's sign-in block is lifted (proving control
 * of the mailbox).
 */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
  clock: Clock,
): Promise<PasswordResetOutcome> {
  const verdict = judgePassword(password);
  if (!verdict.ok) return { ok: false, reason: "weak-password", verdict };
  // Checked first so a dead link costs no hashing; claimed after, atomically.
  if (!(await isPasswordResetUsable(db, token, clock.now()))) {
    return { ok: false, reason: "invalid-link" };
  }
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  const user = await db.transaction(async (tx) => {
    const claimed = await claimPasswordReset(tx, token, now);
    if (!claimed) return null;
    await setPasswordHash(tx, claimed, passwordHash, now);
    await revokeUserSessions(tx, claimed, now);
    const owner = await findUserById(tx, claimed);
    if (owner) {
      await queueAccountNotice(tx, owner.email, [{ kind: "password", by: "reset-link" }], now);
    }
    return owner;
  });
  if (!user) return { ok: false, reason: "invalid-link" };
  await liftAccountBlock(db, user.email);
  return { ok: true };
}
