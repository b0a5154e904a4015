import { useState } from "react";
import { confirmText } from "../../../../../core/texts/admin-panel";
import type { ManagedUser } from "../../../../../core/schemas/admin-users";
import type { ApiResult } from "../../../../lib/api-client";
import { showToast } from "../../../../lib/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../../../../components/ui/alert-dialog";
import { Button } from "../../../../components/ui/button";
import { failureMessage, useLeavePanel } from "../../shared/admin-api";

/** An action on a user that asks first (Reset Password, Delete User): its words and its call. */
export interface ConfirmedAction<T> {
  title: string;
  description: (email: string) => string;
  confirmLabel: string;
  destructive?: boolean;
  run: (user: ManagedUser) => Promise<ApiResult<T>>;
  /** Says it is done. */
  succeeded: (user: ManagedUser, data: T) => void;
  /** The title of the toast that says it failed. */
  failedTitle: string;
}

/**
 * The question an action asks first: a title, what will happen, Cancel and the action. While
 * the action runs the dialog stays open and cannot be dismissed; once it has settled the dialog
 * closes and a toast says how it went. `onChanged` when the list no longer holds what it shows:
 * the action was done, or the user is gone meanwhile.
 */
export function ConfirmDialog<T>({
  action,
  user,
  onClose,
  onChanged,
  onCloseAutoFocus,
}: {
  action: ConfirmedAction<T>;
  user: ManagedUser | null;
  onClose: () => void;
  onChanged: () => void;
  /** Where focus goes once it has closed. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const leave = useLeavePanel();
  const [busy, setBusy] = useState(false);
  const confirm = async (user: ManagedUser) => {
    setBusy(true);
    try {
      const result = await action.run(user);
      onClose();
      if (result.ok) {
        action.succeeded(user, result.data);
        onChanged();
        return;
      }
      if (leave(result)) return;
      void showToast({
        variant: "destructive",
        title: action.failedTitle,
        description: failureMessage(result),
      });
      if (result.status === 404) onChanged();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog open={user !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogTitle>{action.title}</AlertDialogTitle>
        <AlertDialogDescription>{action.description(user?.email ?? "")}</AlertDialogDescription>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy} focusableWhenDisabled>
              {confirmText.cancel}
            </Button>
          </AlertDialogCancel>
          <Button
            variant={action.destructive ? "destructive" : "primary"}
            disabled={busy}
            focusableWhenDisabled
            onClick={() => {
              if (user) void confirm(user);
            }}
          >
            {action.confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
