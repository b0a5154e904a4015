import type { Database } from "../../db/client";
import {
  partnerRequestListLimit,
  type PartnerRequestList,
} from "../../core/schemas/partner-requests";
import { listRequestRowsOf } from "../repositories/partner-requests";

/** The messages one account sent while signed in, newest first: only its own, never another's. */
export async function listOwnRequests(db: Database, userId: string): Promise<PartnerRequestList> {
  // One more than shown tells whether there are older ones.
  const rows = await listRequestRowsOf(db, userId, partnerRequestListLimit + 1);
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
