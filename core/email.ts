/**
 * The form an e-mail address is compared in, on the server (accounts, lockouts, reset links)
 * and in the browser's mirror of the lockout: trimmed, lower case.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
