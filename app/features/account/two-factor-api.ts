/**
 * The account page's calls about two-factor sign-in (docs/rules.md#two-factor-sign-in): setting
 * it up and turning it on, turning it off and new recovery codes, each answer read by its schema.
 */
import type { z } from "zod/mini";
import {
  recoveryCodesSchema,
  twoFactorSetupSchema,
  type TwoFactorSetup,
} from "../../../core/schemas/two-factor";
import { postJson, type ApiResult } from "../../lib/api-client";

export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A call whose answer must have `schema`'s shape; one that has not is a failure without reason. */
async function post<T>(
  path: string,
  body: unknown,
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } },
): Promise<ApiResult<T>> {
  const result = await postJson<unknown>(path, body);
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success
    ? { ok: true, status: result.status, data: parsed.data }
    : { ok: false, status: result.status, error: null };
}

/** A new key for the app, after the password; nothing is in force yet. */
export function startTwoFactorSetup(password: string): Promise<ApiResult<TwoFactorSetup>> {
  return post("/api/account/two-factor/setup", { password }, twoFactorSetupSchema);
}

/** Turns it on with a code from the app just set up: answers the recovery codes, once. */
export function confirmTwoFactor(code: string): Promise<ApiResult<RecoveryCodes>> {
  return post("/api/account/two-factor/confirm", { code }, recoveryCodesSchema);
}

export function turnOffTwoFactor(password: string): Promise<ApiResult<{ ok: true }>> {
  return postJson<{ ok: true }>("/api/account/two-factor/disable", { password });
}

/** New recovery codes; the old ones stop working. */
export function renewRecoveryCodes(password: string): Promise<ApiResult<RecoveryCodes>> {
  return post("/api/account/two-factor/recovery-codes", { password }, recoveryCodesSchema);
}
