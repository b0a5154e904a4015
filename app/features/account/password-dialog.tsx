import { useId, useState, type FormEvent } from "react";
import { passwordConfirmationSchema } from "../../../core/schemas/two-factor";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { ApiResult } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { showToast } from "../../lib/toast";
import { useFieldSend } from "../../lib/use-field-send";

const text = twoFactorTexts.password;

/** What a password dialog asks for and what it then does. */
export interface PasswordStep<T> {
  title: string;
  description: string;
  submit: string;
  destructive?: boolean;
  /** The call the password is for. */
  send: (password: string) => Promise<ApiResult<T>>;
}

/**
 * The password asked again before a change to two-factor sign-in (docs/rules.md#two-factor-sign-in):
 * a wrong one is said under the field, which keeps focus; a lock (429) above the buttons, in the
 * server's words. The dialog stays open while the call runs. `onDone` with the answer; the
 * caller closes it and says where focus goes (`onCloseAutoFocus`).
 */
export function PasswordDialog<T>({
  step,
  open,
  onClose,
  onDone,
  onSignedOut,
  onCloseAutoFocus,
}: {
  step: PasswordStep<T>;
  open: boolean;
  onClose: () => void;
  onDone: (data: T) => void;
  /** The server no longer accepts the session (401). */
  onSignedOut: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const session = useSession();
  const { fieldRef, error, setError, refuse: refused, busy, send, isSending } = useFieldSend();
  const [formError, setFormError] = useState<string | null>(null);
  // Each opening starts afresh: no message is left from the last time (the field itself goes
  // with the dialog's content).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setError(null);
      setFormError(null);
    }
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    const password = fieldRef.current?.value ?? "";
    setFormError(null);
    const checked = passwordConfirmationSchema.safeParse({ password });
    if (!checked.success) {
      refused(checked.error.issues[0]?.message ?? text.label);
      return;
    }
    const result = await send(() => step.send(password));
    if (!result) return;
    if (result.ok) {
      onDone(result.data);
      return;
    }
    if (result.status === 401) {
      onClose();
      onSignedOut();
      return;
    }
    const fieldError = result.error?.fieldErrors?.password;
    if (result.status === 400 && fieldError) {
      refused(fieldError);
      return;
    }
    if (result.status === 429) {
      setFormError(result.error?.message ?? twoFactorTexts.toasts.failed.description);
      return;
    }
    // Changed meanwhile (409: another tab turned it on or off), or a failure: say so and close.
    void showToast({
      variant: "destructive",
      title: twoFactorTexts.toasts.failed.title,
      description: result.error?.message ?? twoFactorTexts.toasts.failed.description,
    });
    onClose();
  };

  const fieldId = `${id}-password`;
  const errorId = `${fieldId}-error`;
  const formErrorId = `${id}-form-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <DialogContent
        closeLabel={text.close}
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          fieldRef.current?.focus();
        }}
      >
        <form
          noValidate
          aria-describedby={formError ? formErrorId : undefined}
          onSubmit={(event) => void submit(event)}
          className="space-y-4"
        >
          <DialogHeader>
            <DialogTitle>{step.title}</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">
              {step.description}
            </DialogDescription>
          </DialogHeader>
          {/* For password managers: the account whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={session?.user.email ?? ""}
            readOnly
            hidden
          />
          <div className="space-y-1.5">
            <Label htmlFor={fieldId}>{text.label}</Label>
            <Input
              ref={fieldRef}
              id={fieldId}
              name="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onInput={() => setError(null)}
            />
            {error && (
              <p id={errorId} className="text-sm text-danger-700 [overflow-wrap:anywhere]">
                {error}
              </p>
            )}
          </div>
          {formError && (
            <p
              id={formErrorId}
              role="alert"
              className="rounded-control border border-danger-200 bg-danger-50 px-3 py-2 text-sm text-danger-700"
            >
              {formError}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              focusableWhenDisabled
              onClick={onClose}
            >
              {text.cancel}
            </Button>
            <Button
              type="submit"
              variant={step.destructive ? "destructive" : "primary"}
              disabled={busy}
              focusableWhenDisabled
            >
              {busy ? text.submitting : step.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
