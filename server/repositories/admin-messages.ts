import { and, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { contactMessages, mailOutbox, users, type MailOutboxRow } from "../../db/schema";
import type { MessageListQuery } from "../../core/schemas/admin-messages";
import { containsPattern, readPage } from "./page-cursor";

/** The admin who marked a message handled (the sender's account is `users` itself). */
const handler = alias(users, "handler");

const listColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: handler.email,
  account: {
    id: users.id,
    email: users.email,
    fullName: users.fullName,
    company: users.company,
  },
  mail: {
    id: mailOutbox.id,
    status: mailOutbox.status,
    attempts: mailOutbox.attempts,
    lastError: mailOutbox.lastError,
    nextAttemptAt: mailOutbox.nextAttemptAt,
    sentAt: mailOutbox.sentAt,
  },
};

/** A contact message with its sender's account, the admin who handled it and its e-mail. */
export interface InboxMessageRow {
  id: string;
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
  account: { id: string; email: string; fullName: string | null; company: string | null } | null;
  mail: Pick<
    MailOutboxRow,
    "id" | "status" | "attempts" | "lastError" | "nextAttemptAt" | "sentAt"
  > | null;
}

const selectMessages = (db: Pick<Database, "select">) =>
  db
    .select(listColumns)
    .from(contactMessages)
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessages.mailId))
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));

/**
 * A page of contact messages, newest first, searched in name, e-mail, company and subject, and
 * narrowed to open (not yet handled) or handled ones when the query names a state.
 */
export async function listInboxMessageRows(
  db: Database,
  query: MessageListQuery,
): Promise<{ rows: InboxMessageRow[]; newer: string | null; older: string | null }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const search: SQL | undefined = pattern
    ? or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.company, pattern),
        ilike(contactMessages.subject, pattern),
      )
    : undefined;
  const state: SQL | undefined =
    query.state === "open"
      ? isNull(contactMessages.handledAt)
      : query.state === "handled"
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  return readPage(
    { at: contactMessages.createdAt, id: contactMessages.id },
    query,
    ({ where, orderBy, limit }) =>
      selectMessages(db)
        .where(and(search, state, where))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => ({ at: row.createdAt, id: row.id }),
  );
}

export async function findInboxMessageRow(
  db: Pick<Database, "select">,
  messageId: string,
): Promise<InboxMessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, messageId));
  return row;
}

/** The message's sender address and the id of the e-mail that carries it (null once deleted). */
export async function findMessageMailId(
  db: Pick<Database, "select">,
  messageId: string,
): Promise<{ id: string; email: string; mailId: number | null } | undefined> {
  const [row] = await db
    .select({
      id: contactMessages.id,
      email: contactMessages.email,
      mailId: contactMessages.mailId,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  return row;
}

/**
 * Records who handled the message and when, only on a message no one has handled yet: the check
 * and the change are one statement. Returns the message marked, or undefined when there was none.
 */
export async function markUnhandledMessageHandled(
  db: Pick<Database, "update">,
  messageId: string,
  handled: { by: string; at: Date },
): Promise<{ id: string; email: string } | undefined> {
  const [marked] = await db
    .update(contactMessages)
    .set({ handledAt: handled.at, handledBy: handled.by })
    .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)))
    .returning({ id: contactMessages.id, email: contactMessages.email });
  return marked;
}
