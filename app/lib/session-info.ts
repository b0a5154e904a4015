import { sessionInfoSchema, type SessionInfo } from "../../core/schemas/auth";
import { sessionCookieNames } from "../../core/session-cookies";

/** The session-info cookie's name on this page's origin (`__Host-` prefixed over HTTPS). */
export function sessionInfoCookieName(): string {
  return sessionCookieNames(window.location.protocol === "https:").info;
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
    const parsed = sessionInfoSchema.safeParse(
      JSON.parse(decodeURIComponent(entry.slice(name.length + 1))),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
