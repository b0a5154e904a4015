import { passwordRules } from "../limits";
import { accountName } from "./account-name";
import type { LoginSource, SignInMethod } from "../schemas/auth";

// The account page (the portal's and the panel's): changing one's password, the sessions signed
// in now and the recent sign-ins. Kept apart so only the account page's script carries them;
// the frames carry only the page's name (account-name.ts).

export const accountTexts = {
  /** The link in the portal's navigation and the panel's frame, and the page's title. */
  navLabel: accountName.navLabel,
  title: accountName.title,
  description: accountName.description,
  password: {
    title: "Change password",
    intro: "Other sessions of your account are signed out, and we e-mail you a notice.",
    /** Whose password it is: the e-mail follows. */
    account: "For the account",
    current: "Current password",
    next: "New password",
    confirm: "Confirm new password",
    hint: `At least ${passwordRules.minLength} characters, with a letter and a number.`,
    submit: "Change password",
    submitting: "Changing...",
    currentRequired: "Please enter your current password",
    currentWrong: "The current password is not correct",
    mismatch: "The new passwords do not match",
    sameAsCurrent: "The new password must differ from the current one",
    changed: {
      title: "Password changed",
      description: "Your other sessions were signed out and a notice was e-mailed to you.",
    },
    failed: {
      title: "Password not changed",
      description: "The password could not be changed. Please try again.",
    },
  },
  sessions: {
    title: "Where you are signed in",
    intro: "Sign out any session you do not recognise, such as a lost laptop.",
    thisSession: "This session",
    signedIn: "Signed in",
    lastSeen: "Last active",
    unknownAddress: "Unknown address",
    signOut: "Sign out",
    signOutOthers: "Sign out all other sessions",
    onlyThisOne: "You are signed in only here.",
    signedOut: {
      title: "Session signed out",
      description: "That session can no longer be used.",
    },
    othersSignedOut: (count: number) => ({
      title: "Other sessions signed out",
      description:
        count === 1
          ? "1 other session was signed out."
          : `${count} other sessions were signed out.`,
    }),
    failed: {
      title: "Could not sign out",
      description: "The session could not be signed out. Please try again.",
    },
  },
  signIns: {
    title: "Recent sign-ins",
    intro: "The last sign-ins to your account. If one was not you, change your password.",
    when: "When",
    where: "Address",
    browser: "Browser",
    page: "Signed in on",
    empty: "No sign-ins recorded yet.",
  },
  /** The switch to the other language, for screens whose header has no room for it (phones). */
  language: {
    title: "Language",
    intro:
      "These pages are in English. Notices about your account are e-mailed in the language you last signed in with.",
  },
  /** Read out while the sessions and sign-ins load. */
  loading: "Loading your sessions and sign-ins...",
  /** Once, under the lists: every time on the page is the firm's. */
  timeZone: "Times are Ljubljana time.",
  loadFailed: "Your sessions and sign-ins could not be loaded.",
  retry: "Retry",
  retrying: "Retrying...",
  /** Where a session or a sign-in came from. */
  source: { "partner-portal": "Partner login", "admin-panel": "Admin login" },
  /** The sign-in page, and the passkey when one was used: "Admin login with a passkey". */
  signInWay: (source: LoginSource, method: SignInMethod) => {
    const page = accountTexts.source[source];
    return method === "passkey" ? `${page} with a passkey` : page;
  },
  unknownBrowser: "An unknown browser",
} as const;
