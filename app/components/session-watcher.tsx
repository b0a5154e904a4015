import { useEffect, useState, type ComponentType } from "react";
import { useNavigate } from "react-router";
import { pathWithoutLocale } from "../../core/locales";
import { isAdminPanel, paths } from "../../core/paths";
import { sessionMessages } from "../../core/texts/session";
import { trackPageActivity } from "../lib/page-activity";
import { isPartnerArea, onSessionEnd, useSession } from "../lib/session";
import { showToast } from "../lib/toast";

/**
 * Acts on the session for the whole app: runs the keeper (refresh, inactivity) while someone
 * is signed in, shows its warning, and sends the person to /login (from the admin area:
 * /admin) when the session ends under them.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const [warning, setWarning] = useState<{ stay: () => void } | null>(null);
  // Fetched with the keeper: a visitor who is not signed in never downloads it.
  const [Warning, setWarningView] = useState<ComponentType<{ onStay: () => void }> | null>(null);

  // From the page's start, signed in or not: the keeper, fetched later, counts from the last
  // input recorded here (a sign-in click included), not from its own arrival.
  useEffect(trackPageActivity, []);

  useEffect(
    () =>
      onSessionEnd((end) => {
        // The Logout button says goodbye and leads home itself.
        if (end === "signed-out") return;
        // The page's own path, without its language's prefix (`/sl/admin` is `/admin`).
        const pathname = pathWithoutLocale(window.location.pathname);
        if (pathname === paths.admin || isAdminPanel(pathname)) {
          // The admin pages report a refused request themselves (Authentication required).
          if (end === "expired") {
            void showToast({ variant: "destructive", ...sessionMessages.expired });
          }
          if (pathname !== paths.admin) void navigate(paths.admin, { replace: true });
          return;
        }
        const inPartnerArea = isPartnerArea(pathname);
        if (end === "expired" || (end === "lost" && inPartnerArea)) {
          void showToast({ variant: "destructive", ...sessionMessages.expired });
        }
        if (end === "expired" || inPartnerArea) void navigate(paths.login, { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    if (!signedIn) return;
    // Fetched only once someone is signed in: visitors' pages do not carry it.
    let stop: (() => void) | undefined;
    let ended = false;
    void Promise.all([import("../lib/session-keeper"), import("./session-warning")]).then(
      ([keeper, view]) => {
        if (ended) return;
        setWarningView(() => view.SessionWarning);
        // The warning shows on the page itself, not as a toast: a toast comes in the toasts'
        // colours and place and can be pushed aside by others, and this one must stay until the
        // person acts.
        stop = keeper.startSessionKeeper({
          show: (stay) => setWarning({ stay }),
          clear: () => setWarning(null),
        });
      },
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [signedIn]);

  return warning && signedIn && Warning ? <Warning onStay={warning.stay} /> : null;
}
