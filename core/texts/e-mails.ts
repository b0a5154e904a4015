import { site } from "../site";

// The words of the e-mails the server sends a person: the password reset link, in the language
// of the page that asked for it, and the account notices, in the account's language. The
// server picks the language (server/mail/); no page loads this module. The contact form's
// e-mail goes to the firm's own staff and stays in English (server/mail/contact-mail.ts).

/** The lines every e-mail to a person starts and ends with. */
export const mailFrame = {
  greeting: "Hello,",
  /** The e-mail's last lines, under a blank one. */
  signature: [site.name, site.location],
} as const;

/** The password reset e-mail (docs/rules.md#reset-links); the link goes between its lines. */
export const passwordResetMailTexts = {
  subject: `Reset your ${site.name} partner portal password`,
  asked: `someone asked to reset the password of the ${site.name} partner portal account for this e-mail address.`,
  openLink: "To choose a new password, open this link:",
  expiry: (minutes: number) =>
    `The link works once and expires in ${minutes} minutes. Asking again makes older links stop working.`,
  notYou: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
} as const;

/** The notice an account's owner gets when its password, role, two-factor sign-in or passkeys change. */
export const accountNoticeMailTexts = {
  /** What the subject names, in this order, joined by `and`. */
  topics: {
    password: "password",
    role: "role",
    twoFactor: "two-factor sign-in",
    passkeys: "passkeys",
  },
  and: "and",
  subject: (what: string) => `Your ${site.name} account's ${what} changed`,
  intro: `the ${site.name} account for this e-mail address was changed:`,
  roleNames: { partner: "Partner", admin: "Admin" },
  roleChanged: (from: string, to: string) => `- The account's role changed from ${from} to ${to}.`,
  twoFactor: {
    on: "- Two-factor sign-in was turned on.",
    off: "- Two-factor sign-in was turned off.",
    removed:
      "- An administrator removed two-factor sign-in, so the account signs in with its password alone until it is set up again.",
  },
  recoveryCodeUsed: "- A recovery code was used to sign in. It cannot be used again.",
  passkeyAdded: (name: string) =>
    `- A passkey named "${name}" was added: it can sign in to the account.`,
  passkeyRemoved: (name: string) =>
    `- The passkey named "${name}" was removed: it no longer signs in.`,
  password: {
    owner: "- The password was changed from the account page, signed in.",
    resetLink: "- The password was changed with a password reset link sent to this address.",
    admin: "- An administrator set a new password.",
  },
  when: (time: string) => `When: ${time}`,
  otherSessionsEnded: "Every other session of the account was signed out.",
  allSessionsEnded: "Every session of the account was signed out.",
  notExpected: `If you did not expect this change, contact us at once at ${site.publicEmail}.`,
} as const;
