import type { Database } from "../../db/client";
import { twoFactorLimits } from "../../core/limits";
import type { SecondFactorInput, TwoFactorSetup } from "../../core/schemas/two-factor";
import type { Clock } from "../clock";
import { newRecoveryCodes, recoveryCodeDigest } from "../auth/recovery-codes";
import { authenticatorKey, newTotpSecret, stepOfCode } from "../auth/totp";
import type { IssuedTokens } from "../auth/tokens";
import {
  countWrongCode,
  deleteTwoFactor,
  findTwoFactorSecret,
  replaceRecoveryCodes,
  saveUnconfirmedSecret,
  takeTimeStep,
  useRecoveryCode,
} from "../repositories/two-factor";
import { audit, inAdminChange, type Actor } from "../repositories/admin-users";
import { revokeSession } from "../repositories/sessions";
import { findUserById } from "../repositories/users";
import { queueAccountNotice } from "./account-notices";
import {
  checkCurrentPassword,
  ownerOf,
  type AccountCaller,
  type PasswordCheck,
} from "./own-account";
import { completeSecondFactor } from "./sessions";
import {
  claimSignInAttempt,
  passwordCheckCounts,
  settleConfirmedPassword,
  settleFailedSignIn,
} from "./sign-in-limits";

// Two-factor sign-in with an authenticator app (docs/rules.md#two-factor-sign-in): set up and
// turned off by the account's owner with their password, given after the password at sign-in,
// removed by an admin for someone who lost their phone.

type Refused = Exclude<PasswordCheck, { ok: true }>;

/** The caller's own account, as the audit log names the account acted on. */
const ownAccount = (caller: AccountCaller) => ({ id: caller.userId, email: caller.email });

/**
 * Starts the set-up: after the password, a new key for the app, kept unconfirmed until a code
 * from it is given. Refused while two-factor sign-in is already in force.
 */
export async function startTwoFactorSetup(
  db: Database,
  caller: AccountCaller,
  input: { password: string; ipAddress: string },
  clock: Clock,
): Promise<{ ok: true; key: TwoFactorSetup } | Refused | { ok: false; reason: "already-on" }> {
  if ((await findTwoFactorSecret(db, caller.userId))?.confirmedAt) {
    return { ok: false, reason: "already-on" };
  }
  const check = await checkCurrentPassword(db, caller, input.password, input.ipAddress, clock);
  if (!check.ok) return check;
  const secret = newTotpSecret();
  if (!(await saveUnconfirmedSecret(db, caller.userId, secret, clock.now()))) {
    return { ok: false, reason: "already-on" };
  }
  return { ok: true, key: authenticatorKey(secret, caller.email) };
}

/** Stores a fresh set of recovery codes in the caller's transaction; answers them, once. */
async function issueRecoveryCodes(
  tx: Parameters<typeof replaceRecoveryCodes>[0],
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeDigest), now);
  return codes;
}

/**
 * Confirms the set-up with a code from the app: two-factor sign-in is in force from then, its
 * recovery codes are made, and the owner is told.
 */
export async function confirmTwoFactor(
  db: Database,
  caller: AccountCaller,
  code: string,
  clock: Clock,
): Promise<
  { ok: true; recoveryCodes: string[] } | { ok: false; reason: "no-setup" | "wrong-code" }
> {
  const pending = await findTwoFactorSecret(db, caller.userId);
  if (!pending || pending.confirmedAt) return { ok: false, reason: "no-setup" };
  const now = clock.now();
  const step = stepOfCode(pending.secret, code, now);
  if (step === null) return { ok: false, reason: "wrong-code" };
  const codes = await db.transaction(async (tx) => {
    if (!(await takeTimeStep(tx, caller.userId, step, { confirmAt: now }))) return null;
    await queueAccountNotice(tx, caller.email, [{ kind: "two-factor", change: "on" }], now);
    await audit(tx, ownerOf(caller), "turn-on-two-factor", ownAccount(caller), [], now);
    return issueRecoveryCodes(tx, caller.userId, now);
  });
  return codes ? { ok: true, recoveryCodes: codes } : { ok: false, reason: "no-setup" };
}

/** Turns two-factor sign-in off, after the password (asked only when it is on); the owner is told. */
export async function turnOffTwoFactor(
  db: Database,
  caller: AccountCaller,
  input: { password: string; ipAddress: string },
  clock: Clock,
): Promise<{ ok: true } | Refused | { ok: false; reason: "not-on" }> {
  if (!(await findTwoFactorSecret(db, caller.userId))?.confirmedAt) {
    return { ok: false, reason: "not-on" };
  }
  const check = await checkCurrentPassword(db, caller, input.password, input.ipAddress, clock);
  if (!check.ok) return check;
  const now = clock.now();
  const removed = await db.transaction(async (tx) => {
    const wasOn = await deleteTwoFactor(tx, caller.userId);
    if (wasOn) {
      await queueAccountNotice(tx, caller.email, [{ kind: "two-factor", change: "off" }], now);
      await audit(tx, ownerOf(caller), "turn-off-two-factor", ownAccount(caller), [], now);
    }
    return wasOn;
  });
  return removed ? { ok: true } : { ok: false, reason: "not-on" };
}

/** New recovery codes, after the password: the old ones stop working. */
export async function renewRecoveryCodes(
  db: Database,
  caller: AccountCaller,
  input: { password: string; ipAddress: string },
  clock: Clock,
): Promise<{ ok: true; recoveryCodes: string[] } | Refused | { ok: false; reason: "not-on" }> {
  if (!(await findTwoFactorSecret(db, caller.userId))?.confirmedAt) {
    return { ok: false, reason: "not-on" };
  }
  const check = await checkCurrentPassword(db, caller, input.password, input.ipAddress, clock);
  if (!check.ok) return check;
  const now = clock.now();
  const codes = await db.transaction((tx) => issueRecoveryCodes(tx, caller.userId, now));
  return { ok: true, recoveryCodes: codes };
}

export type SecondFactorOutcome =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: "wrong-code" }
  /** The 5th wrong code: the sign-in is over. */
  | { ok: false; reason: "ended" }
  | { ok: false; reason: "blocked"; retryAfterMs: number };

/**
 * The sign-in's second step: a code from the app (one step either side of now, each step once
 * per account) or an unused recovery code. Each try is held to the account's sign-in counts, as
 * a password is; the 5th wrong code of one sign-in ends it. A recovery code used is told to the
 * owner.
 */
export async function giveSecondFactor(
  db: Database,
  session: AccountCaller & { sessionEndsAt: Date },
  input: SecondFactorInput & { ipAddress: string },
  clock: Clock,
): Promise<SecondFactorOutcome> {
  const counts = passwordCheckCounts({
    email: session.email,
    ipAddress: input.ipAddress,
    role: session.role,
  });
  const claim = await claimSignInAttempt(db, counts, clock.now());
  if (!claim.allowed) return { ok: false, reason: "blocked", retryAfterMs: claim.retryAfterMs };

  const now = clock.now();
  let accepted = false;
  if ("code" in input) {
    const secret = await findTwoFactorSecret(db, session.userId);
    const step = secret?.confirmedAt ? stepOfCode(secret.secret, input.code, now) : null;
    accepted = step !== null && (await takeTimeStep(db, session.userId, step));
  } else {
    accepted = await db.transaction(async (tx) => {
      const used = await useRecoveryCode(
        tx,
        session.userId,
        recoveryCodeDigest(input.recoveryCode),
        now,
      );
      if (used) {
        await queueAccountNotice(tx, session.email, [{ kind: "recovery-code-used" }], now);
        await audit(tx, ownerOf(session), "use-recovery-code", ownAccount(session), [], now);
      }
      return used;
    });
  }

  if (!accepted) {
    const blockedForMs = await settleFailedSignIn(db, claim, now);
    const wrong = await countWrongCode(db, session.sessionId);
    if (wrong >= twoFactorLimits.maxWrongCodes) {
      await revokeSession(db, session.sessionId, now);
      return { ok: false, reason: "ended" };
    }
    return blockedForMs === null
      ? { ok: false, reason: "wrong-code" }
      : { ok: false, reason: "blocked", retryAfterMs: blockedForMs };
  }
  await db.transaction((tx) => settleConfirmedPassword(tx, claim));
  return { ok: true, tokens: await completeSecondFactor(db, session, now) };
}

/**
 * An admin removes another account's two-factor sign-in, for someone who lost their phone:
 * audited, and the owner is told. False when the account has none (or does not exist).
 */
export async function removeTwoFactorOf(
  db: Database,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<boolean> {
  return inAdminChange(db, async (tx) => {
    const owner = await findUserById(tx, userId);
    if (!owner || !(await deleteTwoFactor(tx, userId))) return false;
    await audit(tx, actor, "remove-two-factor", owner, ["two-factor"], now);
    await queueAccountNotice(tx, owner.email, [{ kind: "two-factor", change: "removed" }], now);
    return true;
  });
}
