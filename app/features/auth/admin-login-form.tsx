import { Lock } from "lucide-react";
import { adminLoginContent as content } from "../../../core/content/admin-login";
import { adminLoginMessages as messages } from "../../../core/texts/admin-sign-in";
import { adminLockoutPolicy } from "../../../core/sign-in-lockout";
import { paths } from "../../../core/paths";
import { currentSession, signOut } from "../../lib/session";
import { useLockMinutes } from "./lock-countdown";
import { createLockoutStore } from "./login-lockout";
import {
  SignInForm,
  type LockNoticeProps,
  type SignInErrors,
  type SignInPolicy,
  type SignInToast,
} from "./sign-in-form";

/**
 * Every submit counts, a success too; 5 within 15 minutes lock the form for 30
 * (docs/rules.md#admin-sign-in-limit).
 */
const adminLockout = createLockoutStore("adminLoginAttempts", adminLockoutPolicy);

const failed = (description: string): SignInToast => ({ title: messages.failedTitle, description });

const fieldFailed = (errors: SignInErrors) =>
  failed(errors.email ?? errors.password ?? messages.invalidCredentials);

function LockMessage({ until, messageRef }: LockNoticeProps) {
  const minutes = useLockMinutes(until);
  return (
    <div className="flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      {/* The reason is announced once, when the lock starts; the wait is a timer (not
          live), so each minute changes what is shown without saying it again. */}
      <p ref={messageRef} tabIndex={-1}>
        <span role="alert">{messages.inlineReason}</span>{" "}
        <span role="timer">{messages.inlineWait(minutes)}</span>
      </p>
    </div>
  );
}

/** The form's own count and lock; a signed-in admin goes to the dashboard. */
const adminSignIn: SignInPolicy = {
  source: "admin-panel",
  content,
  required: true,
  lockout: adminLockout,
  counts: "submits",
  next: paths.adminDashboard,
  tooMany: messages.tooMany,
  success: messages.success,
  invalid: fieldFailed,
  rejected: fieldFailed,
  refused: async (result) => {
    if (result.status !== 403) return failed(result.error?.message ?? messages.invalidCredentials);
    // A partner is refused and signed out here too, should a session be open in this browser.
    if (currentSession()) await signOut();
    return failed(result.error?.message ?? messages.adminRequired);
  },
  LockNotice: LockMessage,
};

/** The admin sign-in form (docs/rules.md#admin-sign-in-limit). */
export function AdminLoginForm() {
  return <SignInForm policy={adminSignIn} />;
}
