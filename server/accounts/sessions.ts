import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import type { Role, SessionRow } from "../../db/schema";
import { sessionLimits } from "../../core/limits";
import type { LoginSource } from "../../core/schemas/auth";
import type { Locale } from "../../core/locales";
import { newToken, type IssuedTokens } from "../auth/tokens";
import {
  deleteSessionTokens,
  findSessionsByAccessTokens,
  insertSignedInSession,
  insertSessionTokens,
  lockSessionOfRefreshToken,
  markRefreshTokenUsed,
  pruneSessions,
  revokeSession,
  sessionIdOfRefreshToken,
  setLastActivity,
  type SettledCounts,
} from "../repositories/sessions";
import type { SignInRecord } from "../repositories/activity";
import { passSecondFactor } from "../repositories/two-factor";
import type { SessionLookupRow } from "../repositories/sessions";
import { CallGroups } from "../auth/call-groups";
import { perDatabase } from "../per-database";

/** Who is calling: read from the database on every request, so a change of role counts at once. */
export interface SessionUser {
  sessionId: string;
  userId: string;
  email: string;
  role: Role;
  remember: boolean;
  source: LoginSource;
  accessExpiresAt: Date;
  sessionEndsAt: Date;
  fullName: string | null;
  company: string | null;
  loginCount: number;
  lastLoginAt: Date | null;
  /** The password was right and the second factor is still to be given: no rights yet. */
  secondFactorDue: boolean;
  /** Signed in with a passkey its device verified: two factors in one. */
  passkey: boolean;
}

/** Activity is written at most this often per session: reads stay reads. */
export const ACTIVITY_WRITE_EVERY_MS = 10_000;

/** The end of a session's absolute lifetime (docs/rules.md#session-length). */
function sessionEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + sessionLimits.absoluteMs);
}

/** A new pair of tokens: the access token never outlives the session. */
function newTokens(createdAt: Date, now: Date): IssuedTokens {
  const sessionEndsAt = sessionEnd(createdAt);
  // Never past the session's end: the page is told this time, and refreshes before it.
  const accessExpiresAt = new Date(
    Math.min(now.getTime() + sessionLimits.accessTokenMs, sessionEndsAt.getTime()),
  );
  return { accessToken: newToken(), refreshToken: newToken(), accessExpiresAt, sessionEndsAt };
}

function storedTokens(tokens: IssuedTokens) {
  return {
    access: { token: tokens.accessToken, expiresAt: tokens.accessExpiresAt },
    refresh: { token: tokens.refreshToken, expiresAt: tokens.sessionEndsAt },
  };
}

/**
 * A new session and its first tokens, inside the caller's transaction, written with the
 * account's login count and the sign-in record (docs/rules.md#retention) in one statement, and
 * with the sign-in's counts when the caller says how they settle.
 */
export async function startSession(
  tx: Pick<Database, "$with" | "with" | "insert" | "update" | "delete">,
  input: {
    userId: string;
    remember: boolean;
    source: LoginSource;
    secondFactorDue?: boolean;
    passkey?: boolean;
    /** The sign-in's language, kept as the account's; without it the account keeps its own. */
    locale?: Locale;
  },
  record: SignInRecord,
  now: Date,
  counts?: SettledCounts,
): Promise<IssuedTokens & { sessionId: string }> {
  const sessionId = randomUUID();
  const tokens = newTokens(now, now);
  const { locale, ...session } = input;
  await insertSignedInSession(
    tx,
    {
      session: { id: sessionId, ...session },
      tokens: storedTokens(tokens),
      record,
      counts,
      locale,
    },
    now,
  );
  return { sessionId, ...tokens };
}

/**
 * Whether a request counts as the person's activity: always, never, or depending on who the
 * session belongs to (a request refused for its role must not keep the session alive).
 */
export type TouchRule = boolean | ((session: { role: Role }) => boolean);

/** Session checks in one group share a statement: the most one statement looks up. */
const CHECKS_PER_GROUP = 64;

interface SessionCheck {
  accessToken: string;
  at: number;
}

/**
 * Session checks that arrive together are answered by one statement (each token still looked
 * up on its own, see `findSessionsByAccessTokens`): every signed-in request makes one, and on the
 * embedded database's one connection a round trip each made the database's process and the
 * server wake each other once per request. A group is judged at its latest request's time, which
 * can only end a session sooner, never keep one alive longer.
 */
const sessionChecks = perDatabase(
  (db: Database) =>
    new CallGroups<SessionCheck, SessionLookupRow | undefined>((checks) => {
      const at = Math.max(...checks.map((check) => check.at));
      return findSessionsByAccessTokens(
        db,
        checks.map((check) => check.accessToken),
        {
          now: new Date(at),
          activeSince: new Date(at - sessionLimits.idleMs),
          createdAfter: new Date(at - sessionLimits.absoluteMs),
        },
      );
    }, CHECKS_PER_GROUP),
);

/**
 * The session an access token belongs to, if the token and its session are both alive: not
 * revoked, in contact within the idle limit (docs/rules.md#inactivity) and younger than 12 hours
 * (docs/rules.md#session-length). One statement, shared with the checks that arrive with it;
 * `touch` records the request as the person's activity (the idle limit restarts), written at
 * most every 10 s.
 */
export async function findSession(
  db: Database,
  accessToken: string,
  now: Date,
  options: { touch: TouchRule },
): Promise<SessionUser | null> {
  const row = await sessionChecks(db).call({ accessToken, at: now.getTime() });
  if (!row) return null;
  // A sign-in waiting for its second factor is not yet the person's activity.
  const touch =
    !row.secondFactorDue &&
    (typeof options.touch === "function" ? options.touch(row) : options.touch);
  if (touch && now.getTime() - row.lastActivityAt.getTime() >= ACTIVITY_WRITE_EVERY_MS) {
    await setLastActivity(db, row.sessionId, now);
  }
  const { createdAt, lastActivityAt: _lastActivityAt, ...user } = row;
  return { ...user, sessionEndsAt: sessionEnd(createdAt) };
}

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens; session: SessionRow; userEmail: string; userRole: Role }
  | { ok: false; reason: "unknown" | "ended" | "idle" | "reused" | "second-factor-due" };

/**
 * Exchanges a refresh token for a new pair (docs/rules.md#refresh). Each refresh token works
 * once; presenting it again after the grace period means it was copied, so the whole family is
 * revoked. Within the grace (two tabs refreshing at the same moment with the same cookie) the
 * second gets a pair too. `idleMs` is how long the person has been idle in the page: it can only
 * shorten the session. A session whose last contact (a request for content, or a refresh) is the
 * idle limit ago is over, whatever the page reports.
 */
export async function refreshSession(
  db: Database,
  refreshToken: string,
  idleMs: number,
  now: Date,
): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const found = await lockSessionOfRefreshToken(tx, refreshToken);
    if (!found) return { ok: false, reason: "unknown" } as const;
    const { token, session } = found;
    const revoke = async (reason: "ended" | "idle" | "reused") => {
      await revokeSession(tx, session.id, now);
      return { ok: false, reason } as const;
    };
    if (session.revokedAt) return { ok: false, reason: "ended" } as const;
    // Its tokens are not renewed: a sign-in left at the code step ends with its access token.
    if (session.secondFactorDue) return { ok: false, reason: "second-factor-due" } as const;
    if (now >= sessionEnd(session.createdAt) || now >= token.expiresAt) return revoke("ended");
    if (
      token.usedAt &&
      now.getTime() - token.usedAt.getTime() > sessionLimits.refreshReuseGraceMs
    ) {
      return revoke("reused");
    }
    // Idleness is judged from what the server observed: the page's report can only end a
    // session sooner, never revive one it has not heard from for the idle limit.
    const sinceContactMs = now.getTime() - session.lastActivityAt.getTime();
    if (Math.max(sinceContactMs, idleMs) >= sessionLimits.idleMs) return revoke("idle");
    // The person's last input as the page places it, never before the server's own record.
    const lastActivityAt = new Date(
      Math.max(session.lastActivityAt.getTime(), now.getTime() - Math.max(0, idleMs)),
    );

    if (!token.usedAt) await markRefreshTokenUsed(tx, refreshToken, now);
    await setLastActivity(tx, session.id, lastActivityAt);
    const tokens = newTokens(session.createdAt, now);
    await insertSessionTokens(tx, session.id, storedTokens(tokens));
    return {
      ok: true,
      tokens,
      session: { ...session, lastActivityAt },
      userEmail: found.email,
      userRole: found.role,
    } as const;
  });
}

/**
 * The sign-in's second factor was given: the session gets its rights and a new pair of tokens,
 * and the pair it had while the factor was due stops working.
 */
export async function completeSecondFactor(
  db: Database,
  session: { sessionId: string; sessionEndsAt: Date },
  now: Date,
): Promise<IssuedTokens> {
  const createdAt = new Date(session.sessionEndsAt.getTime() - sessionLimits.absoluteMs);
  const tokens = newTokens(createdAt, now);
  await db.transaction(async (tx) => {
    await passSecondFactor(tx, session.sessionId);
    await deleteSessionTokens(tx, session.sessionId);
    await insertSessionTokens(tx, session.sessionId, storedTokens(tokens));
  });
  return tokens;
}

/**
 * Sign-out: ends the session the access token names or, when that token has expired, the one the
 * refresh token belongs to.
 */
export async function signOut(
  db: Database,
  caller: { sessionId: string | undefined; refreshToken: string | undefined },
  now: Date,
): Promise<void> {
  const sessionId =
    caller.sessionId ??
    (caller.refreshToken ? await sessionIdOfRefreshToken(db, caller.refreshToken) : null);
  if (sessionId) await revokeSession(db, sessionId, now);
}

/**
 * Housekeeping: drops sessions revoked before `olderThan` or whose 12-hour end came before it,
 * with their tokens (docs/rules.md#retention).
 */
export async function pruneEndedSessions(db: Database, olderThan: Date): Promise<void> {
  await pruneSessions(db, {
    revokedBefore: olderThan,
    createdBefore: new Date(olderThan.getTime() - sessionLimits.absoluteMs),
    tokensExpiredBefore: olderThan,
  });
}
