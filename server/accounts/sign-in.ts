import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import type { LoginSource } from "../../core/schemas/auth";
import type { Locale } from "../../core/locales";
import type { IssuedTokens } from "../auth/tokens";
import { findUsersForSignIn, type SignInUser } from "../repositories/users";
import { verifyPassword } from "../auth/passwords";
import { clientKey } from "../client-key";
import { normaliseEmail } from "../../core/email";
import { CallGroups } from "../auth/call-groups";
import { perDatabase } from "../per-database";
import { startSession } from "./sessions";
import { blockedKeysOf, mayCheckEarly } from "./early-password-check";
import {
  claimSignInAttempt,
  countsSettledWithSession,
  settleFailedSignIn,
  settleAdminSignIn,
  signInCounts,
  type AllowedClaim,
} from "./sign-in-limits";

export interface SignInRequest {
  email: string;
  password: string;
  remember: boolean;
  source: LoginSource;
  ipAddress: string;
  userAgent: string | undefined;
  /** The language of the page signing in: the account's e-mails are written in it from now on. */
  locale: Locale;
}

export type SignInResult =
  /** With `secondFactorDue`, the tokens open nothing but the code step. */
  | { ok: true; user: UserRow; tokens: IssuedTokens; secondFactorDue: boolean }
  | { ok: false; reason: "invalid" }
  /** Right password, but the admin panel needs the admin role. */
  | { ok: false; reason: "not-admin" }
  | { ok: false; reason: "blocked"; retryAfterMs: number };

/** Accounts looked up in one statement: the most a burst of sign-ins waits on. */
const USERS_PER_LOOKUP = 64;

/**
 * Sign-ins that arrive together look their accounts up together, as their claims are made
 * (sign-in-limits.ts): a burst's lookups cost one round trip instead of one each, which on the
 * embedded database's single connection would otherwise queue ahead of the next claims while
 * the hash lane waits for them.
 */
const userLookups = perDatabase(
  (db: Database) =>
    new CallGroups<string, SignInUser | null>(async (emails) => {
      const found = await findUsersForSignIn(db, emails);
      return emails.map((email) => found.get(email) ?? null);
    }, USERS_PER_LOOKUP),
);

/**
 * Sign-in on either page, held on the server (docs/rules.md#partner-sign-in-limit,
 * docs/rules.md#admin-sign-in-limit, docs/rules.md#per-address-sign-in-limit), with one counter
 * per account keyed on the normalised e-mail whether or not the account exists, and a looser one
 * per client address. The attempt is claimed before the password's answer is read, so
 * concurrent guesses cannot slip past the limit, and a blocked account gets the same refusal,
 * at the same moment, whatever the password, the page or the role. The account is looked up
 * alongside the claim: a read that decides nothing. When a hash lane stands idle the password is
 * checked while the claim is made (early-password-check.ts); otherwise once it is allowed. An
 * unknown e-mail is checked against a dummy hash so it costs the same.
 *
 * On /login a success gives the attempt back and clears the count; on /admin
 * (source admin-panel) it stays counted, and the account must have the admin role.
 */
export async function signIn(
  db: Database,
  request: SignInRequest,
  now: Date,
): Promise<SignInResult> {
  const counts = signInCounts(request);
  const at = now.getTime();
  // Asked first, so on a single connection the lookup is answered before the claim's statements.
  const lookup = userLookups(db).call(normaliseEmail(request.email));
  const claiming = claimSignInAttempt(db, counts, now);
  const check = (user: SignInUser | null, withdraw?: AbortSignal) =>
    verifyPassword(user?.passwordHash, request.password, clientKey(request.ipAddress), withdraw);
  const withdraw = new AbortController();
  const earlyCheck = mayCheckEarly(db, counts, at)
    ? lookup.then((user) => check(user, withdraw.signal))
    : null;
  // Read below only when the claim allows it; a refusal leaves them unread.
  lookup.catch(() => {});
  earlyCheck?.catch(() => {});

  const claim = await claiming;
  if (!claim.allowed) {
    withdraw.abort();
    blockedKeysOf(db).remember(claim.blockedKey, at + claim.retryAfterMs);
    return { ok: false, reason: "blocked", retryAfterMs: claim.retryAfterMs };
  }
  const user = await lookup;
  const valid = await (earlyCheck ?? check(user));
  if (!valid || !user) {
    const blockedForMs = await settleFailedSignIn(db, claim, now);
    if (blockedForMs === null) return { ok: false, reason: "invalid" };
    blockedKeysOf(db).remember(counts.accountKey, at + blockedForMs);
    return { ok: false, reason: "blocked", retryAfterMs: blockedForMs };
  }

  // With two-factor sign-in in force, the session has no rights until its code is given.
  const secondFactorDue = user.twoFactor;
  const tokens = await startSignedInSession(
    db,
    claim,
    user,
    { remember: request.remember, source: request.source, secondFactorDue },
    request,
    now,
  );
  if (!tokens) return { ok: false, reason: "not-admin" };
  return { ok: true, user, tokens, secondFactorDue };
}

/**
 * The account was proven (its password, or a passkey): the session starts and the sign-in's
 * counts settle as the page's rule has them. Null when the admin panel was asked by an account
 * without the admin role, whose submit stays counted all the same.
 *
 * The client's `locale`, the language of the page signing in, becomes the account's language
 * for its e-mails, written with the session. A caller that does not know it leaves the account's
 * language as it was.
 */
export async function startSignedInSession(
  db: Database,
  claim: AllowedClaim,
  user: UserRow,
  session: { remember: boolean; source: LoginSource; secondFactorDue: boolean; passkey?: boolean },
  client: { ipAddress: string; userAgent: string | undefined; locale?: Locale },
  now: Date,
): Promise<IssuedTokens | null> {
  const started = { userId: user.id, ...session, locale: client.locale };
  const record = {
    userId: user.id,
    email: user.email,
    source: session.source,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent,
    method: session.passkey ? ("passkey" as const) : ("password" as const),
  };
  // On /login the counts settle in the session's own statement: one round trip, no transaction.
  const settledWithSession = countsSettledWithSession(claim);
  if (settledWithSession) return startSession(db, started, record, now, settledWithSession);
  // On /admin the submit stays counted, settled in the session's transaction and last in it: the
  // count's rows stay locked only from there to the commit. A partner refused there still has
  // the submit counted.
  return db.transaction(async (tx) => {
    const tokens = user.role === "admin" ? await startSession(tx, started, record, now) : null;
    await settleAdminSignIn(tx, claim, now);
    return tokens;
  });
}
