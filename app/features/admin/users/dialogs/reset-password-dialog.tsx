import { adminToasts as toasts, confirmText } from "../../../../../core/texts/admin-panel";
import type { ManagedUser } from "../../../../../core/schemas/admin-users";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../shared/admin-api";
import { resetUserPassword } from "../users-api";
import { ConfirmDialog } from "./confirm-dialog";
import { passwordToast, useRefusalHandling } from "./dialog-support";

/** Reset Password asks first; the new password is shown once, with a button to copy it. */
export function ResetPasswordDialog({
  user,
  onClose,
  onChanged,
  onCloseAutoFocus,
}: {
  user: ManagedUser | null;
  onClose: () => void;
  onChanged: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const refused = useRefusalHandling();
  const reset = async () => {
    if (!user) return;
    const result = await resetUserPassword(user.userId);
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
    // The user is gone meanwhile: the list shows it.
    if (result.status === 404) onChanged();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={confirmText.resetTitle}
      description={confirmText.resetDescription(user?.email ?? "")}
      confirmLabel={confirmText.reset}
      onConfirm={reset}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
