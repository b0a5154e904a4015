import { inboxTexts } from "../../../../core/texts/admin-inbox-and-activity";
import type { MessageDelivery } from "../../../../core/schemas/admin-messages";

export type DeliveryTone = "waiting" | "done" | "problem" | "none";

/** The badge of a message's e-mail: what its outbox row says, in the admin's words. */
export function deliveryState(delivery: MessageDelivery | null): {
  label: string;
  tone: DeliveryTone;
  retryable: boolean;
} {
  if (!delivery) return { label: inboxTexts.status.unknown, tone: "none", retryable: false };
  switch (delivery.status) {
    case "sent":
      return { label: inboxTexts.status.sent, tone: "done", retryable: false };
    case "failed":
      return { label: inboxTexts.status.failed, tone: "problem", retryable: true };
    case "pending":
      return delivery.attempts > 0
        ? { label: inboxTexts.status.retrying, tone: "problem", retryable: false }
        : { label: inboxTexts.status.queued, tone: "waiting", retryable: false };
  }
}
