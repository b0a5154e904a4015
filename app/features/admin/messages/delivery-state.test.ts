import { describe, expect, it } from "vitest";
import { deliveryState } from "./delivery-state";

const delivery = (status: "pending" | "sent" | "failed", attempts: number) => ({
  status,
  attempts,
  lastError: null,
  nextAttemptAt: null,
  sentAt: null,
});

describe("a message's delivery badge", () => {
  it("names each outbox state, and only a failed one can be retried", () => {
    expect(deliveryState(delivery("pending", 0))).toEqual({
      label: "Queued",
      tone: "waiting",
      retryable: false,
    });
    expect(deliveryState(delivery("pending", 2))).toMatchObject({ label: "Retrying" });
    expect(deliveryState(delivery("sent", 0))).toMatchObject({ label: "Sent", retryable: false });
    expect(deliveryState(delivery("failed", 20))).toMatchObject({
      label: "Failed",
      retryable: true,
    });
    expect(deliveryState(null)).toMatchObject({ label: "Not kept", retryable: false });
  });
});
