import { KeyRound, LogIn } from "lucide-react";
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from "react";
import { useNavigate } from "react-router";
import type { LoginInput, LoginSource, loginSchema } from "../../../core/schemas/auth";
import { passkeySignInTexts } from "../../../core/texts/passkey-sign-in";
import type { ApiResult } from "../../lib/api-client";
import { sessionStarted } from "../../lib/session";
import { preloadToasts, showToast, type ToastMessage } from "../../lib/toast";
import { useSchemaForm, type FieldErrors } from "../../lib/use-schema-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { PasswordInput } from "../../components/password-input";
import { Label } from "../../components/ui/label";
import { useLockMessageFocus } from "./lock-focus";
import { minutesToWait } from "./login-lockout";
import type { PasskeySignInContext } from "./passkey-sign-in";
import type { SecondFactorStep } from "./second-factor-step";
import { requestSignIn } from "./sign-in-request";

/** A toast's words; the form gives it its variant. */
export type SignInToast = Pick<ToastMessage, "title" | "description">;

export type SignInErrors = FieldErrors<typeof loginSchema>;

/** A sign-in the API refused, for a reason the form does not handle itself. */
export type RefusedSignIn = Extract<ApiResult<unknown>, { ok: false }>;

/** What a page's lock message is given. */
export interface LockNoticeProps {
  /** When the lock ends (see `useLockMinutes`). */
  until: number;
  /** For the message that takes focus when the lock starts (see `useLockMessageFocus`). */
  messageRef: RefObject<HTMLParagraphElement | null>;
}

/**
 * A form's count and lock, as `createLockoutStore` keeps them (./login-lockout.ts); `email`
 * names the e-mail whose count it is, or none for the form's own.
 */
export interface SignInLockout {
  /** How long a lock lasts: what a 429 that does not say stands for. */
  lockMs: number;
  useLockout(): { lockedUntil: number | null; email?: string };
  remainingMs(email?: string): number;
  noteAttempt(email?: string): number;
  noteServerLock(retryAfterSeconds: number, email?: string): number;
  clear(): void;
}

/** What tells the partner and admin sign-in forms apart. */
export interface SignInPolicy {
  /** Recorded with the sign-in; the admin source needs the admin role. */
  source: LoginSource;
  content: {
    fields: { email: string; password: string };
    showPassword: string;
    submit: string;
    submitting: string;
  };
  /** Marks both fields `required` in the markup. */
  required?: boolean;
  lockout: SignInLockout;
  /**
   * What the lock counts: failed sign-ins (401) of one e-mail, which a sign-in starts afresh
   * (partner), or every answered submit, a success too, for the whole form (admin).
   */
  counts: "failures" | "submits";
  /** Where a signed-in user goes; without it the page moves on when it sees the session. */
  next?: string;
  tooMany: (minutes: number) => SignInToast;
  success: SignInToast;
  /** The browser's own check failed. */
  invalid: (errors: SignInErrors) => SignInToast;
  /** The server's check failed (400); its messages are shown at the fields too. */
  rejected: (errors: SignInErrors) => SignInToast;
  /** Any other refusal; a success whose answer cannot be read comes as one without a reason. */
  refused: (result: RefusedSignIn) => SignInToast | Promise<SignInToast>;
  /**
   * Shown above the fields while the form is locked. It stays mounted when a 429 moves the lock's
   * end in the submit that started it, so its message keeps the focus it took.
   */
  LockNotice: ComponentType<LockNoticeProps>;
}

/** The sign-in schemas (and zod), fetched when the form is first focused or submitted. */
const authSchemas = () => import("../../../core/schemas/auth");
const loadLoginSchema = () => authSchemas().then((schemas) => schemas.loginSchema);
/** The passkey sign-in and the WebAuthn library, fetched when the page is first used. */
const passkeySignIn = () => import("./passkey-sign-in");

/**
 * Runs `task` when the person first does something on the page (moves the pointer, touches,
 * presses a key, focuses a field), as the form's schemas load when it is first used: a visit
 * that only looks downloads none of it.
 */
function whenFirstUsed(task: () => void): () => void {
  const events = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin"] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => events.forEach((type) => window.removeEventListener(type, run, true));
  events.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

export function errorToast(message: SignInToast) {
  void showToast({ variant: "destructive", ...message });
}

/**
 * What the code step (./second-factor-step.tsx) is given: the page's policy and the e-mail its
 * lock counts by, `signedIn` for the session answer, and `leave` back to the password.
 */
export interface SecondFactorStepProps {
  policy: SignInPolicy;
  countedAs: string | undefined;
  /** A sign-in's 200, as after the password alone. */
  signedIn: (result: ApiResult<unknown>, askedAt: number) => Promise<void>;
  /** Back to the password step, saying why (the sign-in ended), or after a lock began. */
  leave: (notice?: string) => void;
}

/**
 * The sign-in form of /login and /admin (docs/rules.md#partner-sign-in-limit,
 * docs/rules.md#admin-sign-in-limit): e-mail, password and Sign In, the lock and its count,
 * and the answers to a sign-in, as `policy` has them for that page.
 */
export function SignInForm({
  policy,
  input,
  extraFields,
  footer,
}: {
  policy: SignInPolicy;
  /** Sent with the e-mail and password. */
  input?: Pick<LoginInput, "remember">;
  /** Fields before the Sign In button, given the prefix of the form's ids. */
  extraFields?: (idPrefix: string) => ReactNode;
  /** Below the fields. */
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  const idPrefix = useId();
  const { formRef, errors, setErrors, isSubmitting, handleSubmit, revalidate, preloadSchema } =
    useSchemaForm(loadLoginSchema);
  const emailRef = useRef<HTMLInputElement>(null);
  const { lockout, content, LockNotice } = policy;
  const perEmail = policy.counts === "failures";
  const lock = lockout.useLockout();
  const locked = lock.lockedUntil !== null;
  // A lock that is one e-mail's shows it in the disabled field.
  const lockedEmail = locked ? lock.email : undefined;
  const { messageRef, noteFormUsed } = useLockMessageFocus(locked);
  // After the right password of an account with two-factor sign-in (202): the code step, its
  // module fetched only then, and the e-mail the lock counts by. The form stays, hidden, so
  // what was typed is still there should the sign-in start again.
  const [codeStep, setCodeStep] = useState<{
    Step: typeof SecondFactorStep;
    countedAs: string | undefined;
  } | null>(null);
  // Why the sign-in is back at the password (too many wrong codes).
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The button's passkey ceremony is running.
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // Each round offers the saved passkeys in the e-mail field's suggestions again: a new one
  // starts when the button's ceremony has ended the last.
  const [autofillRound, setAutofillRound] = useState(0);

  // Back from the code step, focus goes to why (the notice), or to the lock's message (its own
  // hook, above), or else to the password, to sign in again.
  const returning = useRef(false);
  useEffect(() => {
    if (codeStep || !returning.current) return;
    returning.current = false;
    if (noticeRef.current) noticeRef.current.focus();
    else if (document.activeElement === document.body || document.activeElement === null) {
      const field = formRef.current?.elements.namedItem("password");
      if (field instanceof HTMLInputElement) field.focus();
    }
  }, [codeStep, formRef]);

  useEffect(() => {
    if (lockedEmail && emailRef.current) emailRef.current.value = lockedEmail;
  }, [lockedEmail]);

  const tooMany = (remainingMs: number) => errorToast(policy.tooMany(minutesToWait(remainingMs)));

  /** A sign-in's 200, after the password or after the code step: the session begins here. */
  const signedIn = async (result: ApiResult<unknown>, askedAt: number) => {
    const { sessionAnswerSchema } = await authSchemas();
    const answer = result.ok ? sessionAnswerSchema.safeParse(result.data) : null;
    if (!answer?.success) {
      errorToast(await policy.refused({ ok: false, status: result.status, error: null }));
      return;
    }
    if (perEmail) lockout.clear();
    void showToast({ variant: "success", ...policy.success });
    sessionStarted(answer.data, askedAt);
    if (policy.next) void navigate(policy.next, { replace: true });
  };

  /** What a passkey sign-in borrows from the form (./passkey-sign-in.ts). */
  const passkeyContext = (readInput: () => Pick<LoginInput, "remember">): PasskeySignInContext => ({
    source: policy.source,
    input: readInput,
    perEmail,
    lockout,
    signedIn,
    tooMany,
    refused: async (result) => errorToast(await policy.refused(result)),
  });

  const onPasskey = async () => {
    if (passkeyBusy) return;
    setNotice(null);
    setPasskeyBusy(true);
    try {
      const { signInWithPasskey } = await passkeySignIn();
      await signInWithPasskey(passkeyContext(() => input ?? {}));
    } catch {
      errorToast(await policy.refused({ ok: false, status: 0, error: null }));
    } finally {
      setPasskeyBusy(false);
      setAutofillRound((round) => round + 1);
    }
  };

  // The autofill answers long after it was armed: it reads the page as it is then.
  const autofillInput = useEffectEvent(() => input ?? {});
  const autofillContext = useEffectEvent(() => passkeyContext(() => autofillInput()));

  // The e-mail field offers the saved passkeys as the browser suggests them, where it can. A
  // refused one is not offered again by itself (a device that answers at once would go round
  // and round): the button, or the page opened again, starts the next round.
  const inCodeStep = codeStep !== null;
  useEffect(() => {
    if (inCodeStep) return;
    let active = true;
    // Set once the ceremony may be waiting: only then is there one to end.
    let stopCeremony: (() => void) | null = null;
    const stopWaiting = whenFirstUsed(() => {
      void passkeySignIn()
        .then(({ signInWithPasskey, stopWaitingForPasskey }) => {
          if (!active) return;
          stopCeremony = stopWaitingForPasskey;
          return signInWithPasskey(autofillContext(), { autofill: true });
        })
        .catch(() => undefined);
    });
    return () => {
      active = false;
      stopWaiting();
      stopCeremony?.();
    };
  }, [autofillRound, inCodeStep]);

  const onValid = async ({ email, password }: { email: string; password: string }) => {
    setNotice(null);
    const countedAs = perEmail ? email : undefined;
    const remaining = lockout.remainingMs(countedAs);
    if (remaining > 0) {
      tooMany(remaining);
      return;
    }
    const { result, askedAt } = await requestSignIn({
      email,
      password,
      ...input,
      source: policy.source,
    });
    const counted = perEmail ? result.status === 401 : result.status !== 0;
    const lockedFor = counted ? lockout.noteAttempt(countedAs) : 0;
    if (result.status === 202) {
      try {
        const { SecondFactorStep: Step } = await import("./second-factor-step");
        setCodeStep({ Step, countedAs });
      } catch {
        errorToast(await policy.refused({ ok: false, status: 0, error: null }));
      }
      return;
    }
    const { tooManyAttemptsSchema } = await authSchemas();
    if (result.ok) {
      await signedIn(result, askedAt);
      return;
    }
    if (result.status === 429) {
      const answer = tooManyAttemptsSchema.safeParse(result.error);
      const seconds = answer.success ? answer.data.retryAfterSeconds : lockout.lockMs / 1000;
      tooMany(lockout.noteServerLock(seconds, countedAs));
      return;
    }
    if (lockedFor > 0) {
      tooMany(lockedFor);
      return;
    }
    if (result.status === 400 && result.error?.fieldErrors) {
      const fieldErrors = result.error.fieldErrors;
      const rejected = { email: fieldErrors.email, password: fieldErrors.password };
      setErrors(rejected);
      errorToast(policy.rejected(rejected));
      return;
    }
    errorToast(await policy.refused(result));
  };

  const Step = codeStep?.Step;
  return (
    <>
      {Step && (
        <Step
          policy={policy}
          countedAs={codeStep.countedAs}
          signedIn={signedIn}
          leave={(why) => {
            returning.current = true;
            setCodeStep(null);
            setNotice(why ?? null);
          }}
        />
      )}
      <form
        ref={formRef}
        method="post"
        hidden={Step !== undefined}
        noValidate
        onSubmit={handleSubmit(onValid, (fieldErrors) => errorToast(policy.invalid(fieldErrors)))}
        onInput={revalidate}
        onFocus={() => {
          noteFormUsed();
          void preloadToasts();
          preloadSchema();
        }}
        className="space-y-5"
      >
        {lock.lockedUntil !== null && (
          <LockNotice until={lock.lockedUntil} messageRef={messageRef} />
        )}
        {notice && (
          <p
            ref={noticeRef}
            tabIndex={-1}
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
          >
            {notice}
          </p>
        )}
        <fieldset disabled={locked} className="space-y-5">
          <div className="space-y-1.5">
            <Label htmlFor={`${idPrefix}-email`}>{content.fields.email}</Label>
            <Input
              ref={emailRef}
              id={`${idPrefix}-email`}
              name="email"
              type="email"
              // "webauthn": the browser may offer saved passkeys among its suggestions.
              autoComplete="username webauthn"
              inputMode="email"
              required={policy.required}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${idPrefix}-email-error` : undefined}
            />
            {errors.email && (
              <p id={`${idPrefix}-email-error`} className="text-sm text-red-700">
                {errors.email}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${idPrefix}-password`}>{content.fields.password}</Label>
            <PasswordInput
              id={`${idPrefix}-password`}
              name="password"
              autoComplete="current-password"
              required={policy.required}
              toggleLabel={content.showPassword}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${idPrefix}-password-error` : undefined}
            />
            {errors.password && (
              <p id={`${idPrefix}-password-error`} className="text-sm text-red-700">
                {errors.password}
              </p>
            )}
          </div>
          {extraFields?.(idPrefix)}
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
          <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden>
            <span className="h-px flex-1 bg-slate-200" />
            {passkeySignInTexts.divider}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={passkeyBusy || isSubmitting}
            className="w-full"
            onClick={() => void onPasskey()}
          >
            {passkeyBusy ? (
              passkeySignInTexts.working
            ) : (
              <>
                <KeyRound aria-hidden />
                {passkeySignInTexts.button}
              </>
            )}
          </Button>
        </fieldset>
        {footer}
      </form>
    </>
  );
}
