import { useEffect, useId, useState, type FormEvent } from "react";
import { tooManyAttemptsSchema } from "../../../core/schemas/auth";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { postJson } from "../../lib/api-client";
import { useFieldSend } from "../../lib/use-field-send";
import { minutesToWait } from "./login-lockout";
import { errorToast, type SecondFactorStepProps } from "./sign-in-form";

// The sign-in's second step (docs/rules.md#two-factor-sign-in), on /login and /admin in the
// sign-in form's card once the password was right (202). A module of its own, fetched only then:
// the sign-in pages' own script stays as small as it was for everyone else.

const text = twoFactorTexts.signIn;

type Mode = "code" | "recoveryCode";

/**
 * A code from the authenticator app, or one of the recovery codes ("Use a recovery code" and
 * back), then Verify. A right one signs in as the password alone does (`signedIn`); a wrong one
 * is said under its field and counts, as on the server, towards the page's lock; too many end
 * the sign-in, and a lock the server holds ends it too: back to the password (`leave`).
 */
export function SecondFactorStep({ policy, countedAs, signedIn, leave }: SecondFactorStepProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("code");
  const { fieldRef, error, setError, refuse: refused, busy, send, isSending } = useFieldSend();
  const { lockout } = policy;

  // The field takes focus as the step opens, and again when the other kind of code is chosen.
  useEffect(() => {
    fieldRef.current?.focus();
  }, [mode, fieldRef]);

  const tooMany = (remainingMs: number) => {
    leave();
    errorToast(policy.tooMany(minutesToWait(remainingMs)));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    const value = fieldRef.current?.value.trim() ?? "";
    if (!value) {
      refused(mode === "code" ? text.codeRequired : text.recoveryCodeRequired);
      return;
    }
    const remaining = lockout.remainingMs(countedAs);
    if (remaining > 0) {
      tooMany(remaining);
      return;
    }
    const askedAt = Date.now();
    const result = await send(() =>
      postJson<unknown>(
        "/api/auth/second-factor",
        mode === "code" ? { code: value } : { recoveryCode: value },
      ),
    );
    if (!result) return;
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
    // A wrong code counts on the server as a failed sign-in, on either page.
    const wrong = result.status === 400 || result.status === 401;
    const lockedFor = wrong ? lockout.noteAttempt(countedAs) : 0;
    if (result.status === 401) {
      // Too many wrong codes, or the sign-in ran out of time: start again from the password.
      leave(result.error?.message ?? twoFactorTexts.answers.ended);
      if (lockedFor > 0) errorToast(policy.tooMany(minutesToWait(lockedFor)));
      return;
    }
    if (lockedFor > 0) {
      tooMany(lockedFor);
      return;
    }
    const fieldError = result.error?.fieldErrors?.[mode];
    if (result.status === 400) {
      refused(fieldError ?? result.error?.message ?? twoFactorTexts.answers.wrongCode);
      return;
    }
    errorToast(await policy.refused(result));
  };

  const switchMode = () => {
    setError(null);
    setMode(mode === "code" ? "recoveryCode" : "code");
  };

  const fieldId = `${id}-${mode}`;
  const promptId = `${id}-prompt`;
  const errorId = `${fieldId}-error`;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-slate-900">
          {text.title}
        </h2>
        <p id={promptId} className="text-sm text-pretty text-slate-700">
          {mode === "code" ? text.codePrompt : text.recoveryPrompt}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={fieldId}>{mode === "code" ? text.codeLabel : text.recoveryCodeLabel}</Label>
        <Input
          // A new field for the other kind of code: what was typed in one is no use in the other.
          key={mode}
          ref={fieldRef}
          id={fieldId}
          name={mode}
          autoComplete={mode === "code" ? "one-time-code" : "off"}
          inputMode={mode === "code" ? "numeric" : "text"}
          autoCapitalize={mode === "code" ? undefined : "characters"}
          spellCheck={false}
          className="font-mono tracking-wider tabular-nums"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${promptId} ${errorId}` : promptId}
          onInput={() => setError(null)}
        />
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={busy} focusableWhenDisabled className="w-full">
        {busy ? text.submitting : text.submit}
      </Button>
      <div className="flex flex-col items-center gap-3">
        <Button type="button" variant="link" size="inline" onClick={switchMode}>
          {mode === "code" ? text.useRecoveryCode : text.useApp}
        </Button>
        <Button type="button" variant="link" size="inline" onClick={() => leave()}>
          {text.backToSignIn}
        </Button>
      </div>
    </form>
  );
}
