import type { Database } from "../../db/client";
import { accountNoticeMail, type AccountChange } from "../mail/account-notice-mail";
import { enqueueMail } from "../repositories/mail-outbox";

/**
 * Queues the owner's notice of a change to their account, in the caller's transaction: the
 * notice goes out exactly when the change is committed. Nothing is queued for no change.
 */
export async function queueAccountNotice(
  tx: Pick<Database, "insert">,
  email: string,
  changes: AccountChange[],
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await enqueueMail(tx, accountNoticeMail(email, changes, now), now);
}
