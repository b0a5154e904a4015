import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

const noSubscription = () => () => {};

/** True in the browser when the page started from the shell the portal and admin share. */
function startedFromShell(): boolean {
  if (typeof window === "undefined") return false;
  const context = (window as { __reactRouterContext?: { isSpaMode?: boolean } })
    .__reactRouterContext;
  return context?.isSpaMode === true;
}

/**
 * The current path, for markup that depends on it (the navigation's current link). Pages
 * rendered in the browser start from one HTML shell rendered for "/"; React keeps the shell's
 * attributes when it hydrates, so the hydrating render uses the shell's path and the render
 * right after it the real one, which React then writes.
 */
export function useRenderedPathname(): string {
  const { pathname } = useLocation();
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydrating && startedFromShell() ? "/" : pathname;
}
