/**
 * Signing in with a passkey (docs/rules.md#passkeys), loaded only when a sign-in page starts
 * one: the options from the server, the browser's ceremony, the answer sent back, and what the
 * page then says, as it would after a password. Two ways in: the page's button, and the e-mail
 * field's suggestions, where the browser offers the saved passkeys itself (WebAuthn's
 * conditional mediation).
 */
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { LoginSource } from "../../../core/schemas/auth";
import { passkeyTexts } from "../../../core/texts/passkeys";
import { postJson, type ApiResult } from "../../lib/api-client";
import { showToast } from "../../lib/toast";
import type { RefusedSignIn, SignInLockout } from "./sign-in-form";

/** What the sign-in form lends a passkey sign-in: its page, its lock and its answers. */
export interface PasskeySignInContext {
  source: LoginSource;
  /** Read when the device has answered, so "Remember me" counts as it is then. */
  input: () => { remember?: boolean };
  /** The lock counts one e-mail's failures (/login), not every submit (/admin). */
  perEmail: boolean;
  lockout: SignInLockout;
  /** A sign-in's 200: the session begins, as after a password. */
  signedIn: (result: ApiResult<unknown>, askedAt: number) => Promise<void>;
  /** Says the account is locked for this long. */
  tooMany: (remainingMs: number) => void;
  /** Any other refusal, in the page's words. */
  refused: (result: RefusedSignIn) => Promise<void>;
}

const failed = (description: string | undefined) =>
  void showToast({
    variant: "destructive",
    title: passkeyTexts.signIn.failedTitle,
    description: description ?? passkeyTexts.answers.failed,
  });

/** The Retry-After of a 429's body, in seconds, if it says one. */
function retryAfterSeconds(error: unknown): number | null {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The server's answer to a passkey, said as the answer to a password would be. */
async function answer(context: PasskeySignInContext, result: ApiResult<unknown>, askedAt: number) {
  const { lockout, perEmail } = context;
  // On /admin a passkey's sign-in counts as a submit does, on the server and here.
  const lockedFor = !perEmail && result.status !== 0 ? lockout.noteAttempt() : 0;
  if (result.ok) {
    await context.signedIn(result, askedAt);
    return;
  }
  if (result.status === 429) {
    const seconds = retryAfterSeconds(result.error) ?? lockout.lockMs / 1000;
    // A partner's lock is one e-mail's, which a passkey does not name here: told, not kept.
    context.tooMany(perEmail ? seconds * 1000 : lockout.noteServerLock(seconds));
    return;
  }
  if (lockedFor > 0) {
    context.tooMany(lockedFor);
    return;
  }
  if (result.status === 401 || result.status === 400) {
    failed(result.error?.message);
    return;
  }
  await context.refused(result);
}

/**
 * One sign-in with a passkey, answered on the page. `autofill`: wait for the person to pick a
 * passkey among the e-mail field's suggestions; it stays open until they do, or another
 * ceremony ends it, and says nothing when the browser cannot offer them.
 */
export async function signInWithPasskey(
  context: PasskeySignInContext,
  options: { autofill?: boolean } = {},
): Promise<void> {
  const autofill = options.autofill ?? false;
  const supported = autofill
    ? browserSupportsWebAuthn() && (await browserSupportsWebAuthnAutofill())
    : browserSupportsWebAuthn();
  if (!supported) {
    if (!autofill) void showToast({ variant: "destructive", ...passkeyTexts.toasts.unsupported });
    return;
  }
  const started = await postJson<PublicKeyCredentialRequestOptionsJSON>(
    "/api/auth/passkey/options",
    {},
  );
  if (!started.ok) {
    // The autofill waits quietly; the button says why nothing happened.
    if (!autofill) failed(started.error?.message);
    return;
  }
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({
      optionsJSON: started.data,
      useBrowserAutofill: autofill,
    });
  } catch {
    // The person closed the browser's dialog, or another ceremony took its place.
    return;
  }
  const askedAt = Date.now();
  const result = await postJson<unknown>("/api/auth/passkey", {
    response,
    remember: context.input().remember ?? false,
    source: context.source,
  });
  await answer(context, result, askedAt);
}

/** Ends a ceremony still waiting (the autofill's, when the page goes). */
export function stopWaitingForPasskey(): void {
  WebAuthnAbortService.cancelCeremony();
}
