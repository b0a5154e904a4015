import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginThrottles, sessions, sessionTokens, userActivityLogs, users } from "../../db/schema";
import type { LoginSource } from "../../core/schemas/auth";
import type { Locale } from "../../core/locales";
import { tokenDigest } from "../auth/tokens";
import { runNamed } from "./named-statement";
import { signInRecordRow, type SignInRecord } from "./activity";

/** What a successful sign-in writes; the caller sets every value. */
export interface SignedInSession {
  session: {
    id: string;
    userId: string;
    remember: boolean;
    source: LoginSource;
    secondFactorDue?: boolean;
    passkey?: boolean;
  };
  tokens: { access: StoredToken; refresh: StoredToken };
  /** The sign-in record; the account's login count and time are updated with it. */
  record: SignInRecord;
  /** The language the sign-in came in, kept as the account's for its e-mails; none leaves it. */
  locale?: Locale;
  /** Sign-in counts settled in the same statement, when the caller has decided how. */
  counts?: SettledCounts;
}

/**
 * Two changes to sign-in counts that need no look at them first: one key's count dropped, which
 * is a count with no attempts, and one key's claimed attempt given back (its attempts less one,
 * unless the key is locked), as `releaseAttempt` in core/sign-in-lockout.ts does.
 */
export interface SettledCounts {
  clearKey: string;
  releaseKey: string;
}

/**
 * A successful sign-in's writes in one statement, one round trip where four statements were
 * four: the account's login count, time and language, the sign-in record, the session and its two tokens
 * (their foreign keys are checked at the statement's end, when the session is there).
 */
export async function insertSignedInSession(
  tx: Pick<Database, "$with" | "with" | "insert" | "update" | "delete">,
  input: SignedInSession,
  now: Date,
): Promise<void> {
  const { session, tokens, record, counts, locale } = input;
  const login = tx.$with("login").as(
    tx
      .update(users)
      .set({
        loginCount: sql`${users.loginCount} + 1`,
        lastLoginAt: now,
        ...(locale ? { locale } : {}),
      })
      .where(eq(users.id, session.userId))
      .returning({ id: users.id }),
  );
  const recordRow = signInRecordRow(record, now);
  const signIn = tx
    .$with("sign_in")
    .as(tx.insert(userActivityLogs).values(recordRow).returning({ id: userActivityLogs.id }));
  const started = tx.$with("started").as(
    tx
      .insert(sessions)
      .values({
        ...session,
        createdAt: now,
        lastActivityAt: now,
        // The owner sees where each of their sessions signed in (the account page).
        ipAddress: recordRow.ipAddress,
        userAgent: recordRow.userAgent,
      })
      .returning({ id: sessions.id }),
  );
  const parts = counts
    ? [login, signIn, started, ...settledCounts(tx, counts)]
    : [login, signIn, started];
  await runNamed(
    tx
      .with(...parts)
      .insert(sessionTokens)
      .values(tokenRows(session.id, tokens)),
  );
}

function settledCounts(tx: Pick<Database, "$with" | "delete" | "update">, counts: SettledCounts) {
  const cleared = tx
    .$with("cleared")
    .as(
      tx
        .delete(loginThrottles)
        .where(eq(loginThrottles.key, counts.clearKey))
        .returning({ key: loginThrottles.key }),
    );
  const released = tx.$with("released").as(
    tx
      .update(loginThrottles)
      .set({ attempts: sql`${loginThrottles.attempts} - 1` })
      .where(
        and(
          eq(loginThrottles.key, counts.releaseKey),
          isNull(loginThrottles.blockedUntil),
          sql`${loginThrottles.attempts} > 0`,
        ),
      )
      .returning({ key: loginThrottles.key }),
  );
  return [cleared, released];
}

/** A token to store: the database keeps its digest. */
export interface StoredToken {
  token: string;
  expiresAt: Date;
}

/** A session's access and refresh token, in one statement. */
export async function insertSessionTokens(
  tx: Pick<Database, "insert">,
  sessionId: string,
  tokens: { access: StoredToken; refresh: StoredToken },
): Promise<void> {
  await tx.insert(sessionTokens).values(tokenRows(sessionId, tokens));
}

function tokenRows(sessionId: string, tokens: { access: StoredToken; refresh: StoredToken }) {
  const { access, refresh } = tokens;
  return [
    {
      tokenHash: tokenDigest(access.token),
      sessionId,
      kind: "access" as const,
      expiresAt: access.expiresAt,
    },
    {
      tokenHash: tokenDigest(refresh.token),
      sessionId,
      kind: "refresh" as const,
      expiresAt: refresh.expiresAt,
    },
  ];
}

/**
 * Which sessions the access-token lookup finds: its token unexpired at `now`, not revoked,
 * active after `activeSince` and created after `createdAfter`. The caller sets the times.
 */
export interface LiveSessionBounds {
  now: Date;
  activeSince: Date;
  createdAfter: Date;
}

/**
 * The session check runs on every signed-in request, so its statement is built once per
 * database rather than per request (building it cost more than the health check's whole
 * request), and it is a named statement each connection parses and plans once.
 *
 * It takes the digests of several access tokens, so checks that arrive together share one
 * round trip. Each digest is looked up by its own lateral subquery, planned for one row: the
 * plan reaches every table through its primary key whatever the tables' size, even on the
 * embedded database, which has no statistics (an `= any(...)` over the array was planned as
 * whole-table scans once a generic plan was made).
 */
function prepareSessionLookup(db: Database) {
  const now = sql.placeholder("now");
  const found = db
    .select({
      digest: sessionTokens.tokenHash,
      // Both tables name their key `id`: the subquery's columns need names of their own.
      sessionId: sql<string>`${sessions.id}`.as("session_id"),
      userId: sql<string>`${users.id}`.as("user_id"),
      email: users.email,
      role: users.role,
      remember: sessions.remember,
      source: sessions.source,
      secondFactorDue: sessions.secondFactorDue,
      passkey: sessions.passkey,
      createdAt: sessions.createdAt,
      lastActivityAt: sessions.lastActivityAt,
      accessExpiresAt: sessionTokens.expiresAt,
      fullName: users.fullName,
      company: users.company,
      loginCount: users.loginCount,
      lastLoginAt: users.lastLoginAt,
    })
    .from(sessionTokens)
    .innerJoin(sessions, eq(sessions.id, sessionTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessionTokens.tokenHash, sql`wanted.digest`),
        eq(sessionTokens.kind, "access"),
        sql`${sessionTokens.expiresAt} > ${now}::timestamptz`,
        isNull(sessions.revokedAt),
        sql`${sessions.lastActivityAt} > ${sql.placeholder("activeSince")}::timestamptz`,
        sql`${sessions.createdAt} > ${sql.placeholder("createdAfter")}::timestamptz`,
      ),
    )
    .limit(1)
    .as("found");
  return db
    .select()
    .from(sql`unnest(${sql.placeholder("digests")}::text[]) as wanted(digest)`)
    .crossJoinLateral(found)
    .prepare("find_sessions_by_access_tokens");
}

/** What the access-token lookup answers: the session and its user. */
export type SessionLookupRow = Omit<
  Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>["execute"]>>[number]["found"],
  "digest"
>;

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/**
 * The session each access token belongs to and its user, within the bounds, in the tokens'
 * order (undefined where there is none); one statement for all of them.
 */
export async function findSessionsByAccessTokens(
  db: Database,
  accessTokens: string[],
  bounds: LiveSessionBounds,
): Promise<(SessionLookupRow | undefined)[]> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const digests = accessTokens.map(tokenDigest);
  const rows = await lookup.execute({
    digests: [...new Set(digests)],
    now: bounds.now.toISOString(),
    activeSince: bounds.activeSince.toISOString(),
    createdAfter: bounds.createdAfter.toISOString(),
  });
  const byDigest = new Map(rows.map(({ found: { digest, ...row } }) => [digest, row]));
  return digests.map((digest) => byDigest.get(digest));
}

/** Moves a session's last activity to `at`; never back, whoever wrote last. */
export async function setLastActivity(
  db: Pick<Database, "update">,
  sessionId: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({
      lastActivityAt: sql`greatest(${sessions.lastActivityAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(sessions.id, sessionId));
}

/**
 * A refresh token with its session and user; the session row stays locked until the caller's
 * transaction ends, so two refreshes of one session take turns.
 */
export async function lockSessionOfRefreshToken(
  tx: Pick<Database, "select">,
  refreshToken: string,
) {
  const [found] = await tx
    .select({ token: sessionTokens, session: sessions, email: users.email, role: users.role })
    .from(sessionTokens)
    .innerJoin(sessions, eq(sessions.id, sessionTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessionTokens.tokenHash, tokenDigest(refreshToken)),
        eq(sessionTokens.kind, "refresh"),
      ),
    )
    .for("update", { of: sessions });
  return found;
}

/** Marks a refresh token used, unless it already is. */
export async function markRefreshTokenUsed(
  tx: Pick<Database, "update">,
  refreshToken: string,
  now: Date,
): Promise<void> {
  await tx
    .update(sessionTokens)
    .set({ usedAt: now })
    .where(
      and(eq(sessionTokens.tokenHash, tokenDigest(refreshToken)), isNull(sessionTokens.usedAt)),
    );
}

export async function revokeSession(
  db: Pick<Database, "update">,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Drops every token of a session: its tokens so far stop working. */
export async function deleteSessionTokens(
  db: Pick<Database, "delete">,
  sessionId: string,
): Promise<void> {
  await db.delete(sessionTokens).where(eq(sessionTokens.sessionId, sessionId));
}

/** The session a refresh token belongs to (sign-out with an expired access token). */
export async function sessionIdOfRefreshToken(
  db: Database,
  refreshToken: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: sessionTokens.sessionId })
    .from(sessionTokens)
    .where(
      and(
        eq(sessionTokens.tokenHash, tokenDigest(refreshToken)),
        eq(sessionTokens.kind, "refresh"),
      ),
    );
  return row?.sessionId ?? null;
}

/** One of a user's live sessions, as its owner sees it. */
export interface OwnSessionRow {
  id: string;
  source: LoginSource;
  createdAt: Date;
  lastActivityAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** Signed in with a passkey. */
  passkey: boolean;
}

/**
 * A user's sessions that are signed in now (not revoked, active since `activeSince`, created
 * after `createdAfter`), the latest active first.
 */
export async function listLiveSessionsOfUser(
  db: Pick<Database, "select">,
  userId: string,
  bounds: Omit<LiveSessionBounds, "now">,
): Promise<OwnSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      source: sessions.source,
      createdAt: sessions.createdAt,
      lastActivityAt: sessions.lastActivityAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      passkey: sessions.passkey,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastActivityAt, bounds.activeSince),
        gt(sessions.createdAt, bounds.createdAfter),
      ),
    )
    .orderBy(desc(sessions.lastActivityAt), desc(sessions.createdAt));
}

/**
 * Ends a user's own sessions: the one named, or with `except` every one but that. Only the
 * user's sessions are touched; answers how many were not yet revoked (with `live`, how many
 * were still signed in) and are now ended.
 */
export async function revokeSessionsOfUser(
  db: Pick<Database, "update">,
  userId: string,
  which: { only: string } | { except: string; live?: Omit<LiveSessionBounds, "now"> },
  now: Date,
): Promise<number> {
  const chosen =
    "only" in which
      ? eq(sessions.id, which.only)
      : and(
          ne(sessions.id, which.except),
          which.live && gt(sessions.lastActivityAt, which.live.activeSince),
          which.live && gt(sessions.createdAt, which.live.createdAfter),
        );
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), chosen))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of a user at once (password reset, role change, deletion). */
export async function revokeUserSessions(
  db: Pick<Database, "update">,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Drops sessions revoked before `revokedBefore` or created before `createdBefore`, and tokens
 * that expired before `tokensExpiredBefore`.
 */
export async function pruneSessions(
  db: Database,
  cutOffs: { revokedBefore: Date; createdBefore: Date; tokensExpiredBefore: Date },
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, cutOffs.revokedBefore),
        lt(sessions.createdAt, cutOffs.createdBefore),
      ),
    );
  await db.delete(sessionTokens).where(lt(sessionTokens.expiresAt, cutOffs.tokensExpiredBefore));
}
