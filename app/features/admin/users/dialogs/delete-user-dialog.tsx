import { adminToasts as toasts, confirmText } from "../../../../../core/texts/admin-panel";
import type { ManagedUser } from "../../../../../core/schemas/admin-users";
import { showToast } from "../../../../lib/toast";
import { failureMessage } from "../../shared/admin-api";
import { deleteUser } from "../users-api";
import { ConfirmDialog } from "./confirm-dialog";
import { useRefusalHandling } from "./dialog-support";

/** Delete User asks first, in the words of docs/rules.md#admin-panel. */
export function DeleteUserDialog({
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
  const remove = async () => {
    if (!user) return;
    const result = await deleteUser(user.userId);
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
    // The user is gone meanwhile: the list shows it.
    if (result.status === 404) onChanged();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={confirmText.deleteTitle}
      description={confirmText.deleteDescription(user?.email ?? "")}
      confirmLabel={confirmText.delete}
      destructive
      onConfirm={remove}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
