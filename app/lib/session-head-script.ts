import { sessionCookieNames } from "../../core/session-cookies";

/**
 * Runs in <head> before the body paints, on every page including the pre-rendered ones:
 * marks <html> with whether the session-info cookie is present, so CSS shows the right
 * header control at once. Its CSP hash is computed from each built page.
 */
export const sessionHeadScript = `(function(){var n=location.protocol==="https:"?${JSON.stringify(
  sessionCookieNames(true).info,
)}:${JSON.stringify(sessionCookieNames(false).info)};document.documentElement.setAttribute("data-session",document.cookie.split("; ").some(function(c){return c.indexOf(n+"=")===0})?"in":"out")})()`;
