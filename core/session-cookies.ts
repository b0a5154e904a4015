/**
 * The session's cookies. The two tokens are HttpOnly: no script ever reads them. The third
 * holds the session's non-secret facts (SessionInfo as URI-encoded JSON) so every page, the
 * pre-rendered ones included, knows before its scripts run whether someone is signed in.
 * Over HTTPS all three carry the `__Host-` prefix (Secure, Path=/, no Domain).
 */
export function sessionCookieNames(https: boolean) {
  const prefix = https ? "__Host-" : "";
  return {
    access: `${prefix}session`,
    refresh: `${prefix}refresh`,
    info: `${prefix}session_info`,
  } as const;
}
