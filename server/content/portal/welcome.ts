import { browserName } from "../../../core/browser-name";
import type { Locale } from "../../../core/locales";
import type { PortalWelcome } from "../../../core/schemas/portal";
import { portalTexts } from "../../../core/texts/portal";
import { portalTexts as portalTextsSl } from "../../../core/texts/portal.sl";
import { browserNameTexts } from "../../../core/texts/browser-name";
import { browserNameTexts as browserNameTextsSl } from "../../../core/texts/browser-name.sl";
import type { PreviousSignInRecord } from "../../repositories/last-sign-in";

const welcomeTexts = { en: portalTexts.welcome, sl: portalTextsSl.welcome } satisfies Record<
  Locale,
  unknown
>;
const browserTexts = { en: browserNameTexts, sl: browserNameTextsSl } satisfies Record<
  Locale,
  unknown
>;

/**
 * The welcome of the signed-in user: who they are and where they signed in last time, what is
 * not known said in the page's language (English unless told).
 */
export function portalWelcome(
  user: { email: string; fullName: string | null; company: string | null },
  previous: PreviousSignInRecord | null,
  locale: Locale = "en",
): PortalWelcome {
  const texts = welcomeTexts[locale];
  return {
    email: user.email,
    fullName: user.fullName?.trim() || null,
    company: user.company?.trim() || null,
    previousSignIn: previous && {
      at: previous.at.toISOString(),
      address: previous.ipAddress || texts.unknownAddress,
      browser: browserName(previous.userAgent, texts.unknownBrowser, browserTexts[locale]),
    },
  };
}
