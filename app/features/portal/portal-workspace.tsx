import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { PortalPhoneMenu } from "./portal-menu";
import { PortalSideNavigation } from "./portal-nav";
import { PortalSearch } from "./portal-search";

// The portal as an application under the site's header, on the header's own grid: the side
// menu starts at the logo's edge and the content ends at the Logout button's, so the frame and
// the header line up at every width. Below the wide layout the portal's pages join the site
// header's one menu, and the search moves into each page's header (portal-ui.tsx). Elements
// marked `data-print="hide"` stay off paper (see the print rules in app/app.css).

/** The frame of every portal page: the navigation around the page's own content. */
export function PortalWorkspace({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="bg-slate-50">
      {/* At least a screen tall, so the compact footer never climbs into a short page and the
          side menu's edge runs down to it. */}
      <div className="mx-auto min-h-[calc(100vh-4rem)] max-w-7xl px-4 sm:px-6 lg:flex lg:px-8">
        {/* A followed result leaves an empty search on the next page. */}
        <PortalSideNavigation search={<PortalSearch key={pathname} />} />
        <PortalPhoneMenu />
        <div className="min-w-0 flex-1 lg:pl-8">{children}</div>
      </div>
    </div>
  );
}
