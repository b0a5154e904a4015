import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod/mini";
import {
  adminToasts as toasts,
  confirmText,
  userFormText as text,
  userManagementText,
} from "../../../core/admin-messages";
import { paths } from "../../../core/paths";
import {
  createUserSchema,
  newUserDefaults,
  updateUserSchema,
  type ManagedUser,
} from "../../../core/schemas/admin-users";
import type { ApiResult } from "../../lib/api-client";
import { showToast } from "../../lib/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
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
import {
  createUser,
  deleteUser,
  failureMessage,
  resetUserPassword,
  sessionRefused,
  updateUser,
} from "./admin-api";
import { adminPasswordProblem } from "./password-check";

type CreateValues = z.input<typeof createUserSchema>;
type UpdateValues = z.input<typeof updateUserSchema>;

/** A toast that shows a password once: long enough to read, with a button to copy it. */
function passwordToast(title: string, description: string, password: string) {
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
function useRefusalHandling() {
  const navigate = useNavigate();
  return (result: { ok: false; status: number }) => {
    if (result.status !== 401) return false;
    sessionRefused();
    void navigate(paths.admin, { replace: true });
    return true;
  };
}

/**
 * SPEC §5 in the page: every failure joined with '. ' in a Password validation failed toast,
 * and on the field. Returns true when the password may be sent.
 */
function checkPassword<T extends FieldValues>(
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

/** A 422 from the server: the spec's text, or the server's details. */
function weakPasswordToast(result: ApiResult<unknown>): string {
  const detail = (!result.ok && result.error?.fieldErrors?.password) || toasts.weakPassword;
  void showToast({
    variant: "destructive",
    title: toasts.passwordValidationFailed,
    description: detail,
  });
  return detail;
}

function Field({
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
  children: React.ReactNode;
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
function describedBy(id: string, hasHint: boolean, error: string | undefined) {
  return [hasHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}

/** The ids of one form's fields, from the form's own prefix. */
function userFieldIds(prefix: string) {
  return {
    email: `${prefix}-email`,
    password: `${prefix}-password`,
    fullName: `${prefix}-full-name`,
    company: `${prefix}-company`,
    role: `${prefix}-role`,
  };
}

/** Full Name or Company: free text. */
function TextField({
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
function PasswordField({
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

const selectClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500";

function RoleSelect({ id, ...props }: React.ComponentProps<"select"> & { id: string }) {
  return (
    <select id={id} className={selectClass} {...props}>
      <option value="partner">{userManagementText.roles.partner}</option>
      <option value="admin">{userManagementText.roles.admin}</option>
    </select>
  );
}

/** Create New User (SPEC §2): on success the form resets, the dialog closes, the list reloads. */
export function CreateUserDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const id = useId();
  const refused = useRefusalHandling();
  const form = useForm<CreateValues, unknown, z.output<typeof createUserSchema>>({
    resolver: zodResolver(createUserSchema),
    defaultValues: newUserDefaults,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!checkPassword(form, "password", values.password)) return;
    const result = await createUser(values);
    if (result.ok) {
      passwordToast(
        toasts.created,
        toasts.createdPassword(result.data.password),
        result.data.password,
      );
      form.reset(newUserDefaults);
      onOpenChange(false);
      onCreated();
      return;
    }
    if (refused(result)) return;
    if (result.status === 422) {
      form.setError("password", { message: weakPasswordToast(result) }, { shouldFocus: true });
      return;
    }
    const message = failureMessage(result);
    const fieldErrors = result.error?.fieldErrors ?? {};
    // A taken e-mail address (409) belongs on the Email field.
    if (result.status === 409) form.setError("email", { message }, { shouldFocus: true });
    for (const [field, fieldMessage] of Object.entries(fieldErrors)) {
      if (field in newUserDefaults)
        form.setError(field as keyof CreateValues, { message: fieldMessage });
    }
    void showToast({ variant: "destructive", title: toasts.createError, description: message });
  });

  const ids = userFieldIds(id);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(newUserDefaults);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={text.close}>
        <DialogHeader>
          <DialogTitle>{text.createTitle}</DialogTitle>
          <DialogDescription>{text.createDescription}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
          <Field id={ids.email} label={text.fields.email} error={errors.email?.message}>
            <Input
              id={ids.email}
              type="email"
              required
              autoComplete="off"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy(ids.email, false, errors.email?.message)}
              {...form.register("email")}
            />
          </Field>
          <TextField
            id={ids.fullName}
            label={text.fields.fullName}
            error={errors.fullName?.message}
            registration={form.register("fullName")}
          />
          <TextField
            id={ids.company}
            label={text.fields.company}
            error={errors.company?.message}
            registration={form.register("company")}
          />
          <PasswordField
            id={ids.password}
            placeholder={text.placeholders.createPassword}
            error={errors.password?.message}
            registration={form.register("password")}
          />
          <Field id={ids.role} label={text.fields.role}>
            <RoleSelect id={ids.role} {...form.register("role")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {text.cancel}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? text.creating : text.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const editValues = (user: ManagedUser): UpdateValues => ({
  fullName: user.fullName ?? "",
  company: user.company ?? "",
  role: user.role,
  password: "",
});

function EditUserForm({ user, onDone }: { user: ManagedUser; onDone: (changed: boolean) => void }) {
  const id = useId();
  const refused = useRefusalHandling();
  const form = useForm<UpdateValues, unknown, z.output<typeof updateUserSchema>>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: editValues(user),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!checkPassword(form, "password", values.password)) return;
    // SPEC §3: the password only if typed.
    const { password, ...rest } = values;
    const result = await updateUser(user.userId, password ? values : rest);
    if (result.ok) {
      void showToast({ variant: "success", title: toasts.updated });
      onDone(true);
      return;
    }
    if (refused(result)) return;
    if (result.status === 422) {
      form.setError("password", { message: weakPasswordToast(result) }, { shouldFocus: true });
      return;
    }
    void showToast({
      variant: "destructive",
      title: toasts.updateError,
      description: failureMessage(result),
    });
  });

  const ids = userFieldIds(id);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
      <Field id={ids.email} label={text.fields.email}>
        <Input id={ids.email} type="email" value={user.email} disabled readOnly />
      </Field>
      <TextField
        id={ids.fullName}
        label={text.fields.fullName}
        error={errors.fullName?.message}
        registration={form.register("fullName")}
      />
      <TextField
        id={ids.company}
        label={text.fields.company}
        error={errors.company?.message}
        registration={form.register("company")}
      />
      <PasswordField
        id={ids.password}
        placeholder={text.placeholders.editPassword}
        error={errors.password?.message}
        registration={form.register("password")}
      />
      <Field id={ids.role} label={text.fields.role}>
        <RoleSelect id={ids.role} {...form.register("role")} />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? text.saving : text.save}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Edit User (SPEC §2): on success the dialog closes, the selection clears, the list reloads. */
export function EditUserDialog({
  user,
  onClose,
  onUpdated,
}: {
  user: ManagedUser | null;
  onClose: () => void;
  onUpdated: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={text.close}>
        <DialogHeader>
          <DialogTitle>{text.editTitle}</DialogTitle>
          <DialogDescription>{text.editDescription}</DialogDescription>
        </DialogHeader>
        {user && (
          <EditUserForm
            key={user.userId}
            user={user}
            onDone={(changed) => {
              onClose();
              if (changed) onUpdated();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

export type Confirmation = { kind: "reset" | "delete"; user: ManagedUser };

/** Reset password and delete ask first (SPEC §5: Are you sure you want to delete {email}?). */
export function ConfirmUserDialog({
  confirmation,
  onClose,
  onChanged,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const refused = useRefusalHandling();
  const kind = confirmation?.kind ?? "delete";
  const email = confirmation?.user.email ?? "";

  const confirm = async () => {
    if (!confirmation) return;
    const { user } = confirmation;
    setBusy(true);
    if (kind === "reset") {
      const result = await resetUserPassword(user.userId);
      setBusy(false);
      onClose();
      if (result.ok) {
        const password = result.data.newPassword;
        passwordToast(toasts.reset, toasts.resetPassword(user.email, password), password);
        onChanged();
        return;
      }
      if (refused(result)) return;
      void showToast({
        variant: "destructive",
        title: toasts.resetError,
        description: failureMessage(result),
      });
      if (result.status === 404) onChanged();
      return;
    }
    const result = await deleteUser(user.userId);
    setBusy(false);
    onClose();
    if (result.ok) {
      void showToast({ variant: "success", title: toasts.deleted });
      onChanged();
      return;
    }
    if (refused(result)) return;
    void showToast({
      variant: "destructive",
      title: toasts.deleteError,
      description: failureMessage(result),
    });
    if (result.status === 404) onChanged();
  };

  return (
    <AlertDialog open={confirmation !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>
          {kind === "reset" ? confirmText.resetTitle : confirmText.deleteTitle}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {kind === "reset"
            ? confirmText.resetDescription(email)
            : confirmText.deleteDescription(email)}
        </AlertDialogDescription>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>
              {confirmText.cancel}
            </Button>
          </AlertDialogCancel>
          <Button
            variant={kind === "delete" ? "destructive" : "primary"}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {kind === "reset" ? confirmText.reset : confirmText.delete}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
