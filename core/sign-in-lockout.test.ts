import { describe, expect, it } from "vitest";
import {
  addressLockoutPolicy,
  adminLockoutPolicy,
  claimAttempt,
  countAttempt,
  lockCount,
  noAttempts,
  partnerLockoutPolicy,
  releaseAttempt,
  type LockoutCount,
  type LockoutPolicy,
} from "./sign-in-lockout";

const t0 = Date.parse("2026-03-02T09:00:00Z");

/** A time `minutes:seconds` after t0. */
const at = (minutes: number, seconds = 0) => t0 + minutes * 60_000 + seconds * 1000;

/** Counts attempts at these times, one after another, and answers the count and the verdicts. */
function countAt(policy: LockoutPolicy, times: number[], start: LockoutCount = noAttempts) {
  let count = start;
  const verdicts = times.map((now) => {
    const counted = countAttempt(count, policy, now);
    count = counted.count;
    return counted.verdict;
  });
  return { count, verdicts };
}

// docs/rules.md#partner-sign-in-limit
describe("the /login lockout", () => {
  it("lets 4 failures pass and locks at the 5th, for 15 minutes", () => {
    const { verdicts } = countAt(partnerLockoutPolicy, [at(0), at(1), at(2), at(3), at(4)]);
    expect(verdicts.slice(0, 4)).toEqual([
      { allowed: true, attempt: 1, last: false },
      { allowed: true, attempt: 2, last: false },
      { allowed: true, attempt: 3, last: false },
      { allowed: true, attempt: 4, last: false },
    ]);
    expect(verdicts[4]).toEqual({ allowed: false, retryAfterMs: 900_000 });
  });

  it("is locked 14:59 after the lock and free at 15:00, starting afresh", () => {
    const { count } = countAt(partnerLockoutPolicy, [at(0), at(0), at(0), at(0), at(0)]);
    const almost = claimAttempt(count, partnerLockoutPolicy, at(14, 59));
    expect(almost.verdict).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(almost.count).toEqual(count);
    const free = claimAttempt(count, partnerLockoutPolicy, at(15));
    expect(free.verdict).toEqual({ allowed: true, attempt: 1, last: false });
    expect(free.count).toEqual({ attempts: 1, windowStartedAt: at(15), lockedUntil: null });
  });

  it("the window starts at the first attempt: a 5th at 14:59 locks, a 5th at 15:00 starts a new window", () => {
    const four = countAt(partnerLockoutPolicy, [at(0), at(1), at(2), at(3)]).count;
    expect(countAttempt(four, partnerLockoutPolicy, at(14, 59)).verdict).toEqual({
      allowed: false,
      retryAfterMs: 900_000,
    });
    const renewed = countAttempt(four, partnerLockoutPolicy, at(15));
    expect(renewed.verdict).toEqual({ allowed: true, attempt: 1, last: false });
    expect(renewed.count.windowStartedAt).toBe(at(15));
  });
});

// docs/rules.md#admin-sign-in-limit
describe("the /admin lockout", () => {
  it("locks at the 5th submit for 30 minutes: locked at 29:59, free at 30:00", () => {
    const { count, verdicts } = countAt(adminLockoutPolicy, [at(0), at(0), at(0), at(0), at(0)]);
    expect(verdicts[4]).toEqual({ allowed: false, retryAfterMs: 1_800_000 });
    expect(claimAttempt(count, adminLockoutPolicy, at(29, 59)).verdict).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
    expect(claimAttempt(count, adminLockoutPolicy, at(30)).verdict).toEqual({
      allowed: true,
      attempt: 1,
      last: false,
    });
  });
});

// docs/rules.md#per-address-sign-in-limit
describe("the per-address lockout", () => {
  it("lets 99 failures pass and locks at the 100th, for 15 minutes", () => {
    const times = Array.from({ length: 100 }, (_, i) => at(0, i));
    const { verdicts } = countAt(addressLockoutPolicy, times);
    expect(verdicts.slice(0, 99).every((verdict) => verdict.allowed)).toBe(true);
    expect(verdicts[99]).toEqual({ allowed: false, retryAfterMs: 900_000 });
  });
});

describe("claims before the outcome is known", () => {
  it("allows 5 in flight, the 5th marked last, and refuses the 6th, which locks the key", () => {
    let count = noAttempts;
    const verdicts = Array.from({ length: 6 }, () => {
      const claimed = claimAttempt(count, partnerLockoutPolicy, at(0));
      count = claimed.count;
      return claimed.verdict;
    });
    expect(verdicts[4]).toEqual({ allowed: true, attempt: 5, last: true });
    expect(verdicts[5]).toEqual({ allowed: false, retryAfterMs: 900_000 });
    expect(count.lockedUntil).toBe(at(15));
  });

  it("a locked key does not count attempts, and a later lock does not lengthen a running one", () => {
    const locked: LockoutCount = { attempts: 5, windowStartedAt: at(0), lockedUntil: at(15) };
    expect(claimAttempt(locked, partnerLockoutPolicy, at(10)).count).toEqual(locked);
    expect(lockCount(locked, adminLockoutPolicy, at(10))).toEqual(locked);
    expect(lockCount(locked, adminLockoutPolicy, at(15)).lockedUntil).toBe(at(45));
  });

  it("gives back an attempt that did not count, but not while the key is locked", () => {
    const three: LockoutCount = { attempts: 3, windowStartedAt: at(0), lockedUntil: null };
    expect(releaseAttempt(three)).toEqual({ ...three, attempts: 2 });
    expect(releaseAttempt({ ...three, attempts: 0 }).attempts).toBe(0);
    const locked = { ...three, lockedUntil: at(15) };
    expect(releaseAttempt(locked)).toEqual(locked);
  });
});
