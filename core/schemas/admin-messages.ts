import { z } from "zod/mini";
import { filterText, pageLinksShape, pageQueryShape } from "./admin-paging";

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
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Searches name, e-mail, company and subject. */
export const messageListQuerySchema = z.object({ search: filterText, ...pageQueryShape("uuid") });
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messageListSchema = z.object({
  messages: z.array(inboxMessageSchema),
  /** False when no mail server is configured: queued mail is held in the outbox, not tried. */
  mailDelivery: z.boolean(),
  ...pageLinksShape,
});
export type MessageList = z.infer<typeof messageListSchema>;

export const retryDeliverySchema = z.object({ message: inboxMessageSchema });
