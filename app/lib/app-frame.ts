import { useSyncExternalStore } from "react";
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

const noSubscription = () => () => {};

/**
 * The partner portal's layout, which keeps the site's header but has a footer of its own
 * (one line: copyright, legal pages, e-mail and city).
 */
export const portalRouteIds: ReadonlySet<string> = new Set(["routes/portal/layout"]);

/**
 * True where one of these routes is matched, once hydrated. The one pre-rendered shell the
 * browser starts from for the private areas carries the site's frame, so hydration renders that
 * (the server's answer below) and React then re-renders with the area's own. Every render after
 * hydration (a sign-in that moves into the panel) draws the area's frame from its first commit,
 * so the page is not built twice and what has focus in it stays.
 */
function useAreaAfterHydration(routeIds: ReadonlySet<string>): boolean {
  const wanted = useMatches().some((match) => routeIds.has(match.id));
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return wanted && hydrated;
}

/** True where a matched route draws its own frame (the admin panel). */
export const useAppFrame = (): boolean => useAreaAfterHydration(appFrameRouteIds);

/** True in the partner portal, whose footer is its own. */
export const usePortalFooter = (): boolean => useAreaAfterHydration(portalRouteIds);
