import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { adminToasts as toasts, userFormText as text } from "../../../../../core/texts/admin-panel";
import { createUserSchema, newUserDefaults } from "../../../../../core/schemas/admin-users";
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
import { createUser } from "../users-api";
import { checkPassword, passwordToast, weakPasswordToast } from "./dialog-support";
import { AccountDetailFields, describedBy, Field, userFieldIds } from "./user-fields";

type CreateValues = z.input<typeof createUserSchema>;

/**
 * Create New User (docs/rules.md#admin-panel): on success the form resets, the dialog closes,
 * the list reloads.
 */
export function CreateUserDialog({
  open,
  onOpenChange,
  onCreated,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const leave = useLeavePanel();
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
    if (leave(result)) return;
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
      <DialogContent closeLabel={text.close} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{text.createTitle}</DialogTitle>
          <DialogDescription>{text.createDescription}</DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
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
            <AccountDetailFields ids={ids} passwordPlaceholder={text.placeholders.createPassword} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {text.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? text.creating : text.create}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
