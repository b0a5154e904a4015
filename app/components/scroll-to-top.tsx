import { useEffect } from "react";
import { useLocation } from "react-router";

/** Every path change starts at the top of the new page (SPEC §2), unless it names a section. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    // Only a new path scrolls; a hash change within the page is the browser's to handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
