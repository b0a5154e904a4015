/**
 * The account page's calls to the API, the same for the portal's page and the panel's: the
 * overview (sessions, sign-ins), changing the password and ending sessions.
 */
import { redirect } from "react-router";
import {
  accountOverviewSchema,
  sessionsEndedSchema,
  type AccountOverview,
  type PasswordChangeInput,
} from "../../../core/schemas/account";
import { postJson, requestJson, type ApiResult } from "../../lib/api-client";
import { readSessionInfo } from "../../lib/session-info";

/**
 * Where the page stands (the portal or the panel): its sign-in page, how its own calls forget
 * a session the server no longer accepts, and the level of the page's section headings (the
 * panel's view title is already a level-2 heading).
 */
export interface AccountArea {
  signIn: string;
  forgetSession: () => void;
  headingLevel: 2 | 3;
}

/** The overview, or why it is missing: a failure is shown as one, never as empty lists. */
export type AccountLoad =
  { ok: true; overview: AccountOverview } | { ok: false; message: string | null };

/**
 * The route's data: the overview's promise, not awaited, so the page shows its frame, the form
 * and skeleton rows at once (the Users view's way). No session throws the redirect to the
 * area's sign-in here; a 401 rejects the promise with it, and the page follows it.
 */
export function loadAccountOverview(area: AccountArea): Promise<AccountLoad> {
  if (!readSessionInfo()) throw redirect(area.signIn);
  const load = requestJson<unknown>("GET", "/api/account").then((result): AccountLoad => {
    if (result.status === 401) {
      area.forgetSession();
      throw redirect(area.signIn);
    }
    if (!result.ok) return { ok: false, message: result.error?.message ?? null };
    const parsed = accountOverviewSchema.safeParse(result.data);
    return parsed.success ? { ok: true, overview: parsed.data } : { ok: false, message: null };
  });
  // A redirect no page is left to follow (the person moved on meanwhile) is no error.
  load.catch(() => undefined);
  return load;
}

export function changePassword(input: PasswordChangeInput): Promise<ApiResult<{ ok: true }>> {
  return postJson<{ ok: true }>("/api/account/password", input);
}

/** Ends one of the account's other sessions (204). */
export function endSession(id: string): Promise<ApiResult<null>> {
  return requestJson<null>("DELETE", `/api/account/sessions/${encodeURIComponent(id)}`);
}

/** Ends every session of the account but this one; answers how many ended. */
export async function endOtherSessions(): Promise<ApiResult<{ ended: number }>> {
  const result = await postJson<unknown>("/api/account/sessions/sign-out-others", {});
  if (!result.ok) return result;
  const parsed = sessionsEndedSchema.safeParse(result.data);
  return parsed.success
    ? { ok: true, status: result.status, data: parsed.data }
    : { ok: false, status: result.status, error: null };
}
