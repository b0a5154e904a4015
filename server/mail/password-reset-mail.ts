import { passwordResetLimits } from "../../core/limits";
import { paths } from "../../core/paths";
import { site } from "../../core/site";
import type { OutgoingMail } from "../repositories/mail-outbox";

/** The link a reset e-mail carries: the token rides in the fragment, never sent to a server. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.resetPassword}#token=${token}`;
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  const minutes = passwordResetLimits.linkValidMs / 60_000;
  return {
    to,
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
