import type { LoginInput } from "../../../core/schemas/auth";
import { postJson, type ApiResult } from "../../lib/api-client";

/**
 * A sign-in, from either sign-in page: the API's answer, and when it was asked on this
 * browser's clock, which `sessionStarted` needs to place the token's expiry on it.
 */
export async function requestSignIn(
  input: LoginInput,
): Promise<{ result: ApiResult<unknown>; askedAt: number }> {
  const askedAt = Date.now();
  const result = await postJson<unknown>("/api/auth/login", input);
  return { result, askedAt };
}
