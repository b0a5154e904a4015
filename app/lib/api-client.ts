import type { ApiError } from "../../core/schemas/api-error";
import { apiHeaders } from "./api-headers";

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError | null };

/** A call to the API; never throws: a network failure is status 0, an error body is parsed. */
export async function requestJson<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...apiHeaders,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  return { ok: false, status: response.status, error: isApiError(payload) ? payload : null };
}

/** JSON to the API (see `requestJson`). */
export function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  return requestJson<T>("POST", path, body);
}

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ApiError).message === "string" &&
    typeof (value as ApiError).statusCode === "number"
  );
}
