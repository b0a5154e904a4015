import type { ManagedUser } from "../../../../core/schemas/admin-users";
import { ConfirmDialog } from "./dialogs/confirm-dialog";
import { deleteUserAction, resetPasswordAction } from "./dialogs/confirmed-actions";
import { CreateUserDialog } from "./dialogs/create-user-dialog";
import { EditUserDialog } from "./dialogs/edit-user-dialog";

/** Which user dialog is open, and what the Users view does when one closes or changes the list. */
export interface UserDialogsProps {
  creating: boolean;
  editing: ManagedUser | null;
  resetting: ManagedUser | null;
  deleting: ManagedUser | null;
  /** Closes whichever dialog is open. */
  close: () => void;
  /** The list no longer holds what it shows: load it again. */
  reload: () => void;
  /** A deleted row is gone: focus goes to its neighbour (see dialog-focus.ts). */
  rowRemoved: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The Users view's dialogs: Add user, Edit, Reset Password and Delete. A module of their own,
 * with the dialog library and the forms' validation, fetched when an admin reaches for a
 * button rather than with the list (see `users-view.tsx`).
 */
export default function UserDialogs({
  creating,
  editing,
  resetting,
  deleting,
  close,
  reload,
  rowRemoved,
  onCloseAutoFocus,
}: UserDialogsProps) {
  return (
    <>
      <CreateUserDialog
        open={creating}
        onOpenChange={(open) => !open && close()}
        onCreated={reload}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <EditUserDialog
        user={editing}
        onClose={close}
        onUpdated={reload}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ConfirmDialog
        action={resetPasswordAction}
        user={resetting}
        onClose={close}
        onChanged={reload}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ConfirmDialog
        action={deleteUserAction}
        user={deleting}
        onClose={close}
        onChanged={() => {
          rowRemoved();
          reload();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
