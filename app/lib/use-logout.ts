import { useState } from "react";
import { logoutMessages } from "../../core/texts/session";
import { signOut } from "./session";
import { showToast } from "./toast";

/**
 * A Logout button's action: signs out, says whether it worked (in the texts of
 * docs/rules.md#texts), and on success hands over to `afterSignOut` (where the page goes next).
 * `busy` while the server answers.
 */
export function useLogout(afterSignOut: () => void) {
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    const ok = await signOut();
    setBusy(false);
    if (!ok) {
      void showToast({ variant: "destructive", ...logoutMessages.failed });
      return;
    }
    void showToast({ variant: "success", ...logoutMessages.success });
    afterSignOut();
  };
  return { busy, logout };
}
