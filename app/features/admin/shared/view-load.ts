/** How every view of the panel loads its data: one answer for a refused or failed call. */
import { redirect } from "react-router";
import { paths } from "../../../../core/paths";
import type { ApiResult } from "../../../lib/api-client";
import { readSessionInfo } from "../../../lib/session-info";
import { failureMessage, panelRefusal } from "./admin-api";

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * A view's data. No session or a 401 rejects with the redirect to /admin (`leavePanel`), and an
 * admin who has yet to set up two-factor sign-in with the one to their account page
 * (`panelRefusal`); any other refusal or failure becomes a message the view shows (a partner's
 * 403 never shows: the guard answers Access Denied).
 */
export async function loadView<T>(call: () => Promise<ApiResult<T>>): Promise<Loaded<T>> {
  if (!readSessionInfo()) throw redirect(paths.admin);
  const result = await call();
  const refusal = panelRefusal(result);
  if (refusal) throw refusal;
  return result.ok
    ? { ok: true, data: result.data }
    : { ok: false, message: failureMessage(result) };
}
