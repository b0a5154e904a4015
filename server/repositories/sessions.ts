import { and, eq, isNull, lt, or, sql, type Placeholder } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, sessionTokens, users, type Role, type SessionRow } from "../../db/schema";
import { sessionLimits } from "../../core/limits";
import type { LoginSource } from "../../core/schemas/auth";
import { newToken, tokenDigest, type IssuedTokens } from "../auth/tokens";

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
}

const ms = (value: number) => sql`${value} * interval '1 millisecond'`;

/** Activity is written at most this often per session: reads stay reads. */
export const ACTIVITY_WRITE_EVERY_MS = 10_000;

function sessionEnd(createdAt: Date): Date {
  return new Date(createdAt.getTime() + sessionLimits.absoluteMs);
}

async function issueTokens(
  db: Pick<Database, "insert">,
  sessionId: string,
  createdAt: Date,
  now: Date,
): Promise<IssuedTokens> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const sessionEndsAt = sessionEnd(createdAt);
  // Never past the session's end: the page is told this time, and refreshes before it.
  const accessExpiresAt = new Date(
    Math.min(now.getTime() + sessionLimits.accessTokenMs, sessionEndsAt.getTime()),
  );
  await db.insert(sessionTokens).values([
    { tokenHash: tokenDigest(accessToken), sessionId, kind: "access", expiresAt: accessExpiresAt },
    { tokenHash: tokenDigest(refreshToken), sessionId, kind: "refresh", expiresAt: sessionEndsAt },
  ]);
  return { accessToken, refreshToken, accessExpiresAt, sessionEndsAt };
}

/** A new session and its first tokens, inside the caller's transaction. */
export async function insertSession(
  tx: Pick<Database, "insert">,
  input: { userId: string; remember: boolean; source: LoginSource },
  now: Date,
): Promise<IssuedTokens & { sessionId: string }> {
  const [row] = await tx
    .insert(sessions)
    .values({ ...input, createdAt: now, lastActivityAt: now })
    .returning({ id: sessions.id });
  const tokens = await issueTokens(tx, row!.id, now, now);
  return { sessionId: row!.id, ...tokens };
}

/** The conditions under which a session still lives at `now` (a placeholder for an ISO time). */
function alive(now: Placeholder) {
  return and(
    isNull(sessions.revokedAt),
    sql`${sessions.lastActivityAt} > ${now}::timestamptz - ${ms(sessionLimits.idleMs)}`,
    sql`${sessions.createdAt} > ${now}::timestamptz - ${ms(sessionLimits.absoluteMs)}`,
  );
}

/**
 * The session check runs on every signed-in request, so its statement is built once per
 * database rather than per request (building it cost more than the health check's whole
 * request), and on PostgreSQL it is a named statement each connection parses once.
 */
function prepareSessionLookup(db: Database) {
  const now = sql.placeholder("now");
  return db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      role: users.role,
      remember: sessions.remember,
      source: sessions.source,
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
        eq(sessionTokens.tokenHash, sql.placeholder("digest")),
        eq(sessionTokens.kind, "access"),
        sql`${sessionTokens.expiresAt} > ${now}::timestamptz`,
        alive(now),
      ),
    )
    .limit(1)
    .prepare("find_session_by_access_token");
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/**
 * Whether a request counts as the person's activity: always, never, or depending on who the
 * session belongs to (a request refused for its role must not keep the session alive).
 */
export type TouchRule = boolean | ((session: { role: Role }) => boolean);

/**
 * The session an access token belongs to, if the token and its session are both alive.
 * `touch` records the request as the person's activity (the idle limit restarts).
 */
export async function findSessionByAccessToken(
  db: Database,
  accessToken: string,
  now: Date,
  options: { touch: TouchRule },
): Promise<SessionUser | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ digest: tokenDigest(accessToken), now: now.toISOString() });
  if (!row) return null;
  const touch = typeof options.touch === "function" ? options.touch(row) : options.touch;
  if (touch && now.getTime() - row.lastActivityAt.getTime() >= ACTIVITY_WRITE_EVERY_MS) {
    await db
      .update(sessions)
      .set({
        lastActivityAt: sql`greatest(${sessions.lastActivityAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(sessions.id, row.sessionId));
  }
  const { createdAt, lastActivityAt: _lastActivityAt, ...user } = row;
  return { ...user, sessionEndsAt: sessionEnd(createdAt) };
}

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens; session: SessionRow; userEmail: string; userRole: Role }
  | { ok: false; reason: "unknown" | "ended" | "idle" | "reused" };

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once; presenting it again
 * after the grace period means it was copied, so the whole family is revoked. Within the grace
 * (two tabs refreshing at the same moment with the same cookie) the second gets a pair too.
 * `idleMs` is how long the person has been idle in the page: it can only shorten the session.
 * A session whose last contact (a request for content, or a refresh) is the idle limit ago is
 * over, whatever the page reports.
 */
export async function refreshSession(
  db: Database,
  refreshToken: string,
  idleMs: number,
  now: Date,
): Promise<RefreshOutcome> {
  const digest = tokenDigest(refreshToken);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ token: sessionTokens, session: sessions, email: users.email, role: users.role })
      .from(sessionTokens)
      .innerJoin(sessions, eq(sessions.id, sessionTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessionTokens.tokenHash, digest), eq(sessionTokens.kind, "refresh")))
      .for("update", { of: sessions });
    if (!found) return { ok: false, reason: "unknown" } as const;
    const { token, session } = found;
    const revoke = async (reason: "ended" | "idle" | "reused") => {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
      return { ok: false, reason } as const;
    };
    if (session.revokedAt) return { ok: false, reason: "ended" } as const;
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
    const lastActivity = new Date(
      Math.max(session.lastActivityAt.getTime(), now.getTime() - Math.max(0, idleMs)),
    );

    if (!token.usedAt) {
      await tx
        .update(sessionTokens)
        .set({ usedAt: now })
        .where(and(eq(sessionTokens.tokenHash, digest), isNull(sessionTokens.usedAt)));
    }
    const [updated] = await tx
      .update(sessions)
      .set({ lastActivityAt: lastActivity })
      .where(eq(sessions.id, session.id))
      .returning();
    const tokens = await issueTokens(tx, session.id, session.createdAt, now);
    return {
      ok: true,
      tokens,
      session: updated!,
      userEmail: found.email,
      userRole: found.role,
    } as const;
  });
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
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

/** Drops sessions that ended long ago, with their tokens. */
export async function pruneSessions(db: Database, olderThan: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, olderThan),
        sql`${sessions.createdAt} < ${olderThan.toISOString()}::timestamptz - ${ms(sessionLimits.absoluteMs)}`,
      ),
    );
  await db.delete(sessionTokens).where(lt(sessionTokens.expiresAt, olderThan));
}
