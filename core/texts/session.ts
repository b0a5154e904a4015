/** Sign-out and inactivity texts (docs/rules.md#texts) and the signed-in header's links. */
export const logoutMessages = {
  success: { title: "Logged Out", description: "You have been successfully logged out." },
  failed: { title: "Error", description: "Failed to log out" },
} as const;

/**
 * The end of a session for inactivity (docs/rules.md#inactivity). The warning before it is in
 * `session-warning.ts`, downloaded only once someone is signed in.
 */
export const sessionMessages = {
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
