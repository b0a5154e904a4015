/** What the user dialogs share: the password's checks and toasts. */
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { adminToasts as toasts } from "../../../../../core/texts/admin-panel";
import type { ApiResult } from "../../../../lib/api-client";
import { showToast } from "../../../../lib/toast";
import { adminPasswordProblem } from "../password-check";

/**
 * A toast that shows a password once: it stays until it is closed (the password is shown
 * nowhere else), with a button that copies it and leaves the toast open.
 */
export function passwordToast(title: string, description: string, password: string) {
  void showToast({
    variant: "success",
    title,
    description,
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: toasts.copyPassword,
      keepOpen: true,
      onClick: () => {
        void navigator.clipboard
          ?.writeText(password)
          .then(() => showToast({ variant: "success", title: toasts.copied }));
      },
    },
  });
}

/**
 * The password rules in the page (docs/rules.md#passwords): every failure joined with '. ' in a
 * Password validation failed toast, and on the field. Returns true when the password may be sent.
 */
export function checkPassword<T extends FieldValues>(
  form: UseFormReturn<T>,
  field: FieldPath<T>,
  password: string | undefined,
): boolean {
  const problem = adminPasswordProblem(password);
  if (!problem) return true;
  form.setError(field, { message: problem }, { shouldFocus: true });
  void showToast({
    variant: "destructive",
    title: toasts.passwordValidationFailed,
    description: problem,
  });
  return false;
}

/** A 422 from the server: the required text, or the server's details. */
export function weakPasswordToast(result: ApiResult<unknown>): string {
  const detail = (!result.ok && result.error?.fieldErrors?.password) || toasts.weakPassword;
  void showToast({
    variant: "destructive",
    title: toasts.passwordValidationFailed,
    description: detail,
  });
  return detail;
}
