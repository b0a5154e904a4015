import { partnerInactivity } from "../limits";

/** The warning comes this many minutes before the idle sign-out. */
const warningMinutes = (partnerInactivity.timeoutMs - partnerInactivity.warningMs) / 60_000;

/** Session Expiring Soon (docs/rules.md#inactivity) and its action, which keeps the session going. */
export const sessionWarningTexts = {
  title: "Session Expiring Soon",
  description: `Your session will expire in ${warningMinutes} minutes. Please refresh the page to continue.`,
  staySignedIn: "Stay signed in",
} as const;
