import type { ManagedUser } from "../../../../core/schemas/admin-users";
import { ConfirmDialog } from "./dialogs/confirm-dialog";
import { deleteUserAction, resetPasswordAction } from "./dialogs/confirmed-actions";
import { CreateUserDialog } from "./dialogs/create-user-dialog";
import { EditUserDialog } from "./dialogs/edit-user-dialog";

/** The one user dialog open at a time, with the user it is about. */
export type OpenUserDialog =
  { kind: "create" } | { kind: "edit" | "reset" | "delete"; user: ManagedUser } | null;

/** Which user dialog is open, and what the Users view does when one closes or changes the list. */
export interface UserDialogsProps {
  open: OpenUserDialog;
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
  open,
  close,
  reload,
  rowRemoved,
  onCloseAutoFocus,
}: UserDialogsProps) {
  const userOf = (kind: "edit" | "reset" | "delete") =>
    open !== null && open.kind === kind ? open.user : null;
  return (
    <>
      <CreateUserDialog
        open={open?.kind === "create"}
        onOpenChange={(open) => !open && close()}
        onCreated={reload}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <EditUserDialog
        user={userOf("edit")}
        onClose={close}
        onUpdated={reload}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ConfirmDialog
        action={resetPasswordAction}
        user={userOf("reset")}
        onClose={close}
        onChanged={reload}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <ConfirmDialog
        action={deleteUserAction}
        user={userOf("delete")}
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
