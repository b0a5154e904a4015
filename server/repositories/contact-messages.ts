import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { ContactMessage } from "../../core/schemas/contact";

export interface ContactOrigin {
  ipAddress: string;
  userAgent: string | undefined;
  /** The account whose live session sent the message, or null: never from the message body. */
  userId: string | null;
}

/** Writes a contact message, naming the queued e-mail that carries it to the firm. */
export async function insertContactMessage(
  db: Pick<Database, "insert">,
  message: ContactMessage,
  origin: ContactOrigin,
  mailId: number,
  now: Date,
): Promise<string> {
  const [row] = await db
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
  return row!.id;
}
