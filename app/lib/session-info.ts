import type { SessionInfo } from "../../core/schemas/auth";
import { sessionCookieNames } from "../../core/session-cookies";

/** The session-info cookie's name on this page's origin (`__Host-` prefixed over HTTPS). */
export function sessionInfoCookieName(): string {
  return sessionCookieNames(window.location.protocol === "https:").info;
}

/**
 * `sessionInfoSchema`'s shape, checked by hand: this runs on every public page, and the
 * schema would bring zod into their shared bundle (about 8 KB, see
 * docs/decisions/0005-public-bundle-budget.md). session-info.test.ts holds the two to
 * the same answers.
 */
export function parseSessionInfo(value: unknown): SessionInfo | null {
  if (typeof value !== "object" || value === null) return null;
  const { user, expiresAt } = value as { user?: unknown; expiresAt?: unknown };
  if (typeof user !== "object" || user === null || typeof expiresAt !== "string") return null;
  const { id, email, role } = user as { id?: unknown; email?: unknown; role?: unknown };
  if (typeof id !== "string" || typeof email !== "string") return null;
  if (role !== "partner" && role !== "admin") return null;
  return { user: { id, email, role }, expiresAt };
}

/**
 * The signed-in person's non-secret session facts, read from the cookie the server sets next
 * to the HttpOnly tokens; null when nobody is signed in (or outside a browser).
 */
export function readSessionInfo(): SessionInfo | null {
  if (typeof document === "undefined") return null;
  const name = sessionInfoCookieName();
  const entry = document.cookie.split("; ").find((cookie) => cookie.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    return parseSessionInfo(JSON.parse(decodeURIComponent(entry.slice(name.length + 1))));
  } catch {
    return null;
  }
}

/** Drops the session's readable facts (the server clears them too when it can be told). */
export function clearSessionInfoCookie(): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${sessionInfoCookieName()}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
