import { redirect } from "react-router";
import { paths } from "../../../core/paths";
import { portalTexts } from "../../../core/texts/portal";
import type { PartnerRequestList } from "../../../core/schemas/partner-requests";
import { readSessionInfo, sessionInfoCookieName } from "../../lib/session-info";
import { PortalLoadError } from "./portal-api";
import { apiHeaders } from "../../lib/api-headers";

function isRequestList(value: unknown): value is PartnerRequestList {
  if (typeof value !== "object" || value === null) return false;
  const { requests, olderNotShown } = value as Partial<PartnerRequestList>;
  return Array.isArray(requests) && typeof olderNotShown === "boolean";
}

/**
 * The signed-in partner's own requests. No session, or one the server no longer accepts, leads
 * to /login (with the stale session facts dropped, so /login does not send the partner back).
 */
export async function loadOwnRequests(request: Request): Promise<PartnerRequestList> {
  if (!readSessionInfo()) throw redirect(paths.login);
  let response: Response;
  try {
    response = await fetch("/api/portal/requests", {
      credentials: "same-origin",
      headers: apiHeaders,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new PortalLoadError(portalTexts.loadErrors.unreachable);
  }
  if (response.status === 401) {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${sessionInfoCookieName()}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    throw redirect(paths.login);
  }
  if (!response.ok) throw new PortalLoadError(portalTexts.loadErrors.unavailable);
  const answer: unknown = await response.json().catch(() => null);
  if (!isRequestList(answer)) {
    throw new PortalLoadError(portalTexts.loadErrors.invalidAnswer);
  }
  return answer;
}
