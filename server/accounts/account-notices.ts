import type { Database } from "../../db/client";
import { accountNoticeMails, type AccountChange } from "../mail/account-notice-mail";
import { enqueueMailInAccountLanguage } from "../repositories/mail-outbox";

/**
 * Queues the owner's notice of a change to their account, in the caller's transaction: the
 * notice goes out exactly when the change is committed, in the account's language (the one of
 * its latest sign-in, read in the same statement). Nothing is queued for no change.
 */
export async function queueAccountNotice(
  tx: Pick<Database, "execute">,
  email: string,
  changes: AccountChange[],
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await enqueueMailInAccountLanguage(tx, email, accountNoticeMails(email, changes, now), now);
}
