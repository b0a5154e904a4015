import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  activityShareEveryMs,
  createSessionKeeper,
  type KeeperDeps,
  type RefreshOutcome,
} from "./session-keeper";

// The numbers are docs/rules.md's, written out: a test that read them from core/limits.ts
// could not notice a wrong one there.
const SECOND = 1_000;
const MINUTE = 60_000;

interface SetupOptions {
  /** The access token's time left, at the start and after each refresh. */
  tokenMs?: number;
  refreshAnswer?: RefreshOutcome;
  /** The person's last input before the keeper started, this long before it. */
  idleBeforeStartMs?: number;
}

/** A keeper on fake timers, with a session whose token expires `tokenMs` from now. */
function setup({
  tokenMs = 15 * MINUTE,
  refreshAnswer = "refreshed",
  idleBeforeStartMs = 0,
}: SetupOptions = {}) {
  let expiresAt = Date.now() + tokenMs;
  let shared: number | null = null;
  const calls = {
    warn: vi.fn(),
    clearWarning: vi.fn(),
    expire: vi.fn(),
    lost: vi.fn(),
    refresh: vi.fn(async (_idleMs: number): Promise<RefreshOutcome> => {
      if (refreshAnswer === "refreshed") expiresAt = Date.now() + tokenMs;
      return refreshAnswer;
    }),
    writes: [] as number[],
  };
  const deps: KeeperDeps = {
    now: () => Date.now(),
    lastInputAt: Date.now() - idleBeforeStartMs,
    accessExpiresAt: () => expiresAt,
    refresh: calls.refresh,
    readSharedActivity: () => shared,
    writeSharedActivity: (at) => {
      shared = at;
      calls.writes.push(at);
    },
    warn: calls.warn,
    clearWarning: calls.clearWarning,
    expire: calls.expire,
    lost: calls.lost,
  };
  const keeper = createSessionKeeper(deps);
  return {
    keeper,
    calls,
    /** Activity in another tab, as it arrives through storage. */
    otherTabActiveAt: (at: number) => {
      shared = at;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-02T09:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("inactivity", () => {
  it("warns once at 25 idle minutes and signs out at 30", async () => {
    const { calls, keeper } = setup();
    await vi.advanceTimersByTimeAsync(25 * MINUTE - SECOND);
    expect(calls.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - SECOND);
    expect(calls.expire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(calls.expire).toHaveBeenCalledTimes(1);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("restarts the timer on activity", async () => {
    const { calls, keeper } = setup();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    keeper.activity();
    await vi.advanceTimersByTimeAsync(24 * MINUTE);
    expect(calls.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(calls.expire).toHaveBeenCalledTimes(1);
  });

  it("warns again after activity that followed a warning", async () => {
    const { calls, keeper } = setup();
    await vi.advanceTimersByTimeAsync(26 * MINUTE);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    keeper.activity();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(calls.expire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(calls.warn).toHaveBeenCalledTimes(2);
    expect(calls.expire).not.toHaveBeenCalled();
    keeper.stop();
  });

  it("Stay signed in refreshes at once reporting no idle time, clears the warning and restarts the 30 minutes", async () => {
    const { calls, keeper } = setup();
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    const refreshesBefore = calls.refresh.mock.calls.length;
    expect(await keeper.staySignedIn()).toBe("refreshed");
    expect(calls.refresh.mock.calls.slice(refreshesBefore)).toEqual([[0]]);
    expect(calls.clearWarning).toHaveBeenCalledTimes(1);
    // Shared with the other tabs straight away.
    expect(calls.writes.at(-1)).toBe(Date.now());
    // Past the 30 idle minutes counted from sign-in: still signed in.
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(calls.expire).not.toHaveBeenCalled();
    // 25 minutes after Stay signed in the warning comes again, at 30 the sign-out.
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(calls.warn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(calls.expire).toHaveBeenCalledTimes(1);
  });

  it("Stay signed in on a session the server has ended signs the tab out", async () => {
    const { calls, keeper } = setup({ tokenMs: 40 * MINUTE, refreshAnswer: "ended" });
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(await keeper.staySignedIn()).toBe("ended");
    expect(calls.lost).toHaveBeenCalledTimes(1);
    expect(await keeper.staySignedIn()).toBeNull();
  });

  it("counts activity in another tab", async () => {
    const { calls, otherTabActiveAt, keeper } = setup();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    otherTabActiveAt(Date.now());
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(calls.expire).not.toHaveBeenCalled();
    expect(calls.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(calls.expire).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("shares its activity at most every few seconds, the last movement included", async () => {
    const { calls, keeper } = setup();
    const start = Date.now();
    expect(calls.writes).toEqual([start]);
    await vi.advanceTimersByTimeAsync(activityShareEveryMs);
    for (let i = 0; i < 10; i += 1) {
      keeper.activity();
      await vi.advanceTimersByTimeAsync(100);
    }
    const lastMove = Date.now() - 100;
    expect(calls.writes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(activityShareEveryMs);
    expect(calls.writes).toHaveLength(3);
    expect(calls.writes.at(-1)).toBe(lastMove);
    keeper.stop();
  });

  it("stops when asked", async () => {
    const { calls, keeper } = setup();
    keeper.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(calls.warn).not.toHaveBeenCalled();
    expect(calls.expire).not.toHaveBeenCalled();
    expect(calls.refresh).not.toHaveBeenCalled();
  });
});

describe("the order of events (a keeper that arrives late, a clock that jumps)", () => {
  it("counts idle time from the last input before the keeper started, not from its start", async () => {
    // Signed in, the mouse moved, and 24 minutes passed before the keeper's script arrived.
    const { calls, keeper } = setup({ idleBeforeStartMs: 24 * MINUTE });
    expect(calls.writes).toEqual([Date.now() - 24 * MINUTE]);
    await vi.advanceTimersByTimeAsync(1 * MINUTE - SECOND);
    expect(calls.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(calls.expire).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("reports the idle time from before its start in its first refresh", async () => {
    const { calls, keeper } = setup({ tokenMs: 30 * SECOND, idleBeforeStartMs: 24 * MINUTE });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.refresh).toHaveBeenCalledWith(24 * MINUTE);
    keeper.stop();
  });

  it("signs out at once, without refreshing, when it starts 30 minutes after the last input", async () => {
    const { calls } = setup({ tokenMs: 30 * SECOND, idleBeforeStartMs: 30 * MINUTE });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.expire).toHaveBeenCalledTimes(1);
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(calls.warn).not.toHaveBeenCalled();
  });

  it("starts without warning 29 s before the 25th idle minute, and warns at it", async () => {
    const { calls, keeper } = setup({ idleBeforeStartMs: 25 * MINUTE - 29 * SECOND });
    await vi.advanceTimersByTimeAsync(28 * SECOND);
    expect(calls.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("never moves the shared activity back to an older time", async () => {
    const { calls, keeper, otherTabActiveAt } = setup();
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(1 * SECOND);
    // Moved within 5 s of the last share: this tab's time waits for the trailing share...
    keeper.activity();
    await vi.advanceTimersByTimeAsync(2 * SECOND);
    // ...and meanwhile another tab is used later still.
    otherTabActiveAt(start + 3 * SECOND);
    await vi.advanceTimersByTimeAsync(5 * SECOND);
    expect(calls.writes).toEqual([start]);
    keeper.stop();
  });

  it("warns within one 30 s check when the clock jumps past 25 minutes without the timer falling due", async () => {
    const { calls, keeper } = setup();
    // A sleeping laptop: the wall clock moves on, the timers' delays do not.
    vi.setSystemTime(Date.now() + 25 * MINUTE + 10 * SECOND);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(calls.expire).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("a refresh answered after the warning neither clears it nor moves the sign-out", async () => {
    let answer: (outcome: RefreshOutcome) => void = () => {};
    const { calls, keeper } = setup({ tokenMs: 10 * MINUTE });
    calls.refresh.mockImplementationOnce(
      () => new Promise<RefreshOutcome>((resolve) => (answer = resolve)),
    );
    // The check at 8:30 finds 90 s left and asks; the answer is slow to come.
    await vi.advanceTimersByTimeAsync(8.5 * MINUTE);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(calls.refresh).toHaveBeenLastCalledWith(8.5 * MINUTE);
    await vi.advanceTimersByTimeAsync(16.5 * MINUTE);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    // No second refresh while the first is under way.
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    answer("refreshed");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.clearWarning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - SECOND);
    expect(calls.expire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SECOND);
    expect(calls.expire).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("takes activity in another tab that came after the warning: the warning goes at the next check", async () => {
    const { calls, keeper, otherTabActiveAt } = setup();
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(calls.warn).toHaveBeenCalledTimes(1);
    otherTabActiveAt(Date.now());
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(calls.clearWarning).toHaveBeenCalledTimes(1);
    expect(calls.expire).not.toHaveBeenCalled();
    keeper.stop();
  });
});

describe("refresh", () => {
  it("checks every 30 s: a token with 2 min left is refreshed at the first check, 90 s before its end", async () => {
    const { calls, keeper } = setup({ tokenMs: 2 * MINUTE });
    await vi.advanceTimersByTimeAsync(30 * SECOND - 1);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("leaves a token with 90 s and 1 ms left for the next check", async () => {
    const { calls, keeper } = setup({ tokenMs: 2 * MINUTE + 1 });
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("checks every 30 s and refreshes within 90 s of expiry, sending the idle time", async () => {
    const { calls, keeper } = setup({ tokenMs: 5 * MINUTE });
    // 5 min token: the check at 3:30 is the first with 90 s or less left.
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(calls.refresh).toHaveBeenLastCalledWith(3.5 * MINUTE);
    // The new token runs 5 minutes from now: no refresh before 90 s before its end.
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    keeper.stop();
  });

  it("refreshes at once when the page opens with a token about to expire", async () => {
    const { calls, keeper } = setup({ tokenMs: 30_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.refresh).toHaveBeenCalledWith(0);
    keeper.stop();
  });

  it("does not count refreshing as activity: the idle time keeps growing", async () => {
    const { calls, keeper } = setup({ tokenMs: 2 * MINUTE });
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    const idleTimes = calls.refresh.mock.calls.map(([idleMs]) => idleMs);
    expect(idleTimes.length).toBeGreaterThan(3);
    expect(idleTimes).toEqual([...idleTimes].sort((a, b) => a - b));
    expect(idleTimes.at(-1)).toBeGreaterThan(10 * MINUTE);
    keeper.stop();
  });

  it("ends the session when the server has ended it", async () => {
    const { calls } = setup({ tokenMs: 60_000, refreshAnswer: "ended" });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.lost).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(40 * MINUTE);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(calls.warn).not.toHaveBeenCalled();
    expect(calls.expire).not.toHaveBeenCalled();
  });

  it("tries again on the next check after a failure", async () => {
    const { calls, keeper } = setup({ tokenMs: 60_000, refreshAnswer: "failed" });
    await vi.advanceTimersByTimeAsync(30 * SECOND);
    expect(calls.refresh).toHaveBeenCalledTimes(2);
    expect(calls.lost).not.toHaveBeenCalled();
    keeper.stop();
  });
});
