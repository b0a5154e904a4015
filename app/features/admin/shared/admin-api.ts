/**
 * What every view of the admin panel shares with the API: the guard's profile and what a
 * refused or failed call means for the page. Only admin routes import it.
 */
import { redirect } from "react-router";
import { adminToasts, adminPanelText } from "../../../../core/texts/admin-panel";
import { paths } from "../../../../core/paths";
import type { Profile } from "../../../../core/schemas/auth";
import { requestJson } from "../../../lib/api-client";
import { sessionEnded } from "../../../lib/session";
import { readSessionInfo } from "../../../lib/session-info";
import { showToast } from "../../../lib/toast";

/** A failure to load the panel that trying again may cure (network, server error). */
export class AdminLoadError extends Error {
  override name = "AdminLoadError";
}

/**
 * The server no longer accepts the session (401): say so, forget it here and in the other
 * tabs; the caller goes to /admin.
 */
export function sessionRefused() {
  void showToast({ variant: "destructive", ...adminToasts.authRequired });
  sessionEnded("lost");
}

/**
 * The panel's guard: no session leads to /admin; the role comes from the server at this
 * request (`GET /api/me`), so a demoted admin is refused at once.
 */
export async function loadAdminProfile(): Promise<Profile> {
  if (!readSessionInfo()) throw redirect(paths.admin);
  const result = await requestJson<Profile>("GET", "/api/me");
  if (result.status === 401) {
    sessionRefused();
    throw redirect(paths.admin);
  }
  if (!result.ok) throw new AdminLoadError(result.error?.message ?? adminPanelText.loadFailed);
  return result.data;
}

/** The message of a failed call, for an "Error … user" toast. */
export function failureMessage(result: { status: number; error: { message: string } | null }) {
  if (result.status === 0) return adminToasts.unreachable;
  return result.error?.message ?? adminToasts.unexpected;
}
