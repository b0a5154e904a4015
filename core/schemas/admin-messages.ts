import { z } from "zod/mini";
import { listQueryMessages } from "../texts/admin-validation";
import {
  filterTextWith,
  pageLinksShape,
  pageQueryShape,
  type ListQueryTexts,
} from "./admin-paging";

export const mailStatuses = ["pending", "sent", "failed"] as const;
export const mailStatusSchema = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** The e-mail that carries a message to the firm, as the outbox last recorded it. */
export const messageDeliverySchema = z.object({
  status: mailStatusSchema,
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  /** When the worker tries next; only while the delivery is pending. */
  nextAttemptAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
});
export type MessageDelivery = z.infer<typeof messageDeliverySchema>;

/** The partner account that sent a message while signed in. */
export const messageAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.nullable(z.string()),
  company: z.nullable(z.string()),
});
export type MessageAccount = z.infer<typeof messageAccountSchema>;

export const inboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.nullable(z.string()),
  subject: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  /** Null when the e-mail is no longer kept. */
  delivery: z.nullable(messageDeliverySchema),
  /** The account whose session sent it; null for a visitor or once the account is deleted. */
  account: z.nullable(messageAccountSchema),
  /** When an admin marked it handled; null while it is only received. */
  handledAt: z.nullable(z.string()),
  /** The e-mail of the admin who marked it handled; null when unhandled or that account is gone. */
  handledBy: z.nullable(z.string()),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Which messages a list holds: those no admin has handled yet, or those one has. */
export const messageStates = ["open", "handled"] as const;
export const messageStateSchema = z.enum(messageStates);
export type MessageState = z.infer<typeof messageStateSchema>;

/** Searches name, e-mail, company and subject; `state` narrows to open or handled messages. */
export function messageListQuerySchemaWith(texts: ListQueryTexts) {
  return z.object({
    search: filterTextWith(texts),
    state: z.optional(messageStateSchema),
    ...pageQueryShape("uuid", texts),
  });
}
export const messageListQuerySchema = messageListQuerySchemaWith(listQueryMessages);
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageListSchema = z.object({
  messages: z.array(inboxMessageSchema),
  /** False when no mail server is configured: queued mail is held in the outbox, not tried. */
  mailDelivery: z.boolean(),
  ...pageLinksShape,
});
export type MessageList = z.infer<typeof messageListSchema>;

export const retryDeliverySchema = z.object({ message: inboxMessageSchema });

/** The answer to marking a message handled: the message as it now is. */
export const markHandledSchema = z.object({ message: inboxMessageSchema });
