import { Lock, LogIn } from "lucide-react";
import { useEffect, useId, useReducer } from "react";
import { useNavigate } from "react-router";
import { adminLoginContent as content } from "../../../core/content/admin-login";
import { adminLoginMessages as messages } from "../../../core/texts/admin-sign-in";
import { adminLoginLimit } from "../../../core/limits";
import { paths } from "../../../core/paths";
import type { loginSchema } from "../../../core/schemas/auth";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/password-input";
import { Label } from "../../components/ui/label";
import { useLockMessageFocus } from "./lock-focus";
import { createLockoutStore, minutesToWait } from "./login-lockout";
import { requestSignIn } from "./sign-in-request";
import { currentSession, sessionStarted, signOut } from "../../lib/session";
import { preloadToasts, showToast } from "../../lib/toast";
import { useSchemaForm, type FieldErrors } from "../../lib/use-schema-form";

/**
 * Every submit counts, a success too; 5 within 15 minutes lock the form for 30
 * (docs/rules.md#admin-sign-in-limit).
 */
const adminLockout = createLockoutStore("adminLoginAttempts", {
  maxAttempts: adminLoginLimit.maxAttempts,
  windowMs: adminLoginLimit.windowMs,
  lockMs: adminLoginLimit.lockMs,
});

function tooManyToast(remainingMs: number) {
  void showToast({ variant: "destructive", ...messages.tooMany(minutesToWait(remainingMs)) });
}

function failedToast(description: string) {
  void showToast({ variant: "destructive", title: messages.failedTitle, description });
}

/** The minutes left on the lock, counted down while it lasts; null when the form is open. */
function useLockMinutes(lockedUntil: number | null): number | null {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setInterval(tick, 5_000);
    return () => clearInterval(timer);
  }, [lockedUntil]);
  return lockedUntil === null ? null : minutesToWait(adminLockout.remainingMs());
}

/** The sign-in schemas (and zod), fetched when the form is first focused or submitted. */
const authSchemas = () => import("../../../core/schemas/auth");
const loadLoginSchema = () => authSchemas().then((schemas) => schemas.loginSchema);

/**
 * The admin sign-in form (docs/rules.md#admin-sign-in-limit); a signed-in admin goes to the
 * dashboard.
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const idPrefix = useId();
  const ids = { email: `${idPrefix}-email`, password: `${idPrefix}-password` };
  const { formRef, errors, setErrors, isSubmitting, handleSubmit, revalidate, preloadSchema } =
    useSchemaForm(loadLoginSchema);
  const { lockedUntil } = adminLockout.useLockout();
  const lockMinutes = useLockMinutes(lockedUntil);

  const onInvalid = (fieldErrors: FieldErrors<typeof loginSchema>) => {
    failedToast(fieldErrors.email ?? fieldErrors.password ?? messages.invalidCredentials);
  };

  const onValid = async (values: { email: string; password: string }) => {
    const remaining = adminLockout.remainingMs();
    if (remaining > 0) {
      tooManyToast(remaining);
      return;
    }
    const { result, askedAt } = await requestSignIn({
      email: values.email,
      password: values.password,
      source: "admin-panel",
    });
    // Every answered submit counts, a success too (the server counts them alike).
    const lockedFor = result.status === 0 ? 0 : adminLockout.noteAttempt();
    const { sessionAnswerSchema, tooManyAttemptsSchema } = await authSchemas();
    if (result.ok) {
      const answer = sessionAnswerSchema.safeParse(result.data);
      if (!answer.success) {
        failedToast(messages.invalidCredentials);
        return;
      }
      void showToast({ variant: "success", ...messages.success });
      sessionStarted(answer.data, askedAt);
      void navigate(paths.adminDashboard, { replace: true });
      return;
    }
    if (result.status === 429) {
      const answer = tooManyAttemptsSchema.safeParse(result.error);
      const seconds = answer.success
        ? answer.data.retryAfterSeconds
        : adminLoginLimit.lockMs / 1000;
      tooManyToast(adminLockout.noteServerLock(seconds));
      return;
    }
    if (lockedFor > 0) {
      tooManyToast(lockedFor);
      return;
    }
    if (result.status === 403) {
      // A partner is refused and signed out here too, should a session be open in this browser.
      if (currentSession()) await signOut();
      failedToast(result.error?.message ?? messages.adminRequired);
      return;
    }
    if (result.status === 400 && result.error?.fieldErrors) {
      const { email, password } = result.error.fieldErrors;
      setErrors({ email, password });
      failedToast(email ?? password ?? messages.invalidCredentials);
      return;
    }
    failedToast(result.error?.message ?? messages.invalidCredentials);
  };

  const describedBy = (name: "email" | "password") =>
    errors[name] ? `${ids[name]}-error` : undefined;
  const locked = lockMinutes !== null;
  const { messageRef, noteFormUsed } = useLockMessageFocus(locked);

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
      {locked && (
        <div className="flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {/* The reason is announced once, when the lock starts; the wait is a timer (not
              live), so each minute changes what is shown without saying it again. */}
          <p ref={messageRef} tabIndex={-1}>
            <span role="alert">{messages.inlineReason}</span>{" "}
            <span role="timer">{messages.inlineWait(lockMinutes)}</span>
          </p>
        </div>
      )}
      <fieldset disabled={locked} className="space-y-5">
        <div className="space-y-1.5">
          <Label htmlFor={ids.email}>{content.fields.email}</Label>
          <Input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
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
            required
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
    </form>
  );
}
