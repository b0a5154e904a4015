import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { addressLoginLimit, adminLoginLimit, partnerLoginLimit } from "../../core/limits";
import type { LoginSource } from "../../core/schemas/auth";
import { recordSignIn } from "../repositories/activity";
import {
  block,
  claimAttempt,
  releaseAttempt,
  settleSuccessfulAttempt,
  type ThrottlePolicy,
} from "../repositories/login-throttles";
import { insertSession, type IssuedTokens } from "../repositories/sessions";
import { normaliseEmail, findUserByEmail, recordLogin } from "../repositories/users";
import { verifyPassword } from "./passwords";

const partnerPolicy: ThrottlePolicy = {
  max: partnerLoginLimit.maxFailedAttempts,
  windowMs: partnerLoginLimit.windowMs,
  lockMs: partnerLoginLimit.lockMs,
};

/** Admin sign-in: every submit counts, a success too (SPEC §9). */
const adminPolicy: ThrottlePolicy = {
  max: adminLoginLimit.maxAttempts,
  windowMs: adminLoginLimit.windowMs,
  lockMs: adminLoginLimit.lockMs,
};

const addressPolicy: ThrottlePolicy = {
  max: addressLoginLimit.maxFailedAttempts,
  windowMs: addressLoginLimit.windowMs,
  lockMs: addressLoginLimit.lockMs,
};

export interface SignInRequest {
  email: string;
  password: string;
  remember: boolean;
  source: LoginSource;
  ipAddress: string;
  userAgent: string | undefined;
}

export type SignInResult =
  | { ok: true; user: UserRow; tokens: IssuedTokens }
  | { ok: false; reason: "invalid" }
  /** Right password, but the admin panel needs the admin role. */
  | { ok: false; reason: "not-admin" }
  | { ok: false; reason: "blocked"; retryAfterMs: number };

export const accountThrottleKey = (email: string) => `account:${normaliseEmail(email)}`;
export const adminThrottleKey = (email: string) => `admin:${normaliseEmail(email)}`;
export const addressThrottleKey = (ipAddress: string) => `address:${ipAddress}`;

/**
 * Partner sign-in (SPEC §4, §9, on the server): at most 5 failures per account in 15 minutes,
 * then 15 minutes' block, keyed on the normalised e-mail whether or not the account exists; a
 * looser limit per client address. The attempt is claimed before the password is checked, so
 * concurrent guesses cannot slip past the limit, and a blocked account refuses even the right
 * password. An unknown e-mail is checked against a dummy hash so it costs the same time.
 *
 * Admin sign-in (source admin-panel) counts every submit, successes included: the 5th attempt
 * in 15 minutes blocks the e-mail for 30 minutes; the account must have the admin role.
 */
export async function signIn(
  db: Database,
  request: SignInRequest,
  now: Date,
): Promise<SignInResult> {
  const admin = request.source === "admin-panel";
  const accountKey = admin ? adminThrottleKey(request.email) : accountThrottleKey(request.email);
  const accountPolicy = admin ? adminPolicy : partnerPolicy;
  const addressKey = addressThrottleKey(request.ipAddress);

  const address = await claimAttempt(db, addressKey, addressPolicy, now);
  if (!address.allowed) return { ok: false, reason: "blocked", retryAfterMs: address.retryAfterMs };
  const account = await claimAttempt(db, accountKey, accountPolicy, now);
  if (!account.allowed) {
    await releaseAttempt(db, addressKey);
    return { ok: false, reason: "blocked", retryAfterMs: account.retryAfterMs };
  }

  const user = await findUserByEmail(db, request.email);
  const valid = await verifyPassword(user?.passwordHash, request.password);
  if (!valid || !user) {
    if (address.attempt >= addressPolicy.max) await block(db, addressKey, addressPolicy, now);
    if (account.attempt >= accountPolicy.max) {
      const until = await block(db, accountKey, accountPolicy, now);
      return { ok: false, reason: "blocked", retryAfterMs: until.getTime() - now.getTime() };
    }
    return { ok: false, reason: "invalid" };
  }

  if (admin) {
    await releaseAttempt(db, addressKey);
    // The attempt stays counted; the allowance is used up by the 5th, whatever its outcome.
    if (account.attempt >= accountPolicy.max) await block(db, accountKey, accountPolicy, now);
    if (user.role !== "admin") return { ok: false, reason: "not-admin" };
  } else {
    await settleSuccessfulAttempt(db, addressKey, accountKey);
  }
  // Statements are few on purpose: the embedded database runs each on the event loop.
  const tokens = await db.transaction(async (tx) => {
    await recordLogin(tx, user.id, now);
    await recordSignIn(
      tx,
      {
        userId: user.id,
        email: user.email,
        source: request.source,
        ipAddress: request.ipAddress,
        userAgent: request.userAgent,
      },
      now,
    );
    return insertSession(
      tx,
      { userId: user.id, remember: request.remember, source: request.source },
      now,
    );
  });
  return { ok: true, user, tokens };
}
