import { partnerInactivity } from "../limits";

/** Sign-out and inactivity texts (docs/rules.md#texts) and the signed-in header's links. */
export const logoutMessages = {
  success: { title: "Logged Out", description: "You have been successfully logged out." },
  failed: { title: "Error", description: "Failed to log out" },
} as const;

/** The warning comes this many minutes before the idle sign-out. */
const warningMinutes = (partnerInactivity.timeoutMs - partnerInactivity.warningMs) / 60_000;

/** Inactivity (docs/rules.md#inactivity). */
export const sessionMessages = {
  expiringSoon: {
    title: "Session Expiring Soon",
    description: `Your session will expire in ${warningMinutes} minutes. Please refresh the page to continue.`,
  },
  expired: {
    title: "Session Expired",
    description: "Your session has expired. Please log in again.",
  },
} as const;

/** The header's ways back into the signed-in areas, beside Logout (issue 11, not fixed texts). */
export const signedInLinks = {
  partnerPortal: "Partner Portal",
  adminPanel: "Admin Panel",
} as const;

/** The header's way in (signed out) and out (signed in): Partner Login and Logout. */
export const authControlTexts = {
  partnerLogin: "Partner Login",
  logout: "Logout",
} as const;

/** The action in the Session Expiring Soon warning: keeps the session going. */
export const sessionActions = { staySignedIn: "Stay signed in" } as const;
