import { Menu, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { portalTexts } from "../../../core/texts/portal";
import { useDisclosureMenu } from "../../lib/disclosure-menu";
import { PortalNavigationList } from "./portal-nav";

/**
 * Phones: the portal's pages behind a button. Escape closes the list (focus back on the
 * button), and so do leaving it by Tab and any navigation.
 */
export function usePortalMenu() {
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

  const toggle = (
    <button
      ref={button}
      type="button"
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen(!open)}
      onBlur={leaveMenu}
      data-print="hide"
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
    >
      {open ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
      {portalTexts.menuButton}
    </button>
  );
  const list = (
    <nav
      ref={panel}
      id={listId}
      aria-label={portalTexts.navigationLabel}
      hidden={!open}
      onBlur={leaveMenu}
      data-print="hide"
      className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm lg:hidden"
    >
      <PortalNavigationList onNavigate={() => setOpen(false)} />
    </nav>
  );
  return { toggle, list };
}
