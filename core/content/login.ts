import { site } from "../site";

/** Copy of the partner login (/login). Its errors are in core/texts/sign-in.ts and core/texts/forms.ts. */
export const loginContent = {
  meta: {
    title: "Partner Login",
    description: `Sign in to the ${site.name} partner portal: product portfolio, government ID solutions and case studies for our business partners.`,
  },
  title: "Partner Login",
  lead: "Sign in to access the partner portal.",
  fields: {
    email: "Email",
    password: "Password",
    remember: "Remember me",
  },
  showPassword: "Show password",
  submit: "Sign In",
  submitting: "Signing in...",
  forgotPassword: "Forgot password?",
  useAnotherAccount: "Use another account",
  sampleCredentials: "Demo credentials",
  noAccess: "Need partner access?",
  contactLink: "Contact us",
  backHome: "Back to home",
} as const;
