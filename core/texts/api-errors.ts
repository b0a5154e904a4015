import { adminLoginMessages } from "./admin-sign-in";

/**
 * What the API says in its error bodies, which the pages show as they are. The texts of a
 * screen's own refusals (sign-in, the contact form, password rules) live with that screen's
 * texts; these are the ones any page may meet.
 */
export const apiErrorTexts = {
  notSignedIn: "Please log in to continue.",
  /** The admin sign-in page says the same when a partner signs in there. */
  adminOnly: adminLoginMessages.adminRequired,
  crossSite: "Cross-site requests are not accepted.",
  serviceUnavailable: "The service is briefly unavailable. Please try again in a moment.",
  signInsBusy: "Too many sign-ins are being checked right now. Please try again in a moment.",
  tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
  tooManyResetRequests: "Too many password reset requests. Please wait a while and try again.",
  noSuchPortalPage: "There is no such portal page.",
  /** The account page: a session of the caller's that is not there, or already signed out. */
  sessionNotFound: "That session is not signed in.",
  /** Anything unexpected on the server (500). */
  serverFailure: "Something went wrong on our side. Please try again.",
  /** A URL the server cannot even read, such as one with a broken percent escape. */
  invalidAddress: "The address is not valid.",
  /** An API path that does not exist (404). */
  notFound: (method: string, url: string) => `Nothing is found at ${method} ${url}.`,
  /** Requests the framework refuses before a route sees them. */
  request: {
    tooLarge: "The request is too large.",
    notJson: "Send the request body as application/json.",
    emptyBody: "The request body is empty.",
    invalidJson: "The request body is not valid JSON.",
    lengthMismatch: "The request's Content-Length does not match its body.",
    /** A field the schema refuses without words of its own. */
    invalidValue: "Invalid value.",
    invalid: "The request is not valid.",
  },
  /** The admin panel's user management. */
  users: {
    unknown: "Unknown user.",
    gone: "This user no longer exists.",
    duplicate: "A user with this email address already exists.",
    lastAdmin: "The last admin cannot be made a partner. Make another user an admin first.",
    adminRow: "Admin accounts cannot be deleted.",
  },
} as const;
