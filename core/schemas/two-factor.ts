import { z } from "zod/mini";
import { twoFactorLimits } from "../limits";
import { twoFactorTexts } from "../texts/two-factor";
import { accountTexts } from "../texts/account";
import { MAX_PASSWORD } from "./auth";

/** The words the password is asked again with (core/texts/account.ts, or its twin). */
export type PasswordConfirmationTexts = Pick<typeof accountTexts, "password">;
/** The words a code is refused with (core/texts/two-factor.ts, or its twin). */
export type CodeTexts = Pick<typeof twoFactorTexts, "answers">;

/** The password asked again before two-factor sign-in is set up, turned off or given new codes. */
export function passwordConfirmationSchemaWith(texts: PasswordConfirmationTexts) {
  return z.object({
    password: z.string().check(
      z.refine((value) => value.length > 0, texts.password.currentRequired),
      z.maxLength(MAX_PASSWORD, texts.password.currentWrong),
    ),
  });
}
export const passwordConfirmationSchema = passwordConfirmationSchemaWith(accountTexts);

/** A code as typed: spaces are forgiven, anything else but its digits is a wrong code. */
const codeField = (texts: CodeTexts) =>
  z.string().check(z.trim(), z.maxLength(20, texts.answers.wrongCode));

/** POST /api/account/two-factor/confirm: a code from the app just set up. */
export function twoFactorConfirmSchemaWith(texts: CodeTexts) {
  return z.object({ code: codeField(texts) });
}
export const twoFactorConfirmSchema = twoFactorConfirmSchemaWith(twoFactorTexts);

/** POST /api/auth/second-factor: the app's code, or one of the recovery codes. */
export function secondFactorSchemaWith(texts: CodeTexts) {
  return z.union([
    z.object({ code: codeField(texts) }),
    z.object({ recoveryCode: z.string().check(z.trim(), z.maxLength(64)) }),
  ]);
}
export const secondFactorSchema = secondFactorSchemaWith(twoFactorTexts);
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

/** The set-up's key, shown as a QR code (an SVG) and as text to type by hand. */
export const twoFactorSetupSchema = z.object({
  /** Base32, in groups of four for reading. */
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Recovery codes, shown once. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).check(z.length(twoFactorLimits.recoveryCodes)),
});

/** The account's two-factor state, on the account page. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().check(z.int(), z.minimum(0)),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The sign-in's answer when the password was right and the second factor is due (202). */
export const secondFactorDueSchema = z.object({ secondFactorDue: z.literal(true) });
