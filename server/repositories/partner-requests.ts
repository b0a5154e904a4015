import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import {
  partnerRequestListLimit,
  type PartnerRequestList,
} from "../../core/schemas/partner-requests";

/** The messages one account sent while signed in, newest first: only its own, never another's. */
export async function listOwnRequests(db: Database, userId: string): Promise<PartnerRequestList> {
  const rows = await db
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
    // One more than shown tells whether there are older ones.
    .limit(partnerRequestListLimit + 1);
  return {
    requests: rows.slice(0, partnerRequestListLimit).map((row) => ({
      id: row.id,
      subject: row.subject,
      message: row.message,
      receivedAt: row.createdAt.toISOString(),
      state: row.handledAt ? ("handled" as const) : ("received" as const),
      handledAt: row.handledAt?.toISOString() ?? null,
    })),
    olderNotShown: rows.length > partnerRequestListLimit,
  };
}
