import { data, redirect, type MetaDescriptor } from "react-router";
import { paths } from "../../../core/paths";
import { portalTexts } from "../../../core/texts/portal";
import { site } from "../../../core/site";
import type {
  PortalOverview,
  PortalPage,
  PortalPageKind,
  PortalSearchAnswer,
  PortalWelcome,
} from "../../../core/schemas/portal";
import { clearSessionInfoCookie, readSessionInfo } from "../../lib/session-info";
import { apiHeaders } from "../../lib/api-headers";

/** A failure to load portal content that trying again may cure (network, server error). */
export class PortalLoadError extends Error {
  override name = "PortalLoadError";
}

/**
 * Fetches portal content from the API with the session's cookies. No session, or one the
 * server no longer accepts (401), leads to /login before anything is shown.
 */
async function fetchPortal(url: string, signal: AbortSignal): Promise<unknown> {
  if (!readSessionInfo()) throw redirect(paths.login);
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: "same-origin",
      headers: apiHeaders,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PortalLoadError(portalTexts.loadErrors.unreachable);
  }
  if (response.status === 401) {
    // Its readable facts too, so /login does not take the stale cookie for a session and send
    // the partner straight back here.
    clearSessionInfoCookie();
    throw redirect(paths.login);
  }
  if (response.status === 404) throw data(null, { status: 404, statusText: "Not Found" });
  if (!response.ok) {
    throw new PortalLoadError(portalTexts.loadErrors.unavailable);
  }
  return response.json().catch(() => null);
}

function invalidAnswer(): never {
  throw new PortalLoadError(portalTexts.loadErrors.invalidAnswer);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

// The server checks every answer against the shared schemas before sending it (see
// server/routes/api/portal.ts), so the page checks only its shape here: bringing zod's
// union and enum checks into the shared chunk would cost every public page.

/** The welcome page's content, and the signed-in partner's welcome beside it. */
export async function loadPortalOverview(
  request: Request,
): Promise<PortalOverview & { welcome: PortalWelcome }> {
  const [answer, welcome] = await Promise.all([
    fetchPortal("/api/portal", request.signal),
    fetchPortal("/api/portal/welcome", request.signal),
  ]);
  return isRecord(answer) &&
    isRecord(answer.hero) &&
    isRecord(answer.portfolio) &&
    isRecord(welcome) &&
    typeof welcome.email === "string"
    ? { ...(answer as unknown as PortalOverview), welcome: welcome as unknown as PortalWelcome }
    : invalidAnswer();
}

/**
 * The portal search's answer for a query. A session the server no longer accepts throws the
 * same redirect to /login as a page's loader; the caller follows it.
 */
export async function searchPortalContent(
  query: string,
  signal: AbortSignal,
): Promise<PortalSearchAnswer> {
  const answer = await fetchPortal(`/api/portal/search?q=${encodeURIComponent(query)}`, signal);
  return isRecord(answer) && Array.isArray(answer.results) && typeof answer.total === "number"
    ? (answer as unknown as PortalSearchAnswer)
    : invalidAnswer();
}

/** The sub-page at the request's path, which must be of the given kind. */
export async function loadPortalPage<K extends PortalPageKind>(
  request: Request,
  kind: K,
): Promise<Extract<PortalPage, { kind: K }>> {
  const slug = new URL(request.url).pathname.split("/").filter(Boolean).pop() ?? "";
  const answer = await fetchPortal(`/api/portal/pages/${encodeURIComponent(slug)}`, request.signal);
  return isRecord(answer) && answer.kind === kind && answer.slug === slug
    ? (answer as unknown as Extract<PortalPage, { kind: K }>)
    : invalidAnswer();
}

/** Portal pages: the page's own title when it has loaded, and kept out of search engines. */
export function portalMeta(pageTitle?: string): MetaDescriptor[] {
  const title = pageTitle
    ? `${pageTitle} | ${portalTexts.portal} | ${site.name}`
    : `${portalTexts.portal} | ${site.name}`;
  return [
    { title },
    { name: "description", content: portalTexts.metaDescription },
    { name: "robots", content: "noindex" },
  ];
}
