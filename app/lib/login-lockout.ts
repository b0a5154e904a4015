/**
 * A sign-in form's own count of attempts (SPEC §4, §9). The partner login counts failures:
 * 5 within 15 minutes lock the form for 15 minutes. The admin login counts every submit: 5
 * within 15 minutes lock it for 30 (see `createLockoutStore`). The server keeps the same rules
 * per account and is the authority: its 429 locks the form for as long as it says.
 */
import { useSyncExternalStore } from "react";
import { partnerLoginLimit } from "../../core/limits";

/** How many attempts within how long lock the form, and for how long. */
export interface LockoutPolicy {
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

const partnerPolicy: LockoutPolicy = {
  maxAttempts: partnerLoginLimit.maxFailedAttempts,
  windowMs: partnerLoginLimit.windowMs,
  lockMs: partnerLoginLimit.lockMs,
};

export interface LockoutState {
  /** Times of the counted attempts still inside the window. */
  failures: number[];
  lockedUntil: number | null;
}

export const noLockout: LockoutState = { failures: [], lockedUntil: null };

/** One counted attempt: the one that reaches the limit within the window locks the form. */
export function recordFailure(
  state: LockoutState,
  now: number,
  policy: LockoutPolicy = partnerPolicy,
): LockoutState {
  const failures = [...state.failures.filter((at) => now - at < policy.windowMs), now];
  if (failures.length >= policy.maxAttempts) {
    return { failures: [], lockedUntil: now + policy.lockMs };
  }
  return { failures, lockedUntil: state.lockedUntil };
}

/** The server's answer wins when it asks for longer. */
export function lockFromServer(
  state: LockoutState,
  now: number,
  retryAfterSeconds: number,
): LockoutState {
  const until = now + Math.max(0, retryAfterSeconds) * 1000;
  return { failures: [], lockedUntil: Math.max(until, state.lockedUntil ?? 0) };
}

/** Milliseconds until the form opens again; 0 when it is open. */
export function lockRemainingMs(state: LockoutState, now: number): number {
  return state.lockedUntil === null ? 0 : Math.max(0, state.lockedUntil - now);
}

/** The N of "Please wait N minutes": whole minutes, rounded up, at least 1. */
export function minutesToWait(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

export function loadLockout(storageKey: string): LockoutState {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    if (typeof raw !== "object" || raw === null) return noLockout;
    const { failures, lockedUntil } = raw as Partial<LockoutState>;
    return {
      failures: Array.isArray(failures) ? failures.filter((at) => typeof at === "number") : [],
      lockedUntil: typeof lockedUntil === "number" ? lockedUntil : null,
    };
  } catch {
    return noLockout;
  }
}

export function saveLockout(storageKey: string, state: LockoutState) {
  try {
    if (state.failures.length === 0 && state.lockedUntil === null) {
      localStorage.removeItem(storageKey);
    } else {
      localStorage.setItem(storageKey, JSON.stringify(state));
    }
  } catch {
    // Storage refused: the count lasts as long as the page; the server still counts.
  }
}

/** A lock whose time is up is no lock. */
export function released(state: LockoutState, now: number): LockoutState {
  return lockRemainingMs(state, now) === 0 && state.lockedUntil !== null
    ? { ...state, lockedUntil: null }
    : state;
}

/** One form's count, kept in this browser's storage and shared by the pages that show it. */
export function createLockoutStore(storageKey: string, policy: LockoutPolicy) {
  let current: LockoutState | null = null;
  let releaseTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function scheduleRelease(state: LockoutState) {
    clearTimeout(releaseTimer);
    const remaining = lockRemainingMs(state, Date.now());
    if (remaining > 0) {
      releaseTimer = setTimeout(() => setLockout({ ...state, lockedUntil: null }), remaining);
    }
  }

  function snapshot(): LockoutState {
    if (!current) {
      current = released(loadLockout(storageKey), Date.now());
      scheduleRelease(current);
    }
    return current;
  }

  /** Stores the new state, opens the form again when its time is up, and re-renders. */
  function setLockout(next: LockoutState) {
    current = released(next, Date.now());
    saveLockout(storageKey, current);
    scheduleRelease(current);
    listeners.forEach((listener) => listener());
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return {
    /** A counted attempt: returns how long the form is now locked, 0 when it is not. */
    noteAttempt(): number {
      const next = recordFailure(snapshot(), Date.now(), policy);
      setLockout(next);
      return lockRemainingMs(next, Date.now());
    },
    /** The server's lock (429): returns how long the form is locked. */
    noteServerLock(retryAfterSeconds: number): number {
      const next = lockFromServer(snapshot(), Date.now(), retryAfterSeconds);
      setLockout(next);
      return lockRemainingMs(next, Date.now());
    },
    /** Starts the count afresh. */
    clear() {
      setLockout(noLockout);
    },
    /** How long the form stays locked, 0 when it is open. */
    remainingMs(): number {
      return lockRemainingMs(snapshot(), Date.now());
    },
    /** The lock state of this browser; unlocked in the pre-rendered HTML. */
    useLockout(): LockoutState {
      return useSyncExternalStore(subscribe, snapshot, () => noLockout);
    },
  };
}

const partnerLockout = createLockoutStore("partnerLoginAttempts", partnerPolicy);

/** A failed partner sign-in (401): returns how long the form is now locked, 0 when it is not. */
export const noteFailedLogin = () => partnerLockout.noteAttempt();

/** The server's lock (429): returns how long the form is locked. */
export const noteServerLock = (retryAfterSeconds: number) =>
  partnerLockout.noteServerLock(retryAfterSeconds);

/** A successful sign-in starts the count afresh. */
export const noteSuccessfulLogin = () => partnerLockout.clear();

/** How long the form stays locked, 0 when it is open. */
export const lockoutRemainingMs = () => partnerLockout.remainingMs();

/** The lock state of this browser; unlocked in the pre-rendered HTML. */
export const useLoginLockout = () => partnerLockout.useLockout();
