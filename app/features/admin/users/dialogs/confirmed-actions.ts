/** The actions on a user that ask first (ConfirmDialog), in the words of docs/rules.md#admin-panel. */
import { adminToasts as toasts, confirmText } from "../../../../../core/texts/admin-panel";
import { showToast } from "../../../../lib/toast";
import { deleteUser, resetUserPassword } from "../users-api";
import type { ConfirmedAction } from "./confirm-dialog";
import { passwordToast } from "./dialog-support";

/** Reset Password: the new password is shown once, with a button to copy it. */
export const resetPasswordAction: ConfirmedAction<{ newPassword: string }> = {
  title: confirmText.resetTitle,
  description: confirmText.resetDescription,
  confirmLabel: confirmText.reset,
  run: (user) => resetUserPassword(user.userId),
  succeeded: (user, { newPassword }) =>
    passwordToast(toasts.reset, toasts.resetPassword(user.email, newPassword), newPassword),
  failedTitle: toasts.resetError,
};

export const deleteUserAction: ConfirmedAction<null> = {
  title: confirmText.deleteTitle,
  description: confirmText.deleteDescription,
  confirmLabel: confirmText.delete,
  destructive: true,
  run: (user) => deleteUser(user.userId),
  succeeded: () => void showToast({ variant: "success", title: toasts.deleted }),
  failedTitle: toasts.deleteError,
};
