import type { Database } from "../../db/client";
import type { LoginSource } from "../../core/schemas/auth";
import type { Role } from "../../db/schema";
import { normaliseEmail } from "../../core/email";
import {
  addressLockoutPolicy,
  adminLockoutPolicy,
  claimAttempt,
  lockCount,
  lockRemainingMs,
  noAttempts,
  partnerLockoutPolicy,
  releaseAttempt,
  type LockoutCount,
  type LockoutPolicy,
} from "../../core/sign-in-lockout";
import {
  deleteThrottle,
  lockThrottles,
  writeThrottles,
  type ThrottleRow,
} from "../repositories/login-throttles";
import type { SettledCounts } from "../repositories/sessions";
import { clientKey } from "../client-key";
import { CallGroups } from "../auth/call-groups";
import { perDatabase } from "../per-database";

/** The account's one sign-in counter, whichever page: keyed on the normalised e-mail. */
export const accountThrottleKey = (email: string) => `account:${normaliseEmail(email)}`;
export const addressThrottleKey = (ipAddress: string) => `address:${clientKey(ipAddress)}`;

/**
 * The two counts one sign-in is held to. One allowance per account, shared by both sign-in
 * pages: both allow 5 attempts in 15 minutes (docs/rules.md#admin-sign-in-limit), so one counter
 * serves both; what differs is what counts and how long a block lasts. On /login a failure
 * counts and the 5th starts 15 minutes' block; on /admin every submit counts, a success too, and
 * the 5th starts 30 minutes'.
 */
export interface SignInCounts {
  addressKey: string;
  accountKey: string;
  accountPolicy: LockoutPolicy;
  /** /admin: a successful submit counts too. */
  everySubmitCounts: boolean;
}

export function signInCounts(request: {
  email: string;
  ipAddress: string;
  source: LoginSource;
}): SignInCounts {
  const admin = request.source === "admin-panel";
  return {
    addressKey: addressThrottleKey(request.ipAddress),
    accountKey: accountThrottleKey(request.email),
    accountPolicy: admin ? adminLockoutPolicy : partnerLockoutPolicy,
    everySubmitCounts: admin,
  };
}

export type SignInClaim =
  | {
      allowed: true;
      counts: SignInCounts;
      /** The attempt reached the allowance of the address, of the account: it locks if it counts. */
      lastForAddress: boolean;
      lastForAccount: boolean;
    }
  /** `blockedKey`: the count that refused it, the address's or the account's. */
  | { allowed: false; retryAfterMs: number; blockedKey: string };

export type AllowedClaim = Extract<SignInClaim, { allowed: true }>;

type Transaction = Pick<Database, "insert">;

/** Both counts after a change, and what the change answers. */
interface Changed<T> {
  address: LockoutCount;
  account: LockoutCount;
  answer: T;
}

/**
 * Locks the rows of `keys` for the caller's transaction, lets `change` change their counts
 * (in the map it is given) and writes the counts it changed. The row lock serialises concurrent
 * sign-ins for one e-mail or address, on this server and on any other on the same database.
 */
async function updateCounts<T>(
  tx: Transaction,
  keys: string[],
  change: (counts: Map<string, LockoutCount>) => T,
): Promise<T> {
  const rows = await lockThrottles(tx, keys, toRow(noAttempts));
  const before = new Map(rows.map((row) => [row.key, toCount(row)]));
  const counts = new Map(before);
  const answer = change(counts);
  await writeThrottles(
    tx,
    [...counts]
      .filter(([key, count]) => !sameCount(before.get(key)!, count))
      .map(([key, count]) => ({ key, ...toRow(count) })),
  );
  return answer;
}

/** Applies one sign-in's change to its two counts in `counts`; answers the change's answer. */
function applyChange<T>(
  counts: Map<string, LockoutCount>,
  keys: SignInCounts,
  change: (address: LockoutCount, account: LockoutCount) => Changed<T>,
): T {
  const after = change(counts.get(keys.addressKey)!, counts.get(keys.accountKey)!);
  counts.set(keys.addressKey, after.address);
  counts.set(keys.accountKey, after.account);
  return after.answer;
}

/** One sign-in's change to its two counts, in the caller's transaction. */
function changeCounts<T>(
  tx: Transaction,
  keys: SignInCounts,
  change: (address: LockoutCount, account: LockoutCount) => Changed<T>,
): Promise<T> {
  return updateCounts(tx, [keys.addressKey, keys.accountKey], (counts) =>
    applyChange(counts, keys, change),
  );
}

/** What one claim does to its two counts (claimSignInAttempt). */
function claimChange(counts: SignInCounts, at: number) {
  return (address: LockoutCount, account: LockoutCount): Changed<SignInClaim> => {
    const byAddress = claimAttempt(address, addressLockoutPolicy, at);
    if (!byAddress.verdict.allowed) {
      const answer = {
        allowed: false,
        retryAfterMs: byAddress.verdict.retryAfterMs,
        blockedKey: counts.addressKey,
      } as const;
      return { address: byAddress.count, account, answer };
    }
    const byAccount = claimAttempt(account, counts.accountPolicy, at);
    if (!byAccount.verdict.allowed) {
      const answer = {
        allowed: false,
        retryAfterMs: byAccount.verdict.retryAfterMs,
        blockedKey: counts.accountKey,
      } as const;
      return { address: releaseAttempt(byAddress.count), account: byAccount.count, answer };
    }
    return {
      address: byAddress.count,
      account: byAccount.count,
      answer: {
        allowed: true,
        counts,
        lastForAddress: byAddress.verdict.last,
        lastForAccount: byAccount.verdict.last,
      },
    };
  };
}

interface ClaimRequest {
  counts: SignInCounts;
  at: number;
}

/** Claims in one group share a transaction: the most a burst of sign-ins waits on. */
const CLAIMS_PER_GROUP = 64;

/**
 * Claims that arrive together are made in one transaction, one after another in the order they
 * arrived, each seeing the counts the ones before it left: the same answers as one transaction
 * each, in a quarter of the round trips per claim or fewer under load.
 */
const claimGroups = perDatabase(
  (db: Database) =>
    new CallGroups<ClaimRequest, SignInClaim>(
      (requests) =>
        db.transaction((tx) =>
          updateCounts(
            tx,
            requests.flatMap(({ counts }) => [counts.addressKey, counts.accountKey]),
            (counts) =>
              requests.map((request) =>
                applyChange(counts, request.counts, claimChange(request.counts, request.at)),
              ),
          ),
        ),
      CLAIMS_PER_GROUP,
    ),
);

/**
 * Claims the attempt on the address and the account before the password is checked, so
 * concurrent guesses cannot slip past the limit: of twenty at once, only the allowance gets
 * through. A blocked address or account is refused whatever the password, the page or the role;
 * an attempt the account refuses is given back to the address.
 */
export function claimSignInAttempt(
  db: Database,
  counts: SignInCounts,
  now: Date,
): Promise<SignInClaim> {
  return claimGroups(db).call({ counts, at: now.getTime() });
}

/**
 * A wrong password (or an unknown e-mail): the attempt that used up an allowance blocks its key.
 * Answers how long the account is now blocked, or null when it is not.
 */
export async function settleFailedSignIn(
  db: Database,
  claim: AllowedClaim,
  now: Date,
): Promise<number | null> {
  if (!claim.lastForAddress && !claim.lastForAccount) return null;
  const at = now.getTime();
  const { counts } = claim;
  return db.transaction((tx) =>
    changeCounts(tx, counts, (address, account) => {
      const lockedAccount = claim.lastForAccount
        ? lockCount(account, counts.accountPolicy, at)
        : account;
      return {
        address: claim.lastForAddress ? lockCount(address, addressLockoutPolicy, at) : address,
        account: lockedAccount,
        answer: claim.lastForAccount ? lockRemainingMs(lockedAccount, at) : null,
      };
    }),
  );
}

/**
 * The right password on /admin, inside the transaction that starts the session: the address
 * gets its attempt back, and the submit stays counted on the account, whose 5th blocks it
 * whatever its outcome (docs/rules.md#admin-sign-in-limit). On /login the counts settle with
 * the session's own statement instead (countsSettledWithSession).
 */
export async function settleAdminSignIn(
  tx: Transaction,
  claim: AllowedClaim,
  now: Date,
): Promise<void> {
  const { counts } = claim;
  const at = now.getTime();
  await changeCounts(tx, counts, (address, account) => ({
    address: releaseAttempt(address),
    account: claim.lastForAccount ? lockCount(account, counts.accountPolicy, at) : account,
    answer: undefined,
  }));
}

/**
 * The right password on /login, where what the success does to the counts needs no look at them
 * first: the account's count is cleared and the address gets its attempt back. So they are
 * written in the session's own statement, and a sign-in takes no second transaction. Null on
 * /admin, where the submit stays counted and may lock the account: settleAdminSignIn.
 */
export function countsSettledWithSession(claim: AllowedClaim): SettledCounts | null {
  const { counts } = claim;
  if (counts.everySubmitCounts) return null;
  return { clearKey: counts.accountKey, releaseKey: counts.addressKey };
}

/**
 * The counts a signed-in person's current password is held to when asked again before a change
 * to their account (docs/rules.md#account-page): the account's and the address's, as a sign-in's,
 * with the lockout of the account's role and only failures counted. A stolen session can guess
 * the password no faster than the sign-in pages allow, and a lock there locks sign-in too.
 */
export function passwordCheckCounts(request: {
  email: string;
  ipAddress: string;
  role: Role;
}): SignInCounts {
  return {
    addressKey: addressThrottleKey(request.ipAddress),
    accountKey: accountThrottleKey(request.email),
    accountPolicy: request.role === "admin" ? adminLockoutPolicy : partnerLockoutPolicy,
    everySubmitCounts: false,
  };
}

/** The right current password: the attempt is given back to both counts, in the caller's transaction. */
export async function settleConfirmedPassword(tx: Transaction, claim: AllowedClaim): Promise<void> {
  await changeCounts(tx, claim.counts, (address, account) => ({
    address: releaseAttempt(address),
    account: releaseAttempt(account),
    answer: undefined,
  }));
}

/** Setting a new password through a reset link lifts the account's sign-in block. */
export async function liftAccountBlock(db: Database, email: string): Promise<void> {
  await deleteThrottle(db, accountThrottleKey(email));
}

function toCount(row: Omit<ThrottleRow, "key">): LockoutCount {
  return {
    attempts: row.attempts,
    windowStartedAt: row.windowStartedAt.getTime(),
    lockedUntil: row.blockedUntil?.getTime() ?? null,
  };
}

function toRow(count: LockoutCount): Omit<ThrottleRow, "key"> {
  return {
    attempts: count.attempts,
    windowStartedAt: new Date(count.windowStartedAt),
    blockedUntil: count.lockedUntil === null ? null : new Date(count.lockedUntil),
  };
}

function sameCount(a: LockoutCount, b: LockoutCount): boolean {
  return (
    a.attempts === b.attempts &&
    a.windowStartedAt === b.windowStartedAt &&
    a.lockedUntil === b.lockedUntil
  );
}
