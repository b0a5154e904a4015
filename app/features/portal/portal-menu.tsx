import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { portalTexts } from "../../../core/texts/portal";
import { useDisclosureMenu } from "../../lib/disclosure-menu";
import { PortalNavigationList } from "./portal-nav";

// Phones and mid-size screens: one menu button for the whole page. The portal's pages join the
// site header's menu, after the site's links; the header keeps its button, its Escape and its
// closing on navigation. Only a header without such a menu leaves the portal to show a button
// of its own. The search is not in the menu: each page's header shows it at these widths, so
// it is one tap away without opening anything.

/** The site header's menu panel and its button, once the page is in the browser. */
interface SiteMenu {
  /** Where the portal's sections go inside the header's panel. */
  host: HTMLElement;
  panel: HTMLElement;
  toggle: HTMLButtonElement | null;
}

/**
 * Finds the header's menu (`data-header="menu"`) and makes room in it, after its links and
 * before the sign-out: a slot the header offers (`data-site-menu-slot`), or one added here and
 * taken away again when the portal is left.
 */
function attachToSiteMenu(): { menu: SiteMenu; detach: () => void } | null {
  const panel = document.querySelector<HTMLElement>('[data-header="menu"]');
  if (!panel) return null;
  const toggle = panel.id
    ? document.querySelector<HTMLButtonElement>(`button[aria-controls="${CSS.escape(panel.id)}"]`)
    : null;
  const offered = panel.querySelector<HTMLElement>("[data-site-menu-slot]");
  if (offered) return { menu: { host: offered, panel, toggle }, detach: () => {} };
  const host = document.createElement("div");
  const links = panel.querySelector(":scope > nav");
  if (links) links.after(host);
  else panel.append(host);
  return { menu: { host, panel, toggle }, detach: () => host.remove() };
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

/**
 * Below the wide layout: the portal's pages in the site header's menu, or, with no such menu on
 * the page, behind a button of the portal's own above the content.
 */
export function PortalPhoneMenu() {
  // undefined until the page is in the browser; null when the header has no menu to join.
  const [siteMenu, setSiteMenu] = useState<SiteMenu | null | undefined>(undefined);
  useEffect(() => {
    const attached = attachToSiteMenu();
    // The header is outside React's reach here: where it stands is known only after mounting.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSiteMenu(attached?.menu ?? null);
    return attached?.detach;
  }, []);
  if (siteMenu === undefined) return null;
  if (siteMenu) return <SiteMenuSection menu={siteMenu} />;
  return <OwnPortalMenu />;
}

/** The portal's own menu behind a button; Escape, Tab out and any navigation close it. */
function OwnPortalMenu() {
  const { pathname } = useLocation();
  // Open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const listId = useId();
  const leaveMenu = useDisclosureMenu({
    open,
    close: () => setOpenOn(null),
    toggle: button,
    panel,
  });

  return (
    <div className="border-b border-slate-200 py-2 lg:hidden" data-print="hide">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onBlur={leaveMenu}
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {open ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
        {portalTexts.menuButton}
      </button>
      <nav
        ref={panel}
        id={listId}
        aria-label={portalTexts.navigationLabel}
        hidden={!open}
        onBlur={leaveMenu}
        className="mt-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm"
      >
        <PortalNavigationList columns={2} onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}
