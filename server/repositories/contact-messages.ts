import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { ContactMessage } from "../../core/schemas/contact";
import { enqueueMail, type OutgoingMail } from "./mail-outbox";

export interface ContactOrigin {
  ipAddress: string;
  userAgent: string | undefined;
  /** The account whose live session sent the message, or null: never from the message body. */
  userId: string | null;
}

/**
 * Stores the message and queues its e-mail in one transaction: once this resolves, the
 * message is on disk and its delivery will be attempted until it succeeds.
 */
export async function saveContactMessage(
  db: Database,
  message: ContactMessage,
  origin: ContactOrigin,
  mail: OutgoingMail,
  now: Date,
): Promise<{ id: string; mailId: number }> {
  return db.transaction(async (tx) => {
    // The mail first, so the message can name the e-mail that carries it.
    const mailId = await enqueueMail(tx, mail, now);
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        company: message.company || null,
        subject: message.subject,
        message: message.message,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent?.slice(0, 500) ?? null,
        createdAt: now,
        mailId,
        userId: origin.userId,
      })
      .returning({ id: contactMessages.id });
    return { id: row!.id, mailId };
  });
}
