import type { FieldErrors, Resolver } from "react-hook-form";
import { passwordChangeSchema } from "../../../core/schemas/account";
import { passwordProblems } from "../../../core/schemas/auth";
import { accountTexts } from "../../../core/texts/account";

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFormField = keyof PasswordFormValues;

/** The fields in the form's order: the first with an error takes focus. */
export const passwordFormFields: readonly PasswordFormField[] = [
  "currentPassword",
  "newPassword",
  "confirmPassword",
];

export const emptyPasswordForm: PasswordFormValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

/**
 * The form's checks in the browser, the server's rules (docs/rules.md#passwords): the request's
 * schema, every broken rule of the new password joined with ". " (as on the reset page), a new
 * password that repeats the current one, and the confirmation. The server judges again.
 */
export function passwordFormErrors(
  values: PasswordFormValues,
): Partial<Record<PasswordFormField, string>> {
  const errors: Partial<Record<PasswordFormField, string>> = {};
  const parsed = passwordChangeSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "currentPassword" || field === "newPassword") errors[field] ??= issue.message;
    }
  }
  const problems = passwordProblems(values.newPassword);
  if (problems.length > 0) errors.newPassword = problems.join(". ");
  else if (values.currentPassword && values.newPassword === values.currentPassword) {
    errors.newPassword = accountTexts.password.sameAsCurrent;
  }
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = accountTexts.password.mismatch;
  }
  return errors;
}

/** `passwordFormErrors` as react-hook-form asks for it. */
export const passwordFormResolver: Resolver<PasswordFormValues> = (values) => {
  const found = passwordFormErrors(values);
  const errors: FieldErrors<PasswordFormValues> = {};
  for (const field of passwordFormFields) {
    const message = found[field];
    if (message) errors[field] = { type: "validate", message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};
