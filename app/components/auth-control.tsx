import { LogOut } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../core/paths";
import { authControlTexts } from "../../core/texts/session";
import { useLogout } from "../lib/use-logout";
import { cn } from "../lib/cn";

/**
 * The header's Partner Login link and Logout button. Both are always rendered, so the
 * pre-rendered HTML and hydration agree; `data-auth` and the `data-session` attribute on
 * <html> (set before the first paint, see root.tsx) decide in CSS which one shows. Each has
 * its own look: Partner Login is the visitor's way in, a filled button; Logout is a quiet
 * outline, so it never outweighs the page's own main action.
 */
export function AuthControl({
  loginClassName,
  logoutClassName,
  onNavigate,
}: {
  loginClassName: string;
  logoutClassName: string;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { busy, logout } = useLogout(() => {
    onNavigate?.();
    void navigate(paths.home);
  });

  return (
    <>
      <Link to={paths.login} data-auth="out" onClick={onNavigate} className={loginClassName}>
        {authControlTexts.partnerLogin}
      </Link>
      <button
        type="button"
        data-auth="in"
        disabled={busy}
        onClick={() => void logout()}
        className={cn(logoutClassName, "gap-2 disabled:opacity-60")}
      >
        <LogOut aria-hidden className="size-4" />
        {authControlTexts.logout}
      </button>
    </>
  );
}
