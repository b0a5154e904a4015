/**
 * Sign-in and password texts, shown word for word (docs/rules.md#texts). A module of their own,
 * so public pages without a sign-in form do not carry them; the admin sign-in's are in
 * core/texts/admin-sign-in.ts, so public pages never do.
 */
import { formMessages } from "./forms";

/** Partner sign-in. */
export const loginMessages = {
  validation: { title: "Validation Error", description: "Please enter both email and password." },
  invalidEmail: { title: "Invalid Email", description: formMessages.invalidEmail },
  failed: { title: "Login Failed", description: "Invalid email or password. Please try again." },
  unexpected: {
    title: "Login Failed",
    description: "An unexpected error occurred. Please try again.",
  },
  success: { title: "Login Successful", description: "Welcome to the partner portal!" },
  tooMany: (minutes: number) => ({
    title: "Too Many Attempts",
    description: `Please wait ${minutes} minutes before trying again.`,
  }),
  lockBanner: "Account temporarily locked due to multiple failed attempts",
  /** Below the banner: the time left, from the lock's end. */
  lockTimeLeft: (minutes: number) => `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

/** Forgot password and the reset page. */
export const passwordResetMessages = {
  emailRequired: { title: "Email Required", description: "Please enter your email address first" },
  sent: {
    title: "Password Reset Email Sent",
    description: "Check your email for password reset instructions",
  },
  failedTitle: "Password Reset Failed",
  unexpected: "An unexpected error occurred. Please try again.",
  invalidLink: "This password reset link is invalid or has expired. Please request a new one.",
  mismatch: "The two passwords do not match.",
  done: {
    title: "Password Updated",
    description: "Your password has been changed. Please log in with your new password.",
  },
} as const;

// Shown from the header on every page: kept in their own module so the public pages' shared
// bundle carries these texts only, not every form's.

/** The demo helper on /login (docs/rules.md#demo-mode). */
export const demoMessages = {
  passwordsUpdated: {
    title: "Security Update Applied",
    description: "Test user passwords have been updated.",
  },
} as const;
