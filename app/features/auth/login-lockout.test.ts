import { describe, expect, it } from "vitest";
import { normaliseEmail } from "../../../core/email";
import {
  lockFromServer,
  lockRemainingMs,
  minutesToWait,
  noLockout,
  recordFailure,
  released,
  type LockoutState,
} from "./login-lockout";

const MINUTE = 60_000;
const t0 = Date.parse("2026-03-02T09:00:00Z");

function failAt(times: number[], state: LockoutState = noLockout) {
  return times.reduce((current, at) => recordFailure(current, at), state);
}

// docs/rules.md#partner-sign-in-limit, as the sign-in form counts it in the browser.
describe("partner login lockout", () => {
  it("locks for 15 minutes at the fifth failure within 15 minutes", () => {
    const four = failAt([0, 1, 2, 3].map((i) => t0 + i * MINUTE));
    expect(four.lockedUntil).toBeNull();
    const five = recordFailure(four, t0 + 4 * MINUTE);
    expect(five.lockedUntil).toBe(t0 + 4 * MINUTE + 15 * MINUTE);
    expect(lockRemainingMs(five, t0 + 4 * MINUTE)).toBe(15 * MINUTE);
  });

  it("forgets failures older than the window", () => {
    const state = failAt([0, 1, 2, 3].map((i) => t0 + i * MINUTE));
    const later = recordFailure(state, t0 + 16 * MINUTE + 30_000);
    expect(later.lockedUntil).toBeNull();
    expect(later.failures).toHaveLength(3);
  });

  it("opens again when the time is up", () => {
    const locked = failAt([0, 1, 2, 3, 4].map((i) => t0 + i * 1000));
    const until = locked.lockedUntil!;
    expect(released(locked, until - 1).lockedUntil).toBe(until);
    expect(released(locked, until).lockedUntil).toBeNull();
    expect(lockRemainingMs(locked, until + 1)).toBe(0);
  });

  it("takes the server's lock when it is longer", () => {
    const state = lockFromServer(noLockout, t0, 14 * 60 + 1);
    expect(lockRemainingMs(state, t0)).toBe((14 * 60 + 1) * 1000);
    const shorter = lockFromServer(state, t0, 60);
    expect(shorter.lockedUntil).toBe(state.lockedUntil);
  });

  it("counts down in whole minutes, rounded up", () => {
    expect(minutesToWait(15 * MINUTE)).toBe(15);
    expect(minutesToWait(14 * MINUTE + 1)).toBe(15);
    expect(minutesToWait(60_000)).toBe(1);
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(0)).toBe(1);
  });
});

describe("partner login lockout per e-mail", () => {
  const failFor = (email: string, times: number[], state: LockoutState = noLockout) =>
    times.reduce((current, at) => recordFailure(current, at, undefined, email), state);

  it("locks the e-mail for 15 minutes at its fifth failure, keyed trimmed and lower-cased", () => {
    const emails = ["Ana@Example.org", " ana@example.org", "ANA@example.org ", "ana@example.org"];
    const four = emails.reduce(
      (state, email, i) => recordFailure(state, t0 + i * MINUTE, undefined, email),
      noLockout,
    );
    expect(four.lockedUntil).toBeNull();
    const five = recordFailure(four, t0 + 4 * MINUTE, undefined, "ana@EXAMPLE.org");
    expect(five.email).toBe("ana@example.org");
    expect(lockRemainingMs(five, t0 + 4 * MINUTE)).toBe(15 * MINUTE);
  });

  it("counts another e-mail afresh, so 5 failures split between two lock neither", () => {
    const three = failFor(
      "ana@example.org",
      [0, 1, 2].map((i) => t0 + i * MINUTE),
    );
    const other = failFor(
      "bor@example.org",
      [3, 4].map((i) => t0 + i * MINUTE),
      three,
    );
    expect(other.lockedUntil).toBeNull();
    expect(other.email).toBe("bor@example.org");
    expect(other.failures).toHaveLength(2);
  });

  it("ties the server's lock to the e-mail it answered for", () => {
    const state = lockFromServer(noLockout, t0, 14 * 60, " Ana@Example.org");
    expect(state.email).toBe("ana@example.org");
    expect(lockRemainingMs(state, t0)).toBe(14 * MINUTE);
  });

  it("normalises an e-mail by trimming and lower-casing it", () => {
    expect(normaliseEmail("  Ana.Novak@Example.ORG ")).toBe("ana.novak@example.org");
  });
});
