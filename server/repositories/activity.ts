import type { userActivityLogs } from "../../db/schema";
import type { LoginSource, SignInMethod } from "../../core/schemas/auth";

export interface SignInRecord {
  userId: string;
  email: string;
  source: LoginSource;
  ipAddress: string;
  userAgent: string | undefined;
  /** Recorded as a password's when not said. */
  method?: SignInMethod;
}

/** A successful sign-in's record as stored (written with its session, in sessions.ts). */
export function signInRecordRow(record: SignInRecord, now: Date) {
  return {
    userId: record.userId,
    email: record.email,
    activityType: "login",
    source: record.source,
    method: record.method ?? "password",
    ipAddress: record.ipAddress.slice(0, 64),
    userAgent: record.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  } satisfies typeof userActivityLogs.$inferInsert;
}
