import type { Database } from "../../db/client";
import type { Role, UserRow } from "../../db/schema";
import { accountLimits, sessionLimits } from "../../core/limits";
import { browserName } from "../../core/browser-name";
import type { Locale } from "../../core/locales";
import { browserNameTexts } from "../../core/texts/browser-name";
import { browserNameTexts as browserNameTextsSl } from "../../core/texts/browser-name.sl";
import { accountTexts as accountTextsSl } from "../../core/texts/account.sl";
import type { AccountOverview } from "../../core/schemas/account";
import { accountTexts } from "../../core/texts/account";
import type { Clock } from "../clock";
import { clientKey } from "../client-key";
import {
  hashPassword,
  judgePassword,
  verifyPassword,
  type PasswordVerdict,
} from "../auth/passwords";
import { recentSignIns } from "../repositories/last-sign-in";
import { listLiveSessionsOfUser, revokeSessionsOfUser } from "../repositories/sessions";
import { findUserById, setPasswordHash } from "../repositories/users";
import { twoFactorStatus } from "../repositories/two-factor";
import { listPasskeys, passkeyView } from "../repositories/passkeys";
import { audit, type Actor } from "../repositories/admin-users";
import { queueAccountNotice } from "./account-notices";
import {
  claimSignInAttempt,
  passwordCheckCounts,
  settleConfirmedPassword,
  settleFailedSignIn,
} from "./sign-in-limits";

/** Sessions still signed in at `now`: within the idle limit and the 12-hour limit. */
function liveAt(now: Date) {
  return {
    activeSince: new Date(now.getTime() - sessionLimits.idleMs),
    createdAfter: new Date(now.getTime() - sessionLimits.absoluteMs),
  };
}

/** The owner as the audit log names who acted: changes to one's own security are audited too. */
export const ownerOf = (caller: AccountCaller): Actor => ({
  userId: caller.userId,
  email: caller.email,
});

/** Who is asking: the session the request came with (set by the auth plugin). */
export interface AccountCaller {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
}

/** How the account page names a browser, in each language. */
const namingTexts = {
  en: { account: accountTexts, browser: browserNameTexts },
  sl: { account: accountTextsSl, browser: browserNameTextsSl },
} as const;

/**
 * The account page's data (docs/rules.md#account-page): the caller's sessions that are signed in
 * now, theirs marked, and their latest sign-ins. Only the caller's own are ever read.
 */
export async function accountOverview(
  db: Database,
  caller: AccountCaller & { fullName: string | null },
  now: Date,
  locale: Locale = "en",
): Promise<AccountOverview> {
  const [live, signIns, twoFactor, passkeys] = await Promise.all([
    listLiveSessionsOfUser(db, caller.userId, liveAt(now)),
    recentSignIns(db, caller.userId, accountLimits.recentSignIns),
    twoFactorStatus(db, caller.userId),
    listPasskeys(db, caller.userId),
  ]);
  const texts = namingTexts[locale];
  const browser = (userAgent: string | null) =>
    browserName(userAgent, texts.account.unknownBrowser, texts.browser);
  return {
    email: caller.email,
    fullName: caller.fullName,
    role: caller.role,
    sessions: live.map((session) => ({
      id: session.id,
      current: session.id === caller.sessionId,
      browser: browser(session.userAgent),
      address: session.ipAddress || null,
      source: session.source,
      method: session.passkey ? ("passkey" as const) : ("password" as const),
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastActivityAt.toISOString(),
    })),
    signIns: signIns.map((signIn) => ({
      at: signIn.at.toISOString(),
      browser: browser(signIn.userAgent),
      address: signIn.ipAddress || null,
      source: signIn.source,
      method: signIn.method,
    })),
    twoFactor,
    passkeys: passkeys.map(passkeyView),
  };
}

/** The current password asked again, held to the sign-in counts (`passwordCheckCounts`). */
export type PasswordCheck =
  | { ok: true; user: UserRow }
  | { ok: false; reason: "wrong-password" }
  | { ok: false; reason: "blocked"; retryAfterMs: number }
  /** The account was deleted while the request ran. */
  | { ok: false; reason: "gone" };

/**
 * Checks a signed-in person's current password before a change to their account's security
 * (docs/rules.md#account-page): as a sign-in's is, held to the same counts, so a stolen session
 * cannot guess it faster than the sign-in pages allow. A right one gives its attempt back.
 */
export async function checkCurrentPassword(
  db: Database,
  caller: AccountCaller,
  password: string,
  ipAddress: string,
  clock: Clock,
): Promise<PasswordCheck> {
  const counts = passwordCheckCounts({ email: caller.email, ipAddress, role: caller.role });
  const claim = await claimSignInAttempt(db, counts, clock.now());
  if (!claim.allowed) return { ok: false, reason: "blocked", retryAfterMs: claim.retryAfterMs };

  const user = await findUserById(db, caller.userId);
  const valid = await verifyPassword(user?.passwordHash, password, clientKey(ipAddress));
  if (!user) return { ok: false, reason: "gone" };
  if (!valid) {
    const blockedForMs = await settleFailedSignIn(db, claim, clock.now());
    return blockedForMs === null
      ? { ok: false, reason: "wrong-password" }
      : { ok: false, reason: "blocked", retryAfterMs: blockedForMs };
  }
  await db.transaction((tx) => settleConfirmedPassword(tx, claim));
  return { ok: true, user };
}

export type PasswordChangeOutcome =
  | { ok: true }
  | { ok: false; reason: "weak-password"; verdict: Exclude<PasswordVerdict, { ok: true }> }
  | { ok: false; reason: "same-password" }
  | Exclude<PasswordCheck, { ok: true }>;

/**
 * A signed-in person changes their own password (docs/rules.md#account-page): the current one
 * is checked (`checkCurrentPassword`), the new one meets the password rules. Every other session
 * of the account ends, the caller's stays, and the owner is e-mailed a notice in the same
 * transaction.
 */
export async function changeOwnPassword(
  db: Database,
  caller: AccountCaller,
  input: { currentPassword: string; newPassword: string; ipAddress: string },
  clock: Clock,
): Promise<PasswordChangeOutcome> {
  const verdict = judgePassword(input.newPassword);
  if (!verdict.ok) return { ok: false, reason: "weak-password", verdict };
  if (input.newPassword === input.currentPassword) return { ok: false, reason: "same-password" };

  const check = await checkCurrentPassword(
    db,
    caller,
    input.currentPassword,
    input.ipAddress,
    clock,
  );
  if (!check.ok) return check;
  const { user } = check;
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    // Every other session, live or not: none may outlast the old password.
    await revokeSessionsOfUser(tx, user.id, { except: caller.sessionId }, now);
    await queueAccountNotice(tx, user.email, [{ kind: "password", by: "owner" }], now);
    await audit(tx, ownerOf(caller), "change-own-password", user, ["password"], now);
  });
  return { ok: true };
}

/**
 * Signs out one of the caller's own sessions. False when no session of theirs has that id, so
 * another account's session can be neither ended nor told apart from one that does not exist.
 */
export async function signOutOwnSession(
  db: Database,
  caller: AccountCaller,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return (await revokeSessionsOfUser(db, caller.userId, { only: sessionId }, now)) > 0;
}

/** Signs out every session of the caller's account but the one asking; answers how many. */
export function signOutOtherSessions(
  db: Database,
  caller: AccountCaller,
  now: Date,
): Promise<number> {
  return revokeSessionsOfUser(
    db,
    caller.userId,
    { except: caller.sessionId, live: liveAt(now) },
    now,
  );
}
