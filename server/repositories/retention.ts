import { and, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contactMessages, mailOutbox, userActivityLogs } from "../../db/schema";

/**
 * Deletes contact messages received before `cutoff` together with the e-mail that carried each
 * (whatever its state: past the retention period neither copy of the message may stay), and
 * other e-mail queued before `cutoff` once it is sent or given up. Mail of a newer message is
 * never touched, so a message in the admin panel always shows its delivery.
 */
export async function deleteContactDataBefore(db: Database, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .returning({ id: contactMessages.id, mailId: contactMessages.mailId });
    const mailIds = deleted.flatMap((row) => (row.mailId === null ? [] : [row.mailId]));
    if (mailIds.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, mailIds));
    await tx.delete(mailOutbox).where(
      and(
        lt(mailOutbox.createdAt, cutoff),
        inArray(mailOutbox.status, ["sent", "failed"]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(contactMessages)
            .where(sql`${contactMessages.mailId} = ${mailOutbox.id}`),
        ),
      ),
    );
    return deleted.length;
  });
}

/** Deletes the sign-in records made before `cutoff`; returns how many. */
export async function deleteSignInRecordsBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(userActivityLogs)
    .where(lt(userActivityLogs.createdAt, cutoff))
    .returning({ id: userActivityLogs.id });
  return deleted.length;
}
