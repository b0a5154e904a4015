import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a leaked table signs nobody in. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The tokens of a new or refreshed session: handed to the browser once, stored as digests. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  /** The end of the session's absolute lifetime: the refresh token and cookies end here. */
  sessionEndsAt: Date;
}
