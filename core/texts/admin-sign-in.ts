/**
 * The admin sign-in's texts (SPEC §5, §8), in a module of their own: only /admin and the
 * server load them, so no public page's script carries them.
 */
export const adminLoginMessages = {
  tooMany: (minutes: number) => ({
    title: "Too many attempts",
    description: `Please wait ${minutes} minutes before trying again.`,
  }),
  inline: (minutes: number) => `Too many failed attempts. Please wait ${minutes} minutes.`,
  failedTitle: "Login failed",
  invalidCredentials: "Invalid credentials",
  adminRequired: "Admin access required",
  success: { title: "Login successful", description: "Welcome to the admin panel." },
} as const;
