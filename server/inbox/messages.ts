import type { Database } from "../../db/client";
import type { InboxMessage, MailStatus, MessageListQuery } from "../../core/schemas/admin-messages";
import {
  findInboxMessageRow,
  findMessageMailId,
  listInboxMessageRows,
  markUnhandledMessageHandled,
  type InboxMessageRow,
} from "../repositories/admin-messages";
import { audit, type Actor } from "../repositories/admin-users";
import { findMailStatus, requeueMail } from "../repositories/mail-outbox";

function toInboxMessage(row: InboxMessageRow): InboxMessage {
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

/** A page of contact messages with their e-mail's delivery, newest first. */
export async function listInboxMessages(
  db: Database,
  query: MessageListQuery,
): Promise<{ messages: InboxMessage[]; newer: string | null; older: string | null }> {
  const page = await listInboxMessageRows(db, query);
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
    const message = await findMessageMailId(tx, messageId);
    if (!message) return { ok: false, reason: "not-found" } as const;
    if (message.mailId === null) return { ok: false, reason: "no-mail" } as const;
    // Two admins retrying at once, or the worker finishing meanwhile, cannot queue it twice.
    const requeued = await requeueMail(tx, message.mailId, { whileStatus: "failed", dueAt: now });
    if (!requeued) {
      const status = await findMailStatus(tx, message.mailId);
      if (!status) return { ok: false, reason: "no-mail" } as const;
      return { ok: false, reason: "not-failed", status: status as "pending" | "sent" } as const;
    }
    await audit(
      tx,
      actor,
      "retry-mail",
      { id: message.id, email: message.email },
      ["status", "attempts", "nextAttemptAt"],
      now,
    );
    const row = await findInboxMessageRow(tx, messageId);
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
    // Only an unhandled message is marked: two admins at once mark it, and audit it, once.
    const marked = await markUnhandledMessageHandled(tx, messageId, {
      by: actor.userId,
      at: now,
    });
    if (marked) await audit(tx, actor, "mark-handled", marked, ["handledAt"], now);
    const row = await findInboxMessageRow(tx, messageId);
    if (!row) return { ok: false, reason: "not-found" } as const;
    return { ok: true, message: toInboxMessage(row) } as const;
  });
}
