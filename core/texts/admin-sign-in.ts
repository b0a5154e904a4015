/**
 * The admin sign-in's texts (docs/rules.md#texts), in a module of their own: only /admin and the
 * server load them, so no public page's script carries them.
 */
const inlineReason = "Too many failed attempts.";
const inlineWait = (minutes: number) => `Please wait ${minutes} minutes.`;

export const adminLoginMessages = {
  tooMany: (minutes: number) => ({
    title: "Too many attempts",
    description: `Please wait ${minutes} minutes before trying again.`,
  }),
  inline: (minutes: number) => `${inlineReason} ${inlineWait(minutes)}`,
  /** The inline message in its two parts: the reason is announced, the wait counts down. */
  inlineReason,
  inlineWait,
  failedTitle: "Login failed",
  invalidCredentials: "Invalid credentials",
  adminRequired: "Admin access required",
  success: { title: "Login successful", description: "Welcome to the admin panel." },
} as const;
