import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isAdminPanel, paths } from "../../core/paths";
import { sessionMessages } from "../../core/texts/session";
import { trackPageActivity } from "../lib/page-activity";
import { isPartnerArea, onSessionEnd, useSession } from "../lib/session";
import { showToast } from "../lib/toast";

/**
 * Acts on the session for the whole app: runs the keeper (refresh, inactivity) while someone
 * is signed in, and sends the person to /login (from the admin area: /admin) when the session
 * ends under them.
 */
export function SessionWatcher() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;

  // From the page's start, signed in or not: the keeper, fetched later, counts from the last
  // input recorded here (a sign-in click included), not from its own arrival.
  useEffect(trackPageActivity, []);

  useEffect(
    () =>
      onSessionEnd((end) => {
        // The Logout button says goodbye and leads home itself.
        if (end === "signed-out") return;
        const pathname = window.location.pathname;
        if (pathname === paths.admin || isAdminPanel(pathname)) {
          // The admin pages report a refused request themselves (Authentication required).
          if (end === "expired") {
            void showToast({ variant: "destructive", ...sessionMessages.expired });
          }
          if (pathname !== paths.admin) void navigate(paths.admin, { replace: true });
          return;
        }
        const inPartnerArea = isPartnerArea(window.location.pathname);
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
    void import("../lib/session-keeper").then(({ startSessionKeeper }) => {
      if (!ended) stop = startSessionKeeper();
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [signedIn]);

  return null;
}
