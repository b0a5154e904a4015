import { useEffect, useState } from "react";
import { useMatches } from "react-router";

/**
 * The routes that draw their own frame (header, main landmark) instead of the site's header
 * and footer: the admin panel's layout, which works as an application. They are named by
 * route id (React Router's default: the module's path under app/, without extension) rather
 * than by a `handle` export, because a route's module, and so its handle, arrives only with
 * its code, after the first render, while its id is known from the start. The root reads the
 * ids from the route matches, so it never imports the panel's code.
 */
export const appFrameRouteIds: ReadonlySet<string> = new Set(["routes/admin/panel-layout"]);

/**
 * True where a matched route draws its own frame. The one pre-rendered shell the browser
 * starts from for the private areas carries the site's frame, so hydration starts from that and
 * React then re-renders with the application's frame once it has taken the page over: no
 * mismatch.
 */
export function useAppFrame(): boolean {
  const wanted = useMatches().some((match) => appFrameRouteIds.has(match.id));
  const [hydrated, setHydrated] = useState(false);
  // After the first commit, by when the shell's frame has been taken over; only where wanted,
  // so the public pages never render twice for it.
  useEffect(() => {
    if (wanted) setHydrated(true);
  }, [wanted]);
  return wanted && hydrated;
}
