/**
 * Signing in with a passkey (docs/rules.md#passkeys), loaded only when a sign-in page starts
 * one: the options from the server, the browser's ceremony, and the answer sent back. Two ways
 * in: the page's button, and the e-mail field's autofill, where the browser offers the saved
 * passkeys itself (WebAuthn's conditional mediation).
 */
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { LoginSource } from "../../../core/schemas/auth";
import { postJson, type ApiResult } from "../../lib/api-client";

export type PasskeySignInOutcome =
  /** The server's answer to the device's, and when it was asked (as `requestSignIn`). */
  | { kind: "answered"; result: ApiResult<unknown>; askedAt: number }
  /** The server would not start one (too many from this address, or no connection). */
  | { kind: "not-started"; result: Extract<ApiResult<unknown>, { ok: false }> }
  /** The person closed the browser's dialog, or another ceremony took its place. */
  | { kind: "cancelled" }
  | { kind: "unsupported" };

/**
 * One sign-in with a passkey. `autofill`: wait for the person to pick a passkey in the e-mail
 * field's suggestions; the promise stays open until they do, or another ceremony ends it.
 * `input` is read when the device has answered, so "Remember me" counts as it is then.
 */
export async function signInWithPasskey(
  source: LoginSource,
  input: () => { remember?: boolean },
  options: { autofill?: boolean } = {},
): Promise<PasskeySignInOutcome> {
  const autofill = options.autofill ?? false;
  if (!browserSupportsWebAuthn()) return { kind: "unsupported" };
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return { kind: "unsupported" };
  const started = await postJson<PublicKeyCredentialRequestOptionsJSON>(
    "/api/auth/passkey/options",
    {},
  );
  if (!started.ok) return { kind: "not-started", result: started };
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: started.data,
      useBrowserAutofill: autofill,
    });
  } catch {
    return { kind: "cancelled" };
  }
  const askedAt = Date.now();
  const result = await postJson<unknown>("/api/auth/passkey", {
    response,
    remember: input().remember ?? false,
    source,
  });
  return { kind: "answered", result, askedAt };
}

/** Ends a ceremony still waiting (the autofill's, when the page goes). */
export function stopWaitingForPasskey(): void {
  WebAuthnAbortService.cancelCeremony();
}
