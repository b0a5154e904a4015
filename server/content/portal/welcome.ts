import { browserName } from "../../../core/browser-name";
import type { PortalWelcome } from "../../../core/schemas/portal";
import { portalTexts } from "../../../core/texts/portal";
import type { PreviousSignInRecord } from "../../repositories/last-sign-in";

/** The welcome of the signed-in user: who they are and where they signed in last time. */
export function portalWelcome(
  user: { email: string; fullName: string | null; company: string | null },
  previous: PreviousSignInRecord | null,
): PortalWelcome {
  return {
    email: user.email,
    fullName: user.fullName?.trim() || null,
    company: user.company?.trim() || null,
    previousSignIn: previous && {
      at: previous.at.toISOString(),
      address: previous.ipAddress || "an unknown address",
      browser: browserName(previous.userAgent, portalTexts.welcome.unknownBrowser),
    },
  };
}
