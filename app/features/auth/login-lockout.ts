/**
 * A sign-in form's own count of attempts (docs/rules.md#partner-sign-in-limit,
 * docs/rules.md#admin-sign-in-limit), by the server's policy (`core/sign-in-lockout.ts`). The
 * partner login counts failures: the 5th within 15 minutes of the first locks the form for 15
 * minutes. The admin login counts every submit: the 5th locks it for 30 (see
 * `createLockoutStore`). The server keeps the same count per account and is the authority: its
 * 429 locks the form for as long as it says. Like the server's, the partner form's count and lock
 * belong to one e-mail (normalised), so another account can still sign in from the same browser.
 */
import { useSyncExternalStore } from "react";
import { normaliseEmail } from "../../../core/email";
import {
  countAttempt,
  lockRemainingMs,
  noAttempts,
  partnerLockoutPolicy,
  type LockoutCount,
  type LockoutPolicy,
} from "../../../core/sign-in-lockout";

export { lockRemainingMs, type LockoutPolicy };

export interface LockoutState extends LockoutCount {
  /** The normalised e-mail the count and lock belong to; absent when they are the form's own. */
  email?: string;
}

export const noLockout: LockoutState = noAttempts;

/** The state for this e-mail: another e-mail's count starts afresh, as the server's would. */
function forEmail(state: LockoutState, email: string | undefined): LockoutState {
  if (email === undefined) return state;
  const key = normaliseEmail(email);
  return state.email === key ? state : { ...noLockout, email: key };
}

/** One counted attempt: the one that uses up the allowance locks the form. */
export function recordFailure(
  state: LockoutState,
  now: number,
  policy: LockoutPolicy = partnerLockoutPolicy,
  email?: string,
): LockoutState {
  const own = forEmail(state, email);
  return withEmail(countAttempt(own, policy, now).count, own.email);
}

/** The server's answer wins when it asks for longer. */
export function lockFromServer(
  state: LockoutState,
  now: number,
  retryAfterSeconds: number,
  email?: string,
): LockoutState {
  const own = forEmail(state, email);
  const until = now + Math.max(0, retryAfterSeconds) * 1000;
  return { ...own, lockedUntil: Math.max(until, own.lockedUntil ?? 0) };
}

/** The count without its e-mail, then with this one. */
function withEmail(count: LockoutCount, email: string | undefined): LockoutState {
  const { attempts, windowStartedAt, lockedUntil } = count;
  const state = { attempts, windowStartedAt, lockedUntil };
  return email === undefined ? state : { ...state, email };
}

/** The N of "Please wait N minutes": whole minutes, rounded up, at least 1. */
export function minutesToWait(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** The stored state; anything else stored (an older shape too) is no lock. */
export function loadLockout(storageKey: string): LockoutState {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "null");
    if (typeof raw !== "object" || raw === null) return noLockout;
    const { attempts, windowStartedAt, lockedUntil, email } = raw as Record<string, unknown>;
    if (!isNumber(attempts) || !isNumber(windowStartedAt)) return noLockout;
    if (lockedUntil !== null && !isNumber(lockedUntil)) return noLockout;
    return withEmail(
      { attempts, windowStartedAt, lockedUntil },
      typeof email === "string" ? email : undefined,
    );
  } catch {
    return noLockout;
  }
}

export function saveLockout(storageKey: string, state: LockoutState) {
  try {
    if (state.attempts === 0 && state.lockedUntil === null) {
      localStorage.removeItem(storageKey);
    } else {
      localStorage.setItem(storageKey, JSON.stringify(state));
    }
  } catch {
    // Storage refused: the count lasts as long as the page; the server still counts.
  }
}

/** A lock whose time is up is no lock, and the count starts afresh, as the server's does. */
export function released(state: LockoutState, now: number): LockoutState {
  return lockRemainingMs(state, now) === 0 && state.lockedUntil !== null
    ? withEmail(noLockout, state.email)
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
      releaseTimer = setTimeout(() => setLockout(withEmail(noLockout, state.email)), remaining);
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
    /** How long a lock lasts: what a 429 that does not say stands for. */
    lockMs: policy.lockMs,
    /** A counted attempt (for that e-mail, if given): returns how long the form is now locked. */
    noteAttempt(email?: string): number {
      const next = recordFailure(snapshot(), Date.now(), policy, email);
      setLockout(next);
      return lockRemainingMs(next, Date.now());
    },
    /** The server's lock (429): returns how long the form is locked. */
    noteServerLock(retryAfterSeconds: number, email?: string): number {
      const next = lockFromServer(snapshot(), Date.now(), retryAfterSeconds, email);
      setLockout(next);
      return lockRemainingMs(next, Date.now());
    },
    /** Starts the count afresh. */
    clear() {
      setLockout(noLockout);
    },
    /** How long the form stays locked (for that e-mail, if given), 0 when it is open. */
    remainingMs(email?: string): number {
      return lockRemainingMs(forEmail(snapshot(), email), Date.now());
    },
    /** The lock state of this browser; unlocked in the pre-rendered HTML. */
    useLockout(): LockoutState {
      return useSyncExternalStore(subscribe, snapshot, () => noLockout);
    },
  };
}

/** The partner form's count: failures per e-mail (docs/rules.md#partner-sign-in-limit). */
export const partnerLockout = createLockoutStore("partnerLoginAttempts", partnerLockoutPolicy);
