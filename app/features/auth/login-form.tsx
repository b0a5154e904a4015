import { Lock, LogIn } from "lucide-react";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { loginContent as content } from "../../../core/content/login";
import { loginMessages, passwordResetMessages } from "../../../core/texts/sign-in";
import type { loginSchema } from "../../../core/schemas/auth";
import { partnerLoginLimit } from "../../../core/limits";
import { postJson } from "../../lib/api-client";
import {
  clearLoginLockout,
  lockoutRemainingMs,
  minutesToWait,
  noteFailedLogin,
  noteServerLock,
  noteSuccessfulLogin,
  useLoginLockout,
} from "./login-lockout";
import { useLockMessageFocus } from "./lock-focus";
import { requestSignIn } from "./sign-in-request";
import { sessionStarted } from "../../lib/session";
import { preloadToasts, showToast } from "../../lib/toast";
import { useSchemaForm, type FieldErrors } from "../../lib/use-schema-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/password-input";
import { Label } from "../../components/ui/label";

/** The sign-in schemas (and zod), fetched when the form is first focused or submitted. */
const authSchemas = () => import("../../../core/schemas/auth");
const loadLoginSchema = () => authSchemas().then((schemas) => schemas.loginSchema);

function tooManyToast(remainingMs: number) {
  void showToast({ variant: "destructive", ...loginMessages.tooMany(minutesToWait(remainingMs)) });
}

/** The lock message and the time left, counted from the lock's end and updated each minute. */
function LockBanner({
  until,
  onSwitchAccount,
  messageRef,
}: {
  until: number;
  onSwitchAccount: () => void;
  messageRef: RefObject<HTMLParagraphElement | null>;
}) {
  const [now, setNow] = useState(Date.now);
  const remaining = Math.max(0, until - now);
  useEffect(() => {
    // Wakes when the whole minutes left change; the store ends the lock itself.
    const timer = setTimeout(() => setNow(Date.now()), remaining % 60_000 || 60_000);
    return () => clearTimeout(timer);
  }, [remaining]);
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
          <p role="timer">{loginMessages.lockTimeLeft(minutesToWait(remaining))}</p>
        </div>
      </div>
      <Button type="button" variant="outline" className="mt-3 w-full" onClick={onSwitchAccount}>
        {content.useAnotherAccount}
      </Button>
    </div>
  );
}

/**
 * The partner sign-in form (docs/rules.md#partner-sign-in-limit); the page leaves for the
 * portal once signed in.
 */
export function LoginForm() {
  const idPrefix = useId();
  const ids = {
    email: `${idPrefix}-email`,
    password: `${idPrefix}-password`,
    remember: `${idPrefix}-remember`,
  };
  const { formRef, errors, setErrors, isSubmitting, handleSubmit, revalidate, preloadSchema } =
    useSchemaForm(loadLoginSchema);
  const [remember, setRemember] = useState(false);
  const [requestingReset, setRequestingReset] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const lockout = useLoginLockout();
  const locked = lockout.lockedUntil !== null;
  // The lock is that e-mail's: the disabled field shows it, and a reset request goes to it.
  const lockedEmail = locked ? lockout.email : undefined;
  const { messageRef, noteFormUsed } = useLockMessageFocus(locked);

  useEffect(() => {
    if (lockedEmail && emailRef.current) emailRef.current.value = lockedEmail;
  }, [lockedEmail]);

  /** Opens the form for another account; the server still holds the locked e-mail's lock. */
  const switchAccount = () => {
    flushSync(() => {
      clearLoginLockout();
      setErrors({});
    });
    for (const name of ["email", "password"]) {
      const field = formRef.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement) field.value = "";
    }
    emailRef.current?.focus();
  };

  const onInvalid = (fieldErrors: FieldErrors<typeof loginSchema>) => {
    const missing = Object.values(fieldErrors).includes(loginMessages.validation.description);
    const message =
      missing || !fieldErrors.email ? loginMessages.validation : loginMessages.invalidEmail;
    void showToast({ variant: "destructive", ...message });
  };

  const onValid = async (values: { email: string; password: string }) => {
    const remaining = lockoutRemainingMs(values.email);
    if (remaining > 0) {
      tooManyToast(remaining);
      return;
    }
    const { result, askedAt } = await requestSignIn({
      email: values.email,
      password: values.password,
      remember,
      source: "partner-portal",
    });
    const { sessionAnswerSchema, tooManyAttemptsSchema } = await authSchemas();
    if (result.ok) {
      const answer = sessionAnswerSchema.safeParse(result.data);
      if (!answer.success) {
        void showToast({ variant: "destructive", ...loginMessages.unexpected });
        return;
      }
      noteSuccessfulLogin();
      void showToast({ variant: "success", ...loginMessages.success });
      // The page sees the session and moves on to the portal.
      sessionStarted(answer.data, askedAt);
      return;
    }
    if (result.status === 429) {
      const answer = tooManyAttemptsSchema.safeParse(result.error);
      const seconds = answer.success
        ? answer.data.retryAfterSeconds
        : partnerLoginLimit.lockMs / 1000;
      tooManyToast(noteServerLock(seconds, values.email));
      return;
    }
    if (result.status === 401) {
      const lockedNow = noteFailedLogin(values.email);
      if (lockedNow > 0) tooManyToast(lockedNow);
      else void showToast({ variant: "destructive", ...loginMessages.failed });
      return;
    }
    if (result.status === 400 && result.error?.fieldErrors) {
      const { email, password } = result.error.fieldErrors;
      setErrors({ email, password });
      const message = email ? loginMessages.invalidEmail : loginMessages.validation;
      void showToast({ variant: "destructive", ...message });
      return;
    }
    void showToast({ variant: "destructive", ...loginMessages.unexpected });
  };

  const requestReset = async () => {
    const email = lockedEmail ?? emailRef.current?.value.trim() ?? "";
    if (!email) {
      void showToast({ variant: "destructive", ...passwordResetMessages.emailRequired });
      if (!locked) emailRef.current?.focus();
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

  const describedBy = (name: "email" | "password") =>
    errors[name] ? `${ids[name]}-error` : undefined;

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      onInput={revalidate}
      onFocus={() => {
        noteFormUsed();
        void preloadToasts();
        preloadSchema();
      }}
      className="space-y-5"
    >
      {lockout.lockedUntil !== null && (
        <LockBanner
          key={lockout.lockedUntil}
          until={lockout.lockedUntil}
          onSwitchAccount={switchAccount}
          messageRef={messageRef}
        />
      )}
      <fieldset disabled={locked} className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={ids.email}>{content.fields.email}</Label>
          <Input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
          />
          {errors.email && (
            <p id={`${ids.email}-error`} className="text-sm text-red-700">
              {errors.email}
            </p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.password}>{content.fields.password}</Label>
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="current-password"
            toggleLabel={content.showPassword}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy("password")}
          />
          {errors.password && (
            <p id={`${ids.password}-error`} className="text-sm text-red-700">
              {errors.password}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <input
            id={ids.remember}
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="size-4 rounded border-slate-400 accent-brand-700"
          />
          <Label htmlFor={ids.remember} className="font-normal">
            {content.fields.remember}
          </Label>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? (
            content.submitting
          ) : (
            <>
              <LogIn aria-hidden />
              {content.submit}
            </>
          )}
        </Button>
      </fieldset>
      <div className="text-center">
        <Button
          type="button"
          variant="link"
          size="inline"
          disabled={requestingReset}
          focusableWhenDisabled
          onClick={() => void requestReset()}
        >
          {content.forgotPassword}
        </Button>
      </div>
    </form>
  );
}
