import { describe, expect, it } from "vitest";
import {
  connectionLimitsFor,
  directConnectionLimits,
  proxiedConnectionLimits,
} from "./connection-limits";

describe("connection limits", () => {
  it("give a proxy a larger but bounded share and outlast its keep-alive", () => {
    expect(connectionLimitsFor(false)).toBe(directConnectionLimits);
    expect(connectionLimitsFor(true)).toBe(proxiedConnectionLimits);
    expect(proxiedConnectionLimits.perAddress).toBeGreaterThan(directConnectionLimits.perAddress);
    expect(proxiedConnectionLimits.perAddress).toBeLessThan(proxiedConnectionLimits.total);
    expect(proxiedConnectionLimits.keepAliveTimeoutMs).toBeGreaterThan(60_000);
    for (const limits of [directConnectionLimits, proxiedConnectionLimits]) {
      expect(limits.headersTimeoutMs).toBeLessThanOrEqual(limits.requestTimeoutMs);
      expect(limits.keepAliveTimeoutMs).toBeLessThan(limits.idleTimeoutMs);
    }
  });
});
