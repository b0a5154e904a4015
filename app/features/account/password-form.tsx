import { useId, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { passwordProblems } from "../../../core/schemas/auth";
import { accountTexts } from "../../../core/texts/account";
import { passwordMessages } from "../../../core/texts/passwords";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { useSession } from "../../lib/session";
import { preloadToasts, showToast } from "../../lib/toast";
import { changePassword } from "./account-api";
import { AccountSection } from "./account-layout";
import {
  emptyPasswordForm,
  passwordFormFields,
  passwordFormResolver,
  type PasswordFormField,
  type PasswordFormValues,
} from "./password-form-check";

const text = accountTexts.password;

/** A password field with its label, its hint and its error, each named for the input. */
function PasswordField({
  id,
  label,
  autoComplete,
  hint,
  error,
  registration,
}: {
  id: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    // As wide as a password, not as the card: the page is one column now.
    <div className="max-w-md space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700 [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Change password: the current one, the new one twice. Checked here by the server's rules
 * first; the server's answer then goes under the field it is about. On success the other
 * sessions have ended, so the caller reloads the list (`onChanged`).
 */
export function PasswordSection({
  level,
  onChanged,
  onSignedOut,
}: {
  level: 2 | 3;
  onChanged: () => void;
  /** The server no longer accepts the session (401). */
  onSignedOut: () => void;
}) {
  const id = useId();
  const session = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordFormValues>({
    resolver: passwordFormResolver,
    defaultValues: emptyPasswordForm,
  });
  const { errors, isSubmitting } = form.formState;
  const ids: Record<PasswordFormField, string> = {
    currentPassword: `${id}-current`,
    newPassword: `${id}-new`,
    confirmPassword: `${id}-confirm`,
  };

  const refused = (found: Partial<Record<PasswordFormField, string>>) => {
    const first = passwordFormFields.find((field) => found[field]);
    for (const field of passwordFormFields) {
      const message = found[field];
      if (message) form.setError(field, { message }, { shouldFocus: field === first });
    }
  };

  const submit = form.handleSubmit(
    async ({ currentPassword, newPassword }) => {
      setFormError(null);
      const result = await changePassword({ currentPassword, newPassword });
      if (result.ok) {
        void showToast({ variant: "success", ...text.changed });
        form.reset(emptyPasswordForm);
        onChanged();
        return;
      }
      if (result.status === 401) {
        onSignedOut();
        return;
      }
      const fields = result.error?.fieldErrors ?? {};
      if (result.status === 400 && (fields.currentPassword || fields.newPassword)) {
        refused({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
        return;
      }
      // Too weak or too common: only the server has the list.
      if (result.status === 422) {
        refused({
          newPassword: fields.newPassword ?? result.error?.message ?? passwordMessages.weak,
        });
        return;
      }
      // Too many tries: the server's words say how long to wait.
      if (result.status === 429) {
        setFormError(result.error?.message ?? text.failed.description);
        return;
      }
      void showToast({ variant: "destructive", ...text.failed });
    },
    () => {
      // The rules' words in a toast too, as wherever a password is chosen (docs/rules.md).
      const problems = passwordProblems(form.getValues("newPassword"));
      if (problems.length > 0) {
        void showToast({
          variant: "destructive",
          title: passwordMessages.validationFailedTitle,
          description: problems.join(". "),
        });
      }
    },
  );

  return (
    <AccountSection id="account-password" level={level} title={text.title} intro={text.intro}>
      <form
        noValidate
        aria-describedby={formError ? `${id}-form-error` : undefined}
        onSubmit={(event) => void submit(event)}
        onFocus={() => void preloadToasts()}
        className="space-y-4 p-4 sm:p-5"
      >
        {session && (
          <p className="text-sm text-slate-600">
            {text.account}{" "}
            <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">
              {session.user.email}
            </span>
          </p>
        )}
        {/* For password managers: the account whose password this is. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={session?.user.email ?? ""}
          readOnly
          hidden
        />
        <PasswordField
          id={ids.currentPassword}
          label={text.current}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={form.register("currentPassword")}
        />
        <PasswordField
          id={ids.newPassword}
          label={text.next}
          autoComplete="new-password"
          hint={text.hint}
          error={errors.newPassword?.message}
          registration={form.register("newPassword")}
        />
        <PasswordField
          id={ids.confirmPassword}
          label={text.confirm}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={form.register("confirmPassword")}
        />
        {formError && (
          <p
            id={`${id}-form-error`}
            role="alert"
            className="rounded-control border border-danger-200 bg-danger-50 px-3 py-2 text-sm text-danger-700"
          >
            {formError}
          </p>
        )}
        {/* Amber marks a view's one main action; this page has several of equal weight. */}
        <Button type="submit" disabled={isSubmitting} focusableWhenDisabled>
          {isSubmitting ? text.submitting : text.submit}
        </Button>
      </form>
    </AccountSection>
  );
}
