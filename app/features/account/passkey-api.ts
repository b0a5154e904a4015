/**
 * The account page's calls about passkeys (docs/rules.md#passkeys): the options to make one
 * (after the password), adding the one the browser made, removing one (after the password);
 * the browser's WebAuthn helper, fetched when it is first needed; and the name step's rules.
 */
import type * as WebAuthnModule from "@simplewebauthn/browser";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { browserName } from "../../../core/browser-name";
import {
  ceremonyOptionsSchema,
  passkeyNameField,
  passkeySchema,
  type Passkey,
} from "../../../core/schemas/passkeys";
import { passkeyTexts } from "../../../core/texts/passkeys";
import { postJson, requestJson, type ApiResult } from "../../lib/api-client";

export type WebAuthn = typeof WebAuthnModule;

let webAuthn: Promise<WebAuthn> | undefined;

/**
 * The WebAuthn helper, downloaded on the first Add so the page's first load does not carry
 * it; a download that failed is tried again next time.
 */
export function loadWebAuthn(): Promise<WebAuthn> {
  webAuthn ??= import("@simplewebauthn/browser").catch((error: unknown) => {
    webAuthn = undefined;
    throw error;
  });
  return webAuthn;
}

/** A call whose answer must have `schema`'s shape; one that has not is a failure without reason. */
async function checked<T>(
  call: Promise<ApiResult<unknown>>,
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } },
): Promise<ApiResult<T>> {
  const result = await call;
  if (!result.ok) return result;
  const parsed = schema.safeParse(result.data);
  return parsed.success
    ? { ok: true, status: result.status, data: parsed.data }
    : { ok: false, status: result.status, error: null };
}

/**
 * A failure the server gave no reason for (no connection, a server error) gets `message`: the
 * password dialog would otherwise say two-factor sign-in's words.
 */
function explained<T>(result: ApiResult<T>, message: string): ApiResult<T> {
  if (result.ok || result.error) return result;
  return { ...result, error: { statusCode: result.status, error: "Error", message } };
}

/**
 * The options for the browser's ceremony, after the password. Their challenge is answerable
 * once: a ceremony that failed needs new ones, and so the password again.
 */
export async function startAddingPasskey(
  password: string,
): Promise<ApiResult<PublicKeyCredentialCreationOptionsJSON>> {
  const result = await checked(
    postJson<unknown>("/api/account/passkeys/options", { password }),
    ceremonyOptionsSchema,
  );
  // Checked by shape only: the browser checks the rest, and refuses options it cannot use.
  return result.ok
    ? { ...result, data: result.data as unknown as PublicKeyCredentialCreationOptionsJSON }
    : explained(result, passkeyTexts.toasts.failed.description);
}

/** Adds the passkey the browser made (201), under its name. */
export function addPasskey(
  name: string,
  response: RegistrationResponseJSON,
): Promise<ApiResult<Passkey>> {
  return checked(postJson<unknown>("/api/account/passkeys", { name, response }), passkeySchema);
}

/** Removes one of the account's passkeys (204), after the password. */
export async function removePasskey(id: string, password: string): Promise<ApiResult<null>> {
  const result = await requestJson<null>(
    "DELETE",
    `/api/account/passkeys/${encodeURIComponent(id)}`,
    { password },
  );
  return explained(result, passkeyTexts.toasts.notRemoved.description);
}

/** A name as two names are compared: trimmed, case aside. */
function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/**
 * The name step's check, the server's own: the trimmed name, or what is wrong with it; one the
 * account's passkeys already have (`taken`, case aside) is refused, as they could not be told
 * apart.
 */
export function checkPasskeyName(
  value: string,
  taken: readonly string[] = [],
): { ok: true; name: string } | { ok: false; message: string } {
  const parsed = passkeyNameField.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? passkeyTexts.add.nameRequired,
    };
  }
  const key = nameKey(parsed.data);
  return taken.some((name) => nameKey(name) === key)
    ? { ok: false, message: passkeyTexts.add.nameTaken }
    : { ok: true, name: parsed.data };
}

/**
 * The name offered for a new passkey: the browser and system it is made on, numbered past the
 * names the account already has, so two passkeys made in the same browser can be told apart.
 */
export function defaultPasskeyName(userAgent: string | null, taken: readonly string[]): string {
  const text = passkeyTexts.add;
  const browser = browserName(userAgent, text.unknownBrowser);
  const names = new Set(taken.map(nameKey));
  let number = 1;
  while (names.has(text.defaultName(browser, number).toLocaleLowerCase())) number += 1;
  return text.defaultName(browser, number);
}

/**
 * Why the browser made no passkey: its device already holds one of the account's (the
 * options list them, and the browser refuses a second), or anything else (the person
 * cancelled, the time ran out, no device could).
 */
export function ceremonyFailure(error: unknown): "alreadyOnDevice" | "cancelled" {
  const code =
    typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  const name = error instanceof Error ? error.name : undefined;
  return code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError"
    ? "alreadyOnDevice"
    : "cancelled";
}
