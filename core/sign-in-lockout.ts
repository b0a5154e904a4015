/**
 * The sign-in lockout, one policy for the server and the sign-in forms
 * (docs/rules.md#partner-sign-in-limit, docs/rules.md#admin-sign-in-limit,
 * docs/rules.md#per-address-sign-in-limit). The server keeps a count per account and per client
 * address and is the authority; a form keeps the same count in the browser for a quicker answer.
 *
 * A window starts with the first attempt and lasts `windowMs`; the attempt that uses up the
 * allowance locks the key for `lockMs` from that attempt; a locked key does not count attempts,
 * and a key whose lock has ended starts afresh.
 */
import { addressLoginLimit, adminLoginLimit, partnerLoginLimit } from "./limits";

/** How many attempts within how long lock a key, and for how long. */
export interface LockoutPolicy {
  /** Attempts allowed in one window; the one that reaches it locks the key. */
  maxAttempts: number;
  windowMs: number;
  lockMs: number;
}

/** /login: failures count, and the 5th in 15 minutes locks for 15. */
export const partnerLockoutPolicy: LockoutPolicy = {
  maxAttempts: partnerLoginLimit.maxFailedAttempts,
  windowMs: partnerLoginLimit.windowMs,
  lockMs: partnerLoginLimit.lockMs,
};

/** /admin: every submit counts, and the 5th in 15 minutes locks for 30. */
export const adminLockoutPolicy: LockoutPolicy = {
  maxAttempts: adminLoginLimit.maxAttempts,
  windowMs: adminLoginLimit.windowMs,
  lockMs: adminLoginLimit.lockMs,
};

/** One client address: the 100th failure in 15 minutes locks it for 15. */
export const addressLockoutPolicy: LockoutPolicy = {
  maxAttempts: addressLoginLimit.maxFailedAttempts,
  windowMs: addressLoginLimit.windowMs,
  lockMs: addressLoginLimit.lockMs,
};

/** One key's count; times in milliseconds since the epoch. */
export interface LockoutCount {
  attempts: number;
  windowStartedAt: number;
  /** When the lock ends; null when no lock was set since the count last started afresh. */
  lockedUntil: number | null;
}

/** Nothing counted: a window that ended long ago, so the next attempt starts a new one. */
export const noAttempts: LockoutCount = { attempts: 0, windowStartedAt: 0, lockedUntil: null };

export type AttemptVerdict =
  /** `last`: this attempt reached the allowance, so it locks the key if it counts. */
  { allowed: true; attempt: number; last: boolean } | { allowed: false; retryAfterMs: number };

/** A count after an attempt, and what the attempt was answered. */
export interface CountedAttempt {
  count: LockoutCount;
  verdict: AttemptVerdict;
}

/** Milliseconds until the key opens again; 0 when it is open. */
export function lockRemainingMs(count: LockoutCount, now: number): number {
  return count.lockedUntil === null ? 0 : Math.max(0, count.lockedUntil - now);
}

/** Locks the key for `lockMs` from `now`, unless a lock is already running. */
export function lockCount(count: LockoutCount, policy: LockoutPolicy, now: number): LockoutCount {
  return lockRemainingMs(count, now) > 0 ? count : { ...count, lockedUntil: now + policy.lockMs };
}

/**
 * Claims an attempt before its outcome is known. Refused while the key is locked, and when more
 * attempts are in flight than the allowance: that one locks the key at once.
 */
export function claimAttempt(
  count: LockoutCount,
  policy: LockoutPolicy,
  now: number,
): CountedAttempt {
  const remaining = lockRemainingMs(count, now);
  if (remaining > 0) return { count, verdict: { allowed: false, retryAfterMs: remaining } };
  const fresh = count.lockedUntil !== null || now - count.windowStartedAt >= policy.windowMs;
  const next: LockoutCount = fresh
    ? { attempts: 1, windowStartedAt: now, lockedUntil: null }
    : { ...count, attempts: count.attempts + 1 };
  if (next.attempts > policy.maxAttempts) return refusedAndLocked(next, policy, now);
  const attempt = next.attempts;
  return { count: next, verdict: { allowed: true, attempt, last: attempt >= policy.maxAttempts } };
}

/**
 * An attempt that counts, once its outcome is known (a failure; on /admin any submit): the one
 * that reaches the allowance locks the key and is answered as refused, as the server answers a
 * 5th failure.
 */
export function countAttempt(
  count: LockoutCount,
  policy: LockoutPolicy,
  now: number,
): CountedAttempt {
  const claimed = claimAttempt(count, policy, now);
  if (!claimed.verdict.allowed || !claimed.verdict.last) return claimed;
  return refusedAndLocked(claimed.count, policy, now);
}

/** Gives back a claimed attempt that turned out not to count; a locked key keeps its count. */
export function releaseAttempt(count: LockoutCount): LockoutCount {
  return count.lockedUntil === null
    ? { ...count, attempts: Math.max(count.attempts - 1, 0) }
    : count;
}

function refusedAndLocked(count: LockoutCount, policy: LockoutPolicy, now: number) {
  const locked = lockCount(count, policy, now);
  const verdict = { allowed: false, retryAfterMs: lockRemainingMs(locked, now) } as const;
  return { count: locked, verdict };
}
