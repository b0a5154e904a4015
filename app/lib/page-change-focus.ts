import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The page's main heading: the first level-1 heading in the main landmark, else its first
 * level-2 heading (the admin panel's views, whose level-1 heading is the panel's own name in
 * its header).
 */
function mainHeading(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>("main#main");
  if (!main) return null;
  return main.querySelector<HTMLElement>("h1") ?? main.querySelector<HTMLElement>("h2") ?? main;
}

/**
 * A page changed in the browser (a followed link, a sign-in or sign-out, back and forward)
 * says so as a full page load would: focus moves to the new page's main heading, which a
 * screen reader reads out and from where Tab continues through the new page. Not on the first
 * load (the browser's own start), nor when only the query or the hash changes within a page
 * (a search or paging keeps focus on its controls; a hash link moves to its target).
 *
 * One mechanism for every frame (the site's, the portal's and the admin panel's): the root
 * calls it once.
 */
export function usePageChangeFocus() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    const heading = mainHeading();
    if (!heading) return;
    // Focusable by script only, so it never becomes a Tab stop; app.css draws no ring on it.
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    // The scroll position is the router's (the top of a new page, or where back returns to).
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
