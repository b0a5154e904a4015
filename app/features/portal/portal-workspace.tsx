import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PortalPhoneMenu } from "./portal-menu";
import { PortalSideNavigation } from "./portal-nav";
import { PortalSearch } from "./portal-search";

// The portal as an application under the site's header: on wide screens a side menu with the
// search and the portal's pages; below that, the same in the site header's one menu. Each page
// opens with its compact page header (portal-ui.tsx) and its content. Elements marked
// `data-print="hide"` stay off paper (see the print rules in app/app.css).

/** The frame of every portal page: the navigation around the page's own content. */
export function PortalWorkspace({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A followed result leaves an empty search on the next page.
  const search = <PortalSearch key={pathname} />;
  return (
    <div className="bg-slate-50 lg:flex">
      <PortalSideNavigation search={search} />
      <PortalPhoneMenu search={search} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
