import { z } from "zod/mini";
import { passkeyLimits } from "../limits";
import { passkeyTexts } from "../texts/passkeys";
import { loginSources } from "./auth";

// Passkeys (docs/rules.md#passkeys): the account page's list, adding and removing one, and the
// sign-in with one. The browser's WebAuthn answers are checked by shape here and by signature
// on the server.

const base64url = z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9_-]*$/));

/** One of the account's passkeys, as its owner sees it on the account page. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last sign-in with it, or null when it was never used. */
  lastUsedAt: z.nullable(z.string()),
  /** Kept in a password manager or a phone's account, and so on every device of it. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The words a passkey's name is refused with (core/texts/passkeys.ts, or its twin). */
export type PasskeyNameTexts = Pick<typeof passkeyTexts, "add">;

/** A passkey's name: what its owner calls it, trimmed. */
export function passkeyNameFieldWith(texts: PasskeyNameTexts) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, texts.add.nameRequired),
      z.maxLength(passkeyLimits.nameLength, texts.add.nameTooLong),
    );
}
export const passkeyNameField = passkeyNameFieldWith(passkeyTexts);

/**
 * The options a WebAuthn ceremony starts from, as the server made them: handed to the browser
 * as they are.
 */
export const ceremonyOptionsSchema = z.looseObject({ challenge: z.string() });

/** The browser's answer to navigator.credentials.create(), as JSON. */
export const registrationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** The browser's answer to navigator.credentials.get(), as JSON. */
export const authenticationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** POST /api/account/passkeys: the new passkey's name and the browser's answer. */
export function addPasskeySchemaWith(texts: PasskeyNameTexts) {
  return z.object({ name: passkeyNameFieldWith(texts), response: registrationResponseSchema });
}
export const addPasskeySchema = addPasskeySchemaWith(passkeyTexts);

/** POST /api/auth/passkey: the sign-in with a passkey, from /login or /admin. */
export const passkeySignInSchema = z.object({
  response: authenticationResponseSchema,
  remember: z.optional(z.boolean()),
  source: z.optional(z.enum(loginSources)),
});
