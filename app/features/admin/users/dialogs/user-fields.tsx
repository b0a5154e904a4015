/** The fields the Create and Edit dialogs share, in one order (docs/rules.md#admin-panel). */
import type { ComponentProps, ReactNode } from "react";
import { useFormContext, useFormState, type UseFormRegisterReturn } from "react-hook-form";
import { userFormText as text, userManagementText } from "../../../../../core/texts/admin-panel";
import { Input } from "../../../../components/ui/input";
import { Select } from "../../../../components/ui/select";
import { Label } from "../../../../components/ui/label";

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a field's input points at: its hint and its error, when shown. */
export function describedBy(id: string, hasHint: boolean, error: string | undefined) {
  return [hasHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/** The ids of one form's fields, from the form's own prefix. */
export function userFieldIds(prefix: string) {
  return {
    email: `${prefix}-email`,
    password: `${prefix}-password`,
    fullName: `${prefix}-full-name`,
    company: `${prefix}-company`,
    role: `${prefix}-role`,
  };
}

/** Full Name or Company: free text. */
export function TextField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input id={id} autoComplete="off" aria-invalid={error ? true : undefined} {...registration} />
    </Field>
  );
}

/** The Password field with the policy's hint; shown as typed, since an admin hands it on. */
export function PasswordField({
  id,
  placeholder,
  error,
  registration,
}: {
  id: string;
  placeholder: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={text.fields.password} hint={text.passwordHint} error={error}>
      <Input
        id={id}
        type="text"
        autoComplete="new-password"
        spellCheck={false}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, error)}
        {...registration}
      />
    </Field>
  );
}

export function RoleSelect({ id, ...props }: ComponentProps<"select"> & { id: string }) {
  return (
    <Select id={id} {...props}>
      <option value="partner">{userManagementText.roles.partner}</option>
      <option value="admin">{userManagementText.roles.admin}</option>
    </Select>
  );
}

/** The values of the fields both dialogs show after the e-mail. */
type AccountDetails = { fullName: string; company: string; password: string; role: string };

/**
 * Full Name, Company, Password and Role, in the one order Create and Edit both show after the
 * e-mail (their forms differ only in the e-mail field and the password's placeholder). Bound
 * to the dialog's form through react-hook-form's context.
 */
export function AccountDetailFields({
  ids,
  passwordPlaceholder,
}: {
  ids: ReturnType<typeof userFieldIds>;
  passwordPlaceholder: string;
}) {
  const { register } = useFormContext<AccountDetails>();
  // Subscribed here: the Edit form itself never reads these fields' errors.
  const { errors } = useFormState<AccountDetails>();
  return (
    <>
      <TextField
        id={ids.fullName}
        label={text.fields.fullName}
        error={errors.fullName?.message}
        registration={register("fullName")}
      />
      <TextField
        id={ids.company}
        label={text.fields.company}
        error={errors.company?.message}
        registration={register("company")}
      />
      <PasswordField
        id={ids.password}
        placeholder={passwordPlaceholder}
        error={errors.password?.message}
        registration={register("password")}
      />
      <Field id={ids.role} label={text.fields.role}>
        <RoleSelect id={ids.role} {...register("role")} />
      </Field>
    </>
  );
}
