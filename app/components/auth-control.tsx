import { LogOut } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { logoutMessages } from "../../core/session-messages";
import { paths } from "../../core/paths";
import { signOut } from "../lib/session";
import { showToast } from "../lib/toast";
import { cn } from "../lib/cn";

/**
 * The header's Partner Login link and Logout button. Both are always rendered, so the
 * pre-rendered HTML and hydration agree; `data-auth` and the `data-session` attribute on
 * <html> (set before the first paint, see root.tsx) decide in CSS which one shows.
 */
export function AuthControl({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    const ok = await signOut();
    setBusy(false);
    if (!ok) {
      void showToast({ variant: "destructive", ...logoutMessages.failed });
      return;
    }
    onNavigate?.();
    void showToast({ variant: "success", ...logoutMessages.success });
    void navigate(paths.home);
  };

  return (
    <>
      <Link to={paths.login} data-auth="out" onClick={onNavigate} className={className}>
        Partner Login
      </Link>
      <button
        type="button"
        data-auth="in"
        disabled={busy}
        onClick={() => void logout()}
        className={cn(className, "gap-2 disabled:opacity-60")}
      >
        <LogOut aria-hidden className="size-4" />
        Logout
      </button>
    </>
  );
}
