import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "../../../core/paths";
import { accountName } from "../../../core/texts/account-name";
import { portalNavigation, portalTexts } from "../../../core/texts/portal";
import { cn } from "../../lib/cn";

// The portal's pages as navigation: the list both menus show, the side menu, the breadcrumbs.

const trimSlash = (path: string) => path.replace(/\/+$/, "") || "/";

/** The menus' entries: the portal's pages, then the partner's own account after My Requests. */
const menuEntries = [
  ...portalNavigation,
  { to: paths.partnerAccount, label: accountName.navLabel },
] as const;

/** The entries the side menu sets apart with a rule: the first sub-page, then My Requests. */
const groupStarts = new Set([1, portalNavigation.length - 1]);

/** The navigation entry of a path: the overview, a sub-page or the account; else undefined. */
function currentEntry(pathname: string) {
  const path = trimSlash(pathname);
  return menuEntries.find((item) => item.to === path);
}

/**
 * The portal's pages and the account as a list of links, the current one marked for assistive
 * technology: one column in the side menu; two on phones, where they share the site's menu.
 */
export function PortalNavigationList({
  onNavigate,
  columns = 1,
}: {
  onNavigate?: () => void;
  columns?: 1 | 2;
}) {
  return (
    <ul className={columns === 2 ? "grid grid-cols-2 gap-1" : "space-y-1"}>
      {menuEntries.map((item, index) => (
        <li
          key={item.to}
          className={cn(
            columns === 1 && groupStarts.has(index) && "mt-2 border-t border-slate-200 pt-2",
          )}
        >
          <NavLink
            to={item.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex min-h-10 items-center rounded-md px-3 py-1.5 text-sm font-medium",
                isActive
                  ? "bg-brand-50 font-semibold text-brand-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Partner Portal › the current page. */
export function PortalBreadcrumbs() {
  const { pathname } = useLocation();
  const entry = currentEntry(pathname);
  const onOverview = entry?.to === paths.partnerPortal;
  return (
    <nav aria-label={portalTexts.breadcrumbLabel} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm leading-6 text-slate-600">
        <li className="flex items-center">
          {onOverview ? (
            <span aria-current="page" className="font-semibold text-slate-900">
              {portalTexts.portal}
            </span>
          ) : (
            <Link
              to={paths.partnerPortal}
              className="inline-flex min-h-6 items-center rounded-md font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {portalTexts.portal}
            </Link>
          )}
        </li>
        {entry && !onOverview && (
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span aria-current="page" className="font-semibold text-slate-900">
              {entry.label}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}

/**
 * Wide screens: the search and the portal's pages in a side menu that stays in view, its
 * left edge on the site header's logo.
 */
export function PortalSideNavigation({ search }: { search: ReactNode }) {
  return (
    <aside data-print="hide" className="hidden shrink-0 border-r border-slate-200 lg:block lg:w-60">
      <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto py-6 pr-5">
        {search}
        {/* Named for screen readers only: the page header's breadcrumbs and the site header
            already say Partner Portal on screen. */}
        <nav aria-label={portalTexts.navigationLabel} className="mt-5">
          <PortalNavigationList />
        </nav>
      </div>
    </aside>
  );
}
