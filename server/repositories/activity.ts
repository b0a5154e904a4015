import type { Database } from "../../db/client";
import { userActivityLogs } from "../../db/schema";
import type { LoginSource } from "../../core/schemas/auth";

export interface SignInRecord {
  userId: string;
  email: string;
  source: LoginSource;
  ipAddress: string;
  userAgent: string | undefined;
}

/** A successful sign-in, recorded by the server (the browser sends nothing for it). */
export async function recordSignIn(
  db: Pick<Database, "insert">,
  record: SignInRecord,
  now: Date,
): Promise<void> {
  await db.insert(userActivityLogs).values({
    userId: record.userId,
    email: record.email,
    activityType: "login",
    source: record.source,
    ipAddress: record.ipAddress.slice(0, 64),
    userAgent: record.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
}
