import { passwordResetLimits } from "../../core/limits";
import { paths } from "../../core/paths";
import { site } from "../../core/site";
import type { ResetMailContent } from "../repositories/password-resets";

/** The link a reset e-mail carries: the token rides in the fragment, never sent to a server. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.resetPassword}#token=${token}`;
}

/** The reset e-mail; the outbox sends it to the address the account has on record. */
export function passwordResetMail(link: string): ResetMailContent {
  const minutes = passwordResetLimits.linkValidMs / 60_000;
  return {
    subject: `Reset your ${site.name} partner portal password`,
    text: [
      "Hello,",
      "",
      `someone asked to reset the password of the ${site.name} partner portal account for this e-mail address.`,
      "To choose a new password, open this link:",
      "",
      link,
      "",
      `The link works once and expires in ${minutes} minutes. Asking again makes older links stop working.`,
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      "",
      site.name,
      site.location,
    ].join("\n"),
  };
}
