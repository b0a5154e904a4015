import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, userActivityLogs } from "../../db/schema";
import type { LoginSource, SignInMethod } from "../../core/schemas/auth";

export interface PreviousSignInRecord {
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * The user's sign-in before the one that started the given session: the latest sign-in record
 * of that user made before the session began. The session's own sign-in is recorded at the
 * very instant the session starts, so it is never the answer. Null on a first sign-in.
 */
export async function previousSignIn(
  db: Pick<Database, "select">,
  session: { sessionId: string; userId: string },
): Promise<PreviousSignInRecord | null> {
  const [row] = await db
    .select({
      at: userActivityLogs.createdAt,
      ipAddress: userActivityLogs.ipAddress,
      userAgent: userActivityLogs.userAgent,
    })
    .from(userActivityLogs)
    .where(
      and(
        eq(userActivityLogs.userId, session.userId),
        eq(userActivityLogs.activityType, "login"),
        sql`${userActivityLogs.createdAt} < (select ${sessions.createdAt} from ${sessions} where ${sessions.id} = ${session.sessionId})`,
      ),
    )
    .orderBy(desc(userActivityLogs.createdAt), desc(userActivityLogs.id))
    .limit(1);
  return row ?? null;
}

/** One of a user's sign-in records, for the owner's list of recent sign-ins. */
export interface SignInRecordRow extends PreviousSignInRecord {
  source: LoginSource;
  method: SignInMethod;
}

/** A user's latest sign-ins, newest first, at most `limit`. */
export async function recentSignIns(
  db: Pick<Database, "select">,
  userId: string,
  limit: number,
): Promise<SignInRecordRow[]> {
  return db
    .select({
      at: userActivityLogs.createdAt,
      ipAddress: userActivityLogs.ipAddress,
      userAgent: userActivityLogs.userAgent,
      source: userActivityLogs.source,
      method: userActivityLogs.method,
    })
    .from(userActivityLogs)
    .where(and(eq(userActivityLogs.userId, userId), eq(userActivityLogs.activityType, "login")))
    .orderBy(desc(userActivityLogs.createdAt), desc(userActivityLogs.id))
    .limit(limit);
}
