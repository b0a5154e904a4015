import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { adminToasts as toasts, userFormText as text } from "../../../../../core/texts/admin-panel";
import { updateUserSchema, type ManagedUser } from "../../../../../core/schemas/admin-users";
import { showToast } from "../../../../lib/toast";
import { Button } from "../../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../../components/ui/dialog";
import { Input } from "../../../../components/ui/input";
import { failureMessage, useLeavePanel } from "../../shared/admin-api";
import { updateUser } from "../users-api";
import { checkPassword, weakPasswordToast } from "./dialog-support";
import { TwoFactorRemoval } from "./two-factor-removal";
import { AccountDetailFields, Field, userFieldIds } from "./user-fields";

type UpdateValues = z.input<typeof updateUserSchema>;

const editValues = (user: ManagedUser): UpdateValues => ({
  fullName: user.fullName ?? "",
  company: user.company ?? "",
  role: user.role,
  password: "",
});

function EditUserForm({ user, onDone }: { user: ManagedUser; onDone: (changed: boolean) => void }) {
  const id = useId();
  const leave = useLeavePanel();
  const form = useForm<UpdateValues, unknown, z.output<typeof updateUserSchema>>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: editValues(user),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!checkPassword(form, "password", values.password)) return;
    // The password only if typed: empty keeps the current one (docs/rules.md#passwords).
    const { password, ...rest } = values;
    const result = await updateUser(user.userId, password ? values : rest);
    if (result.ok) {
      void showToast({ variant: "success", title: toasts.updated });
      onDone(true);
      return;
    }
    if (leave(result)) return;
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
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
        <Field id={ids.email} label={text.fields.email}>
          <Input id={ids.email} type="email" value={user.email} disabled readOnly />
        </Field>
        <AccountDetailFields ids={ids} passwordPlaceholder={text.placeholders.editPassword} />
        {user.twoFactor && <TwoFactorRemoval user={user} onRemoved={() => onDone(true)} />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onDone(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text.saving : text.save}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

/**
 * Edit User (docs/rules.md#admin-panel): on success the dialog closes, the selection clears,
 * the list reloads.
 */
export function EditUserDialog({
  user,
  onClose,
  onUpdated,
  onCloseAutoFocus,
}: {
  user: ManagedUser | null;
  onClose: () => void;
  onUpdated: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={text.close} onCloseAutoFocus={onCloseAutoFocus}>
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
