import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { normaliseEmail } from "../../../core/email";
import {
  loadLockout,
  lockFromServer,
  lockRemainingMs,
  minutesToWait,
  noLockout,
  recordFailure,
  released,
  saveLockout,
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

  it("counts the window from the first failure: a 5th at 14:59 locks, a 5th at 15:00 starts afresh", () => {
    const four = failAt([0, 1, 2, 3].map((i) => t0 + i * MINUTE));
    expect(recordFailure(four, t0 + 14 * MINUTE + 59_000).lockedUntil).toBe(
      t0 + 29 * MINUTE + 59_000,
    );
    const later = recordFailure(four, t0 + 15 * MINUTE);
    expect(later.lockedUntil).toBeNull();
    expect(later.attempts).toBe(1);
  });

  it("opens again when the time is up", () => {
    const locked = failAt([0, 1, 2, 3, 4].map((i) => t0 + i * 1000));
    const until = locked.lockedUntil!;
    expect(released(locked, until - 1).lockedUntil).toBe(until);
    expect(released(locked, until)).toEqual(noLockout);
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
    expect(other.attempts).toBe(2);
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

describe("the stored count", () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
  });
  afterEach(() => {
    items.clear();
    vi.unstubAllGlobals();
  });

  it("loads what was saved, the e-mail with it", () => {
    const locked = recordFailure(
      failAt([0, 1, 2, 3].map((i) => t0 + i * 1000)),
      t0 + 4000,
      undefined,
      "ana@example.org",
    );
    saveLockout("attempts", locked);
    expect(loadLockout("attempts")).toEqual(locked);
    saveLockout("attempts", noLockout);
    expect(items.has("attempts")).toBe(false);
  });

  it("loads an older shape, or anything else, as no lock", () => {
    items.set("attempts", JSON.stringify({ failures: [t0], lockedUntil: t0 + 15 * MINUTE }));
    expect(loadLockout("attempts")).toEqual(noLockout);
    items.set(
      "attempts",
      JSON.stringify({ attempts: "3", windowStartedAt: t0, lockedUntil: null }),
    );
    expect(loadLockout("attempts")).toEqual(noLockout);
    items.set("attempts", "{not json");
    expect(loadLockout("attempts")).toEqual(noLockout);
  });
});
