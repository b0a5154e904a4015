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
import type { IssuedTokens } from "../auth/tokens";
import { insertSession } from "../repositories/sessions";
import { normaliseEmail } from "../../core/email";
import { findUserByEmail, recordLogin } from "../repositories/users";
import { verifyPassword } from "../auth/passwords";
import { clientKey } from "../connection-limits";

/**
 * One allowance per account, shared by both sign-in pages: both allow 5 attempts in 15 minutes
 * (docs/rules.md#admin-sign-in-limit), so one counter serves both; what differs is what counts
 * and how long a block lasts. On /login a failure counts and the 5th starts 15 minutes' block;
 * on /admin every submit counts, a success too, and the 5th starts 30 minutes'.
 */
const loginPagePolicy: ThrottlePolicy = {
  max: partnerLoginLimit.maxFailedAttempts,
  windowMs: partnerLoginLimit.windowMs,
  lockMs: partnerLoginLimit.lockMs,
};

const adminPagePolicy: ThrottlePolicy = {
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

/** The account's one sign-in counter, whichever page: keyed on the normalised e-mail. */
export const accountThrottleKey = (email: string) => `account:${normaliseEmail(email)}`;
export const addressThrottleKey = (ipAddress: string) => `address:${clientKey(ipAddress)}`;

/**
 * Sign-in on either page, held on the server (docs/rules.md#partner-sign-in-limit,
 * docs/rules.md#admin-sign-in-limit, docs/rules.md#per-address-sign-in-limit), with one counter
 * per account keyed on the normalised e-mail whether or not the account exists, and a looser one
 * per client address. The attempt is claimed before anything else is looked at, so concurrent
 * guesses cannot slip past the limit, and a blocked account gets the same refusal whatever the
 * password, the page or the role. An unknown e-mail is checked against a dummy hash so it costs
 * the same.
 *
 * On /login a success gives the attempt back and clears the count; on /admin
 * (source admin-panel) it stays counted, and the account must have the admin role.
 */
export async function signIn(
  db: Database,
  request: SignInRequest,
  now: Date,
): Promise<SignInResult> {
  const admin = request.source === "admin-panel";
  const accountKey = accountThrottleKey(request.email);
  const accountPolicy = admin ? adminPagePolicy : loginPagePolicy;
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
