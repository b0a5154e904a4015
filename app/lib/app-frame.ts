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
 * Whether this page started from the one shell shared by the private areas' paths (React
 * Router's SPA fallback, rendered for no path in particular). The admin panel's pages are
 * pre-rendered at their own paths, with the panel's frame; on the server there is no window and
 * the page being rendered is the one that matched.
 */
export function startedFromSharedShell(): boolean {
  if (typeof window === "undefined") return false;
  const context = (window as { __reactRouterContext?: { isSpaMode?: boolean } })
    .__reactRouterContext;
  return context?.isSpaMode === true;
}

/**
 * Whether this render may draw what depends on the page's path. False only while the shared
 * shell hydrates: its HTML was rendered for no path, and hydration keeps what it finds, so
 * React renders once more, for the page's own path. A page pre-rendered at its own path, and
 * every render after hydration, draws it from its first commit.
 */
export function usePathDrawn(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => !startedFromSharedShell(),
  );
}

/**
 * True where one of these routes is matched. A page pre-rendered at its own path carries its
 * area's frame, so the first render draws it too. The shared shell carries the site's frame,
 * so its hydration renders that and React then re-renders with the area's own (usePathDrawn).
 * Every render after hydration (a sign-in that moves into the panel) draws the area's frame
 * from its first commit, so the page is not built twice and what has focus in it stays.
 */
function useArea(routeIds: ReadonlySet<string>): boolean {
  const wanted = useMatches().some((match) => routeIds.has(match.id));
  const drawn = usePathDrawn();
  return wanted && drawn;
}

/** True where a matched route draws its own frame (the admin panel). */
export const useAppFrame = (): boolean => useArea(appFrameRouteIds);

/** True in the partner portal, whose footer is its own. */
export const usePortalFooter = (): boolean => useArea(portalRouteIds);
