import { passwordRules } from "../limits";

// The password rules' messages (docs/rules.md#passwords): wherever a password is chosen or set
// (the reset page, the account page, the admin panel, the server), never on the sign-in pages.

/** Password rules for a password a person chooses or an admin sets (docs/rules.md#passwords). */
export const passwordMessages = {
  tooShort: `Password must be at least ${passwordRules.minLength} characters long`,
  noLetter: "Password must contain at least one letter",
  noNumber: "Password must contain at least one number",
  tooLong: `Password must be at most ${passwordRules.maxLength} characters long`,
  badCharacters: "Password must not contain control characters",
  validationFailedTitle: "Password validation failed",
  /** The 422 answer: too weak or too common. */
  weak: `Password should be at least ${passwordRules.minLength} characters long and not commonly used. Please choose a stronger password.`,
} as const;
