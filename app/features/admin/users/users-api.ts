/** The Users view's calls to the admin API under /api/admin/users (docs/rules.md#admin-panel). */
import type {
  CreateUserInput,
  ManagedUser,
  UpdateUserInput,
  UserListQuery,
} from "../../../../core/schemas/admin-users";
import { requestJson, type ApiResult } from "../../../lib/api-client";

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

/** Removes the account's two-factor sign-in (its owner lost their phone); 204. */
export function removeTwoFactor(userId: string): Promise<ApiResult<null>> {
  return requestJson("DELETE", `${usersPath}/${encodeURIComponent(userId)}/two-factor`);
}

export function deleteUser(userId: string): Promise<ApiResult<null>> {
  return requestJson("DELETE", `${usersPath}/${encodeURIComponent(userId)}`);
}
