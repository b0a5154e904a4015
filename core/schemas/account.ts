import { z } from "zod/mini";
import { accountTexts } from "../texts/account";
import { passwordMessages } from "../texts/passwords";
import { loginSources, MAX_PASSWORD, signInMethods, type PasswordTexts } from "./auth";
import { twoFactorStatusSchema } from "./two-factor";
import { passkeySchema } from "./passkeys";

/**
 * One of the account's sessions that is signed in now, as its owner sees it on the account
 * page: where (browser and system, address) and when. `current` marks the session asking.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  /** "Chrome on Windows", from the sign-in's user agent (core/browser-name.ts). */
  browser: z.string(),
  /** The client address the sign-in came from, or null when it was not known. */
  address: z.nullable(z.string()),
  source: z.enum(loginSources),
  method: z.enum(signInMethods),
  signedInAt: z.string(),
  /** The session's last request for content or refresh: its idle time counts from here. */
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** One of the account's recent sign-ins, newest first. */
export const accountSignInSchema = z.object({
  at: z.string(),
  browser: z.string(),
  address: z.nullable(z.string()),
  source: z.enum(loginSources),
  method: z.enum(signInMethods),
});
export type AccountSignIn = z.infer<typeof accountSignInSchema>;

/** GET /api/account: who is signed in, their sessions now and their recent sign-ins. */
export const accountOverviewSchema = z.object({
  email: z.string(),
  fullName: z.nullable(z.string()),
  role: z.enum(["partner", "admin"]),
  sessions: z.array(accountSessionSchema),
  signIns: z.array(accountSignInSchema),
  twoFactor: twoFactorStatusSchema,
  passkeys: z.array(passkeySchema),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** The words the password form is refused with (core/texts/account.ts, passwords.ts, or twins). */
export interface PasswordChangeTexts {
  account: Pick<typeof accountTexts, "password">;
  passwords: Pick<PasswordTexts, "tooLong">;
}

/**
 * POST /api/account/password. The new password's policy is judged by the handler (as on the
 * reset page), so every failure is reported together; the current one must be given.
 */
export function passwordChangeSchemaWith(texts: PasswordChangeTexts) {
  return z.object({
    currentPassword: z.string().check(
      z.refine((value) => value.length > 0, texts.account.password.currentRequired),
      z.maxLength(MAX_PASSWORD, texts.account.password.currentWrong),
    ),
    newPassword: z.string().check(z.maxLength(MAX_PASSWORD, texts.passwords.tooLong)),
  });
}
export const passwordChangeSchema = passwordChangeSchemaWith({
  account: accountTexts,
  passwords: passwordMessages,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The answer to signing out sessions: how many ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().check(z.int(), z.minimum(0)) });
