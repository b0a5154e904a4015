import type { Database } from "../../db/client";
import type {
  AuditEntry,
  AuditQuery,
  SignInEntry,
  SignInQuery,
} from "../../core/schemas/admin-activity";
import { listAuditRows, listSignInRows } from "../repositories/admin-activity";

type Listed<Key extends string, Entry> = Record<Key, Entry[]> & {
  newer: string | null;
  older: string | null;
};

/** A page of sign-ins, newest first, filtered by part of the e-mail, source and time. */
export async function listSignIns(
  db: Database,
  query: SignInQuery,
): Promise<Listed<"signIns", SignInEntry>> {
  const page = await listSignInRows(db, query);
  return {
    signIns: page.rows.map(({ createdAt, id, ...row }) => ({
      ...row,
      id: String(id),
      at: createdAt.toISOString(),
    })),
    newer: page.newer,
    older: page.older,
  };
}

/** A page of the admin audit log, newest first, filtered by part of an e-mail, action and time. */
export async function listAuditEntries(
  db: Database,
  query: AuditQuery,
): Promise<Listed<"entries", AuditEntry>> {
  const page = await listAuditRows(db, query);
  return {
    entries: page.rows.map(({ createdAt, id, ...row }) => ({
      ...row,
      id: String(id),
      at: createdAt.toISOString(),
    })),
    newer: page.newer,
    older: page.older,
  };
}
