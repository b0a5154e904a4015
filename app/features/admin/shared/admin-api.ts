/**
 * What every view of the admin panel shares with the API: the guard's profile and what a
 * refused or failed call means for the page. Only admin routes import it.
 */
import { useCallback } from "react";
import { redirect, useNavigate } from "react-router";
import { adminToasts, adminPanelText } from "../../../../core/texts/admin-panel";
import { paths } from "../../../../core/paths";
import type { ApiError } from "../../../../core/schemas/api-error";
import type { Profile } from "../../../../core/schemas/auth";
import { requestJson } from "../../../lib/api-client";
import { sessionEnded } from "../../../lib/session";
import { readSessionInfo } from "../../../lib/session-info";
import { showToast } from "../../../lib/toast";
import { isSetupDueRefusal, twoFactorSetupDuePath } from "../../account/two-factor-due";

/** A failure to load the panel that trying again may cure (network, server error). */
export class AdminLoadError extends Error {
  override name = "AdminLoadError";
}

/**
 * The panel's one answer to a 401, the server no longer accepting the session: say so once
 * (the guard, a list and a dialog may hear the same 401 at once), forget the session here and
 * in the other tabs, and go to the admin sign-in. A loader throws the redirect it returns;
 * the rest of the panel follows it through `useLeavePanel`.
 */
export function leavePanel(): Response {
  if (readSessionInfo()) {
    void showToast({ variant: "destructive", ...adminToasts.authRequired });
    sessionEnded("lost");
  }
  return redirect(paths.admin);
}

/**
 * The panel's one answer to a refused call: a 401 leads to /admin (`leavePanel`); the 403 of an
 * admin who has yet to set up two-factor sign-in (outside demo mode) leads to their account
 * page, which says so and offers the set-up. Null for any other answer, which the view handles.
 */
export function panelRefusal(result: {
  status: number;
  error?: Pick<ApiError, "code"> | null;
}): Response | null {
  if (result.status === 401) return leavePanel();
  if (isSetupDueRefusal(result)) return redirect(twoFactorSetupDuePath);
  return null;
}

/**
 * `panelRefusal` for what runs outside a loader (a dialog, a row's action): `leave(result)`
 * follows the refusal's redirect, and says whether it did.
 */
export function useLeavePanel() {
  const navigate = useNavigate();
  return useCallback(
    (result: { status: number; error?: Pick<ApiError, "code"> | null }) => {
      const refusal = panelRefusal(result);
      if (!refusal) return false;
      void navigate(refusal.headers.get("Location") ?? paths.admin, { replace: true });
      return true;
    },
    [navigate],
  );
}

/**
 * The panel's guard: no session leads to /admin; the role comes from the server at this
 * request (`GET /api/me`), so a demoted admin is refused at once.
 */
export async function loadAdminProfile(): Promise<Profile> {
  if (!readSessionInfo()) throw redirect(paths.admin);
  const result = await requestJson<Profile>("GET", "/api/me");
  if (result.status === 401) throw leavePanel();
  if (!result.ok) throw new AdminLoadError(result.error?.message ?? adminPanelText.loadFailed);
  return result.data;
}

/** The message of a failed call, for an "Error … user" toast. */
export function failureMessage(result: { status: number; error: { message: string } | null }) {
  if (result.status === 0) return adminToasts.unreachable;
  return result.error?.message ?? adminToasts.unexpected;
}
