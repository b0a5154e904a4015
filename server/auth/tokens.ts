import { createHash, randomBytes } from "node:crypto";

/** A 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a leaked table signs nobody in. */
export function tokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
