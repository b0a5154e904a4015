import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";

export interface OwnRequestRow {
  id: string;
  subject: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
}

/** The newest `limit` messages one account sent while signed in: only its own, never another's. */
export async function listRequestRowsOf(
  db: Pick<Database, "select">,
  userId: string,
  limit: number,
): Promise<OwnRequestRow[]> {
  return db
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}
