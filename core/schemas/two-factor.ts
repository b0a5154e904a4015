import { z } from "zod/mini";
import { twoFactorLimits } from "../limits";
import { twoFactorTexts } from "../texts/two-factor";
import { accountTexts } from "../texts/account";
import { MAX_PASSWORD } from "./auth";

/** The password asked again before two-factor sign-in is set up, turned off or given new codes. */
export const passwordConfirmationSchema = z.object({
  password: z.string().check(
    z.refine((value) => value.length > 0, accountTexts.password.currentRequired),
    z.maxLength(MAX_PASSWORD, accountTexts.password.currentWrong),
  ),
});

/** A code as typed: spaces are forgiven, anything else but its digits is a wrong code. */
const codeField = z.string().check(z.trim(), z.maxLength(20, twoFactorTexts.answers.wrongCode));

/** POST /api/account/two-factor/confirm: a code from the app just set up. */
export const twoFactorConfirmSchema = z.object({ code: codeField });

/** POST /api/auth/second-factor: the app's code, or one of the recovery codes. */
export const secondFactorSchema = z.union([
  z.object({ code: codeField }),
  z.object({ recoveryCode: z.string().check(z.trim(), z.maxLength(64)) }),
]);
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
