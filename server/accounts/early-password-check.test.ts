import { describe, expect, it } from "vitest";
import { BlockedKeys } from "./early-password-check";
import { signInCounts } from "./sign-in-limits";

const at = Date.UTC(2026, 10, 28, 9);
const counts = (email: string, ipAddress: string) =>
  signInCounts({ email, ipAddress, source: "partner-portal" });

describe("BlockedKeys", () => {
  it("holds an account's block until it ends, for any address and any spelling of the e-mail", () => {
    const keys = new BlockedKeys();
    const mine = counts("Mojca.Kovacic@Example.si", "203.0.113.7");
    keys.remember(mine.accountKey, at + 15 * 60_000);
    expect(keys.blocked(counts("mojca.kovacic@example.si", "198.51.100.9"), at)).toBe(true);
    expect(keys.blocked(mine, at + 15 * 60_000 - 1)).toBe(true);
    expect(keys.blocked(mine, at + 15 * 60_000)).toBe(false);
    // Ended blocks are forgotten when read.
    expect(keys.size).toBe(0);
  });

  it("holds an address's block for every e-mail from it, and no other address", () => {
    const keys = new BlockedKeys();
    keys.remember(counts("a@example.si", "203.0.113.7").addressKey, at + 60_000);
    expect(keys.blocked(counts("b@example.si", "203.0.113.7"), at)).toBe(true);
    expect(keys.blocked(counts("b@example.si", "203.0.113.8"), at)).toBe(false);
  });

  it("keeps at most its limit, forgetting the keys remembered longest ago", () => {
    const keys = new BlockedKeys(3);
    const all = ["1", "2", "3", "4"].map((n) => counts(`p${n}@example.si`, `203.0.113.${n}`));
    for (const one of all) keys.remember(one.accountKey, at + 60_000);
    expect(keys.size).toBe(3);
    expect(all.map((one) => keys.blocked(one, at))).toEqual([false, true, true, true]);
  });
});
