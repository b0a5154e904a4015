/**
 * The admin panel's calls to the API (SPEC §7 admin-user-management as REST) and what a
 * refused call means for the page. Only admin routes import it.
 */
import { redirect } from "react-router";
import { adminToasts, adminPanelText } from "../../../core/admin-messages";
import { paths } from "../../../core/paths";
import type { Profile } from "../../../core/schemas/auth";
import type {
  CreateUserInput,
  ManagedUser,
  UpdateUserInput,
  UserListQuery,
} from "../../../core/schemas/admin-users";
import { requestJson, type ApiResult } from "../../lib/api-client";
import { sessionEnded } from "../../lib/session";
import { readSessionInfo } from "../../lib/session-info";
import { showToast } from "../../lib/toast";

const usersPath = "/api/admin/users";

export interface UserList {
  users: ManagedUser[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UserSummary {
  totalUsers: number;
  adminUsers: number;
  totalLogins: number;
}

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

export function fetchUsers(query: UserListQuery): Promise<ApiResult<UserList>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return requestJson<UserList>("GET", `${usersPath}?${params}`);
}

export function fetchSummary(): Promise<ApiResult<UserSummary>> {
  return requestJson<UserSummary>("GET", `${usersPath}/summary`);
}

export function createUser(
  input: CreateUserInput,
): Promise<ApiResult<{ user: ManagedUser; password: string }>> {
  return requestJson("POST", usersPath, input);
}

export function updateUser(
  userId: string,
  input: UpdateUserInput,
): Promise<ApiResult<{ user: ManagedUser }>> {
  return requestJson("PATCH", `${usersPath}/${encodeURIComponent(userId)}`, input);
}

export function resetUserPassword(
  userId: string,
): Promise<ApiResult<{ user: ManagedUser; newPassword: string }>> {
  return requestJson("POST", `${usersPath}/${encodeURIComponent(userId)}/reset-password`, {});
}

export function deleteUser(userId: string): Promise<ApiResult<null>> {
  return requestJson("DELETE", `${usersPath}/${encodeURIComponent(userId)}`);
}

/** The message of a failed call, for an "Error … user" toast. */
export function failureMessage(result: { status: number; error: { message: string } | null }) {
  if (result.status === 0) return adminToasts.unreachable;
  return result.error?.message ?? adminToasts.unexpected;
}
