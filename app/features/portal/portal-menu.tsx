import { useEffect, useState, type FocusEvent } from "react";
import { createPortal } from "react-dom";
import { portalTexts } from "../../../core/texts/portal";
import { PortalNavigationList } from "./portal-nav";

// Phones and mid-size screens: one menu button for the whole page. The portal's pages join the
// site header's menu, after the site's links; the header keeps its button, its Escape and its
// closing on navigation. The search is not in the menu: each page's header shows it at these
// widths, so it is one tap away without opening anything.

/** The site header's menu panel and its button, once the page is in the browser. */
interface SiteMenu {
  /** Where the portal's sections go inside the header's panel. */
  host: HTMLElement;
  panel: HTMLElement;
  toggle: HTMLButtonElement | null;
}

/**
 * The header's menu (`data-header="menu"`) and the slot it keeps for the portal after its links
 * and before the sign-out (`data-site-menu-slot`); site-header.tsx renders both on every page.
 */
function findSiteMenu(): SiteMenu | null {
  const panel = document.querySelector<HTMLElement>('[data-header="menu"]');
  const host = panel?.querySelector<HTMLElement>("[data-site-menu-slot]");
  if (!panel || !host) return null;
  const toggle = panel.id
    ? document.querySelector<HTMLButtonElement>(`button[aria-controls="${CSS.escape(panel.id)}"]`)
    : null;
  return { host, panel, toggle };
}

/** The portal's part of the site's phone menu: the portal's pages. */
function SiteMenuSection({ menu }: { menu: SiteMenu }) {
  // The header closes its menu on navigation; a click on the page already shown, or Tab out of
  // the portal's part (whose focus events never reach the header's handlers), closes it here.
  const closeSiteMenu = () => {
    if (menu.toggle?.getAttribute("aria-expanded") === "true") menu.toggle.click();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !menu.panel.contains(next) && !menu.toggle?.contains(next)) {
      closeSiteMenu();
    }
  };
  return createPortal(
    <div
      onBlur={onBlur}
      data-print="hide"
      data-testid="portal-menu-section"
      className="mt-3 border-t border-slate-200 pt-3"
    >
      <p className="px-1 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {portalTexts.portal}
      </p>
      <nav aria-label={portalTexts.navigationLabel}>
        <PortalNavigationList columns={2} onNavigate={closeSiteMenu} />
      </nav>
    </div>,
    menu.host,
  );
}

/** Below the wide layout: the portal's pages in the site header's menu. */
export function PortalPhoneMenu() {
  // Null until the page is in the browser.
  const [siteMenu, setSiteMenu] = useState<SiteMenu | null>(null);
  useEffect(() => {
    // The header is outside React's reach here: where it stands is known only after mounting.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSiteMenu(findSiteMenu());
  }, []);
  return siteMenu ? <SiteMenuSection menu={siteMenu} /> : null;
}
