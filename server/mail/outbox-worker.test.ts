import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox-worker";

describe("retryDelayMs", () => {
  it("doubles from the base and stops at the cap", () => {
    const delays = [1, 2, 3, 4, 8, 12, 20].map((attempt) =>
      retryDelayMs(attempt, 30_000, 3_600_000),
    );
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});
