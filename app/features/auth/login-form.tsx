import { Lock } from "lucide-react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { loginContent as content } from "../../../core/content/login";
import { loginMessages, passwordResetMessages } from "../../../core/texts/sign-in";
import { postJson } from "../../lib/api-client";
import { showToast } from "../../lib/toast";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { useLockMinutes } from "./lock-countdown";
import { partnerLockout } from "./login-lockout";
import { SignInForm, type LockNoticeProps, type SignInPolicy } from "./sign-in-form";

/** The form's e-mail field. */
function emailField(form: HTMLFormElement | null) {
  const field = form?.elements.namedItem("email");
  return field instanceof HTMLInputElement ? field : undefined;
}

/**
 * Opens the form for another account; the server still holds the locked e-mail's lock. A lock
 * starts only from a valid submit, which cleared the fields' errors, so none are left to clear.
 */
function switchAccount(form: HTMLFormElement | null) {
  // The lock is that e-mail's, so the form opens for another one.
  flushSync(partnerLockout.clear);
  for (const name of ["email", "password"]) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.value = "";
  }
  emailField(form)?.focus();
}

/** The lock message and the time left; the lock is one e-mail's, so another account may sign in. */
function LockBanner({ until, messageRef }: LockNoticeProps) {
  const minutes = useLockMinutes(until);
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {/* The message is announced once, when the lock starts; the time left is a timer (not
          live, and outside the alert), so each minute changes what is shown without saying
          the whole banner again. */}
      <div className="flex items-start gap-3">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="space-y-1">
          <p ref={messageRef} tabIndex={-1} role="alert" className="font-medium">
            {loginMessages.lockBanner}
          </p>
          <p role="timer">{loginMessages.lockTimeLeft(minutes)}</p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        className="mt-3 w-full"
        onClick={(event) => switchAccount(event.currentTarget.form)}
      >
        {content.useAnotherAccount}
      </Button>
    </div>
  );
}

/** Failures count per e-mail (docs/rules.md#partner-sign-in-limit); the page moves on to the portal. */
const partnerSignIn: SignInPolicy = {
  source: "partner-portal",
  content,
  lockout: partnerLockout,
  counts: "failures",
  tooMany: loginMessages.tooMany,
  success: loginMessages.success,
  invalid: (errors) =>
    Object.values(errors).includes(loginMessages.validation.description) || !errors.email
      ? loginMessages.validation
      : loginMessages.invalidEmail,
  rejected: (errors) => (errors.email ? loginMessages.invalidEmail : loginMessages.validation),
  refused: (result) => (result.status === 401 ? loginMessages.failed : loginMessages.unexpected),
  LockNotice: LockBanner,
};

/**
 * The partner sign-in form: the shared form with Remember me, and Forgot password? below it,
 * which sends a reset mail to the e-mail typed in, or to the locked one.
 */
export function LoginForm() {
  const [remember, setRemember] = useState(false);
  const [requestingReset, setRequestingReset] = useState(false);
  const lockout = partnerLockout.useLockout();
  const locked = lockout.lockedUntil !== null;

  const requestReset = async (form: HTMLFormElement | null) => {
    // The lock is that e-mail's, and the reset request goes to it.
    const email = (locked ? lockout.email : undefined) ?? emailField(form)?.value.trim() ?? "";
    if (!email) {
      void showToast({ variant: "destructive", ...passwordResetMessages.emailRequired });
      if (!locked) emailField(form)?.focus();
      return;
    }
    setRequestingReset(true);
    const result = await postJson<{ ok: true }>("/api/auth/password-reset", { email });
    setRequestingReset(false);
    if (result.ok) {
      void showToast({ variant: "success", ...passwordResetMessages.sent });
      return;
    }
    void showToast({
      variant: "destructive",
      title: passwordResetMessages.failedTitle,
      description:
        result.error?.fieldErrors?.email ??
        result.error?.message ??
        passwordResetMessages.unexpected,
    });
  };

  return (
    <SignInForm
      policy={partnerSignIn}
      input={{ remember }}
      extraFields={(idPrefix) => (
        <div className="flex items-center gap-2">
          <input
            id={`${idPrefix}-remember`}
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="size-4 rounded border-slate-400 accent-brand-700"
          />
          <Label htmlFor={`${idPrefix}-remember`} className="font-normal">
            {content.fields.remember}
          </Label>
        </div>
      )}
      footer={
        <div className="text-center">
          <Button
            type="button"
            variant="link"
            size="inline"
            disabled={requestingReset}
            focusableWhenDisabled
            onClick={(event) => void requestReset(event.currentTarget.form)}
          >
            {content.forgotPassword}
          </Button>
        </div>
      }
    />
  );
}
