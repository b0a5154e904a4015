import { site } from "../site";

/** Copy of the admin sign-in page (/admin). Toasts are in core/texts/sign-in.ts. */
export const adminLoginContent = {
  meta: {
    title: "Admin Login",
    description: `Sign in to the ${site.name} admin panel to manage partner and admin accounts.`,
  },
  title: "Admin Login",
  lead: "Sign in with an admin account to manage users.",
  fields: { email: "Email", password: "Password" },
  showPassword: "Show password",
  submit: "Sign In",
  submitting: "Signing in...",
  sampleCredentials: "Demo credentials",
  backHome: "Back to home",
  partnerLogin: "Partner? Sign in to the partner portal",
} as const;
