import { and, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { contactMessages, mailOutbox, users, type MailOutboxRow } from "../../db/schema";
import type { InboxMessage, MailStatus, MessageListQuery } from "../../core/schemas/admin-messages";
import { audit, type Actor } from "./admin-users";
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

type ListRow = {
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
};

function toInboxMessage(row: ListRow): InboxMessage {
  const { mail } = row;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    receivedAt: row.createdAt.toISOString(),
    delivery: mail
      ? {
          status: mail.status,
          attempts: mail.attempts,
          lastError: mail.lastError,
          nextAttemptAt: mail.status === "pending" ? mail.nextAttemptAt.toISOString() : null,
          sentAt: mail.sentAt?.toISOString() ?? null,
        }
      : null,
    account: row.account,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
  };
}

const selectMessages = (db: Pick<Database, "select">) =>
  db
    .select(listColumns)
    .from(contactMessages)
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactMessages.mailId))
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));

/** A page of contact messages with their e-mail's delivery, newest first. */
export async function listInboxMessages(
  db: Database,
  query: MessageListQuery,
): Promise<{ messages: InboxMessage[]; newer: string | null; older: string | null }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const search: SQL | undefined = pattern
    ? or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.company, pattern),
        ilike(contactMessages.subject, pattern),
      )
    : undefined;
  const page = await readPage(
    { at: contactMessages.createdAt, id: contactMessages.id },
    query,
    ({ where, orderBy, limit }) =>
      selectMessages(db)
        .where(and(search, where))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => ({ at: row.createdAt, id: row.id }),
  );
  return { messages: page.rows.map(toInboxMessage), newer: page.newer, older: page.older };
}

export type RetryResult =
  | { ok: true; message: InboxMessage }
  | { ok: false; reason: "not-found" | "no-mail" }
  | { ok: false; reason: "not-failed"; status: Exclude<MailStatus, "failed"> };

/**
 * Queues a message's failed e-mail again, due now, with a fresh run of attempts; only a failed
 * delivery can be retried (a pending one is on its way, a sent one arrived). Recorded in the
 * admin audit log.
 */
export async function retryMessageDelivery(
  db: Database,
  actor: Actor,
  messageId: string,
  now: Date,
): Promise<RetryResult> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({
        id: contactMessages.id,
        email: contactMessages.email,
        mailId: contactMessages.mailId,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    if (!message) return { ok: false, reason: "not-found" } as const;
    if (message.mailId === null) return { ok: false, reason: "no-mail" } as const;
    // The status check and the change are one statement: two admins retrying at once, or the
    // worker finishing meanwhile, cannot queue the mail twice.
    const [requeued] = await tx
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
      .where(and(eq(mailOutbox.id, message.mailId), eq(mailOutbox.status, "failed")))
      .returning({ id: mailOutbox.id });
    if (!requeued) {
      const [mail] = await tx
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, message.mailId));
      if (!mail) return { ok: false, reason: "no-mail" } as const;
      return { ok: false, reason: "not-failed", status: mail.status as "pending" | "sent" };
    }
    await audit(
      tx,
      actor,
      "retry-mail",
      { id: message.id, email: message.email },
      ["status", "attempts", "nextAttemptAt"],
      now,
    );
    const [row] = await selectMessages(tx).where(eq(contactMessages.id, messageId));
    return { ok: true, message: toInboxMessage(row!) } as const;
  });
}

export type HandledResult =
  { ok: true; message: InboxMessage } | { ok: false; reason: "not-found" };

/**
 * Marks a message handled by the acting admin, once: marking it again changes nothing and
 * answers the message as it is (the first admin and time stay). The first marking is recorded in
 * the admin audit log; the partner who sent it then sees it as handled.
 */
export async function markMessageHandled(
  db: Database,
  actor: Actor,
  messageId: string,
  now: Date,
): Promise<HandledResult> {
  return db.transaction(async (tx) => {
    // Checked and changed in one statement: two admins at once mark it, and audit it, once.
    const [marked] = await tx
      .update(contactMessages)
      .set({ handledAt: now, handledBy: actor.userId })
      .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.handledAt)))
      .returning({ id: contactMessages.id, email: contactMessages.email });
    if (marked) {
      await audit(
        tx,
        actor,
        "mark-handled",
        { id: marked.id, email: marked.email },
        ["handledAt"],
        now,
      );
    }
    const [row] = await selectMessages(tx).where(eq(contactMessages.id, messageId));
    if (!row) return { ok: false, reason: "not-found" } as const;
    return { ok: true, message: toInboxMessage(row) } as const;
  });
}
