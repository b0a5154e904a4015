/** What the user dialogs share: the password's checks and toasts, and a refused session. */
import { useNavigate } from "react-router";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { adminToasts as toasts } from "../../../../../core/texts/admin-panel";
import { paths } from "../../../../../core/paths";
import type { ApiResult } from "../../../../lib/api-client";
import { showToast } from "../../../../lib/toast";
import { sessionRefused } from "../../shared/admin-api";
import { adminPasswordProblem } from "../password-check";

/** A toast that shows a password once: long enough to read, with a button to copy it. */
export function passwordToast(title: string, description: string, password: string) {
  void showToast({
    variant: "success",
    title,
    description,
    duration: 60_000,
    action: {
      label: toasts.copyPassword,
      onClick: () => {
        void navigator.clipboard
          ?.writeText(password)
          .then(() => showToast({ variant: "success", title: toasts.copied }));
      },
    },
  });
}

/** Answers a refused call the same way everywhere; true when the caller should stop there. */
export function useRefusalHandling() {
  const navigate = useNavigate();
  return (result: { ok: false; status: number }) => {
    if (result.status !== 401) return false;
    sessionRefused();
    void navigate(paths.admin, { replace: true });
    return true;
  };
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
