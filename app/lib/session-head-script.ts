import { sessionCookieNames } from "../../core/session-cookies";

/**
 * Runs in <head> before the body paints, on every page including the pre-rendered ones:
 * marks <html> with whether the session-info cookie is present (`data-session`) and, for an
 * admin, `data-role="admin"` (the role the server wrote into that cookie), so CSS shows the
 * right header controls at once. Its CSP hash is computed from each built page.
 */
export const sessionHeadScript = `(function(){var n=location.protocol==="https:"?${JSON.stringify(
  sessionCookieNames(true).info,
)}:${JSON.stringify(sessionCookieNames(false).info)},v=null,r="";document.cookie.split("; ").forEach(function(c){if(c.indexOf(n+"=")===0)v=c.slice(n.length+1)});if(v!==null){try{r=JSON.parse(decodeURIComponent(v)).user.role}catch(e){}}var d=document.documentElement;d.setAttribute("data-session",v!==null?"in":"out");if(r==="admin")d.setAttribute("data-role","admin");else d.removeAttribute("data-role")})()`;
