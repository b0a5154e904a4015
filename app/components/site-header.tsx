import { Menu, X } from "lucide-react";
import { useRef, useState, useSyncExternalStore } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "../../core/paths";
import { signedInLinks } from "../../core/texts/session";
import { mainNavigation, siteFrameTexts as text } from "../../core/texts/site-frame";
import { cn } from "../lib/cn";
import { usePathDrawn } from "../lib/app-frame";
import { useDisclosureMenu } from "../lib/disclosure-menu";
import { AuthControl } from "./auth-control";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700"
      : "text-slate-700 hover:bg-slate-100 hover:text-brand-700",
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-md px-3 py-3 text-base font-medium",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100",
  );

/**
 * The way back into the signed-in areas: Partner Portal for everyone signed in, Admin Panel
 * for admins. Always rendered, like the Logout control; `data-signed-in` and the marks the
 * head script sets on <html> (`data-session`, `data-role`) decide in CSS which ones show, so
 * the first paint is right and signed-out visitors never see them. Inside its area a link is
 * marked as the current one (`aria-current`: "page" on the area's first page, "true" below
 * it), as the main navigation marks its pages.
 */
const signedInDestinations = [
  { to: paths.partnerPortal, label: signedInLinks.partnerPortal, signedIn: "any" },
  { to: paths.adminDashboard, label: signedInLinks.adminPanel, signedIn: "admin" },
] as const;

const signedInLinkClass = (isActive: boolean) => cn(linkClass({ isActive }), "whitespace-nowrap");

/** Whether a signed-in area's link is the current page, or the area the page is in. */
function useAreaMark(): (to: string) => "page" | "true" | undefined {
  const drawn = usePathDrawn();
  const { pathname } = useLocation();
  return (to) => {
    if (!drawn) return undefined;
    if (pathname === to) return "page";
    return pathname.startsWith(`${to}/`) ? "true" : undefined;
  };
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Whether the page is scrolled from the top: the header then draws its lower edge. */
function usePageScrolled(): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > 0,
    () => false,
  );
}

export function SiteHeader() {
  const scrolled = usePageScrolled();
  const { pathname } = useLocation();
  const areaMark = useAreaMark();
  // The menu belongs to the page it was opened on: any navigation (a link, the back button)
  // closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const leaveMenu = useDisclosureMenu({
    open: menuOpen,
    close: () => setOpenOn(null),
    toggle,
    panel: menu,
  });

  // data-header: signed in, between md and lg the menu takes over from the wide header (app.css).
  // Solid white at every scroll position: a see-through header turns muddy over the dark hero.
  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-50 border-b bg-white transition-colors duration-150 ease-out",
        scrolled || menuOpen ? "border-slate-200" : "border-transparent",
      )}
    >
      {/* From lg, a grid of three: the navigation sits in the page's centre whatever the width of
          the logo and of the controls beside it, which change with signing in. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:grid lg:grid-cols-[minmax(max-content,1fr)_auto_minmax(max-content,1fr)] lg:px-8">
        <Link
          to={paths.home}
          aria-label={text.homeLink}
          className="rounded-md lg:justify-self-start"
        >
          <Logo />
        </Link>

        <nav aria-label={text.mainNavigation} data-header="wide" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div data-header="wide" className="hidden items-center gap-1 md:flex lg:justify-self-end">
          <LanguageSwitch className={cn(signedInLinkClass(false), "text-slate-600")} />
          {signedInDestinations.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              data-signed-in={item.signedIn}
              aria-current={areaMark(item.to)}
              className={signedInLinkClass(!!areaMark(item.to))}
            >
              {item.label}
            </Link>
          ))}
          <AuthControl
            loginClassName="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
            logoutClassName="ml-1 inline-flex items-center rounded-md border border-slate-300 bg-white px-3.5 py-[7px] text-sm font-semibold text-slate-700 transition-colors hover:border-slate-400 hover:bg-slate-50 hover:text-slate-900"
          />
        </div>

        <button
          ref={toggle}
          type="button"
          data-header="menu-button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? text.closeMenu : text.openMenu}
          onClick={() => setMenuOpen(!menuOpen)}
          onBlur={leaveMenu}
        >
          {menuOpen ? (
            <X aria-hidden className="size-6" />
          ) : (
            <Menu aria-hidden className="size-6" />
          )}
        </button>
      </div>

      <div
        ref={menu}
        id="mobile-menu"
        data-header="menu"
        hidden={!menuOpen}
        onBlur={leaveMenu}
        className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden"
      >
        <nav aria-label={text.mobileNavigation}>
          <ul className="space-y-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={mobileLinkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {signedInDestinations.map((item) => (
              <li key={item.to} data-signed-in={item.signedIn}>
                <Link
                  to={item.to}
                  aria-current={areaMark(item.to)}
                  className={mobileLinkClass({ isActive: !!areaMark(item.to) })}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch className={mobileLinkClass({ isActive: false })} />
            </li>
          </ul>
        </nav>
        {/* Where a section of the site adds its own links to the phone menu (the portal's). */}
        <div data-site-menu-slot />
        <AuthControl
          onNavigate={() => setMenuOpen(false)}
          loginClassName="mt-3 flex w-full items-center justify-center rounded-md bg-brand-700 px-3 py-3 text-base font-semibold text-white"
          logoutClassName="mt-3 flex w-full items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-[11px] text-base font-semibold text-slate-800 hover:bg-slate-50"
        />
      </div>
    </header>
  );
}
