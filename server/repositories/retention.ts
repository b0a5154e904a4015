import { and, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contactMessages, mailOutbox } from "../../db/schema";

/**
 * Deletes contact messages, and the e-mails that carried them, received before `cutoff`.
 * Mail still waiting for delivery is kept: it has not done its job yet.
 */
export async function deleteContactDataBefore(db: Database, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, cutoff))
      .returning({ id: contactMessages.id });
    await tx
      .delete(mailOutbox)
      .where(and(lt(mailOutbox.createdAt, cutoff), inArray(mailOutbox.status, ["sent", "failed"])));
    return deleted.length;
  });
}
