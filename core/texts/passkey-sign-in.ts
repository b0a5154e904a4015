// The sign-in pages' passkey button: the words every visit to /login and /admin carries. What
// a passkey sign-in says after that is with the rest of the passkeys' texts (passkeys.ts), loaded
// with the sign-in itself.

export const passkeySignInTexts = {
  button: "Sign in with a passkey",
  working: "Waiting for your passkey...",
  divider: "or",
} as const;
