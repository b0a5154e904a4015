import { describe, expect, it } from "vitest";
import { isPermanentRefusal, retryDelayMs } from "./outbox-worker";

describe("retryDelayMs", () => {
  it("doubles from the base and stops at the cap", () => {
    const delays = [1, 2, 3, 4, 8, 12, 20].map((attempt) =>
      retryDelayMs(attempt, 30_000, 3_600_000),
    );
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000]);
  });
});

describe("isPermanentRefusal", () => {
  it("gives up on an SMTP 5xx reply only", () => {
    const refused = (responseCode: number) => Object.assign(new Error("refused"), { responseCode });
    expect(isPermanentRefusal(refused(550))).toBe(true);
    expect(isPermanentRefusal(refused(552))).toBe(true);
    expect(isPermanentRefusal(refused(451))).toBe(false);
    expect(isPermanentRefusal(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(isPermanentRefusal(null)).toBe(false);
  });
});
