import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { usePortalMenu } from "./portal-menu";
import { PortalBreadcrumbs, PortalSideNavigation } from "./portal-nav";
import { PortalSearch } from "./portal-search";

// The portal as a workspace: its navigation (a side menu on wide screens, a menu behind a
// button on phones), the breadcrumbs and the search around every page; the overview adds the
// partner's welcome (portal-welcome.tsx). Elements marked `data-print="hide"` stay off paper
// (see the print rules in app/app.css).

/**
 * The frame of every portal page: the side menu on wide screens; the breadcrumbs, the phone
 * menu and the search above the page's own content.
 */
export function PortalWorkspace({ children }: { children: ReactNode }) {
  const menu = usePortalMenu();
  const { pathname } = useLocation();
  return (
    <div className="lg:flex">
      <PortalSideNavigation />
      <div className="min-w-0 flex-1">
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-start lg:justify-between lg:px-8">
            <div className="flex min-h-11 items-center justify-between gap-3">
              <PortalBreadcrumbs />
              {menu.toggle}
            </div>
            {menu.list}
            <div className="lg:w-96">
              {/* A followed result leaves an empty search on the next page. */}
              <PortalSearch key={pathname} />
            </div>
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
