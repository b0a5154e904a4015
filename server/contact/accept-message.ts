import type { RateLimitOptions } from "@fastify/rate-limit";
import type { Database } from "../../db/client";
import { contactRateLimit } from "../../core/limits";
import type { Locale } from "../../core/locales";
import type { ContactMessage } from "../../core/schemas/contact";
import { contactMail } from "../mail/contact-mail";
import { insertContactMessage, type ContactOrigin } from "../repositories/contact-messages";
import { enqueueMail, type OutgoingMail } from "../repositories/mail-outbox";

/**
 * How many messages one client address (an IPv6 /64) may send, counted in the database by the
 * server's rate limiter.
 */
export const contactAllowance = {
  max: contactRateLimit.max,
  timeWindow: contactRateLimit.windowMs,
  // Counted after validation: only well-formed messages use up the allowance.
  hook: "preHandler",
} as const satisfies RateLimitOptions;

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
    const id = await insertContactMessage(tx, message, origin, mailId, now);
    return { id, mailId };
  });
}

export interface ContactSubmission {
  message: ContactMessage;
  /** The language of the page the message was sent from, named in the firm's e-mail. */
  locale: Locale;
  ipAddress: string;
  userAgent: string | undefined;
  /**
   * The account of the request's live session, or null; asked only for a message that is kept.
   * Never taken from the message body.
   */
  sender: () => Promise<string | null>;
}

export type ContactOutcome =
  /** A bot filled in the hidden field: it is answered as accepted, and nothing is kept. */
  | { kept: false }
  /** `linked`: sent with a live session, so the sender finds it among their own requests. */
  | { kept: true; messageId: string; mailId: number; linked: boolean };

/** A message from the contact form: kept with its e-mail to the firm, or dropped as spam. */
export async function acceptContactMessage(
  db: Database,
  submission: ContactSubmission,
  contactTo: string,
  now: Date,
): Promise<ContactOutcome> {
  const { message } = submission;
  if (message.website) return { kept: false };
  const mail = contactMail(message, contactTo, now, submission.locale);
  const userId = await submission.sender();
  const saved = await saveContactMessage(
    db,
    message,
    { ipAddress: submission.ipAddress, userAgent: submission.userAgent, userId },
    mail,
    now,
  );
  return { kept: true, messageId: saved.id, mailId: saved.mailId, linked: userId !== null };
}
