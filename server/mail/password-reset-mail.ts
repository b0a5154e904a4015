import { passwordResetLimits } from "../../core/limits";
import { localizedPath, type Locale } from "../../core/locales";
import { paths } from "../../core/paths";
import * as english from "../../core/texts/e-mails";
import * as slovenian from "../../core/texts/e-mails.sl";
import type { InEachLanguage } from "../http/request-locale";
import type { ResetMailContent } from "../repositories/password-resets";

const texts: InEachLanguage<typeof english> = { en: english, sl: slovenian };

/**
 * The link a reset e-mail carries, to the reset page in the language the reset was asked in
 * (`/reset-password`, `/sl/reset-password`): the token rides in the fragment, never sent to a
 * server.
 */
export function passwordResetLink(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl}${localizedPath(paths.resetPassword, locale)}#token=${token}`;
}

/**
 * The reset e-mail, in the language of the page that asked for it; the outbox sends it to the
 * address the account has on record.
 */
export function passwordResetMail(link: string, locale: Locale): ResetMailContent {
  const { mailFrame, passwordResetMailTexts: words } = texts[locale];
  const minutes = passwordResetLimits.linkValidMs / 60_000;
  return {
    subject: words.subject,
    text: [
      mailFrame.greeting,
      "",
      words.asked,
      words.openLink,
      "",
      link,
      "",
      words.expiry(minutes),
      words.notYou,
      "",
      ...mailFrame.signature,
    ].join("\n"),
  };
}
