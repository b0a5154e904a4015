import { passwordRules } from "../limits";
import { site } from "../site";

/** Copy of the page a password reset link opens (/reset-password). */
export const resetPasswordContent = {
  meta: {
    title: "Reset Password",
    description: `Choose a new password for your ${site.name} partner account.`,
  },
  title: "Reset Password",
  lead: "Choose a new password for your account.",
  fields: {
    password: "New password",
    confirm: "Confirm new password",
  },
  rulesTitle: "Your password needs:",
  rules: [
    `At least ${passwordRules.minLength} characters`,
    "At least one letter",
    "At least one number",
  ],
  submit: "Set New Password",
  submitting: "Saving...",
  noToken: {
    title: "This link is incomplete",
    text: "Open the link from your password reset e-mail to choose a new password. Links are valid for one hour and work once. To get a new one, enter your e-mail on the login page and choose Forgot password?",
    action: "Go to Partner Login",
  },
} as const;
