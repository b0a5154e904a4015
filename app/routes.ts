import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { paths, portalPageSlugs, type PortalPageSlug } from "../core/paths";

/** Portal sub-pages with a module of their own; the rest are capability pages. */
const portalModules: Partial<Record<PortalPageSlug, string>> = {
  "smart-card-solutions": "smart-card.tsx",
  "government-solutions": "government.tsx",
  "case-studies": "case-studies.tsx",
};

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("login", "routes/login.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  // The partner portal: rendered in the browser, from the API, for signed-in partners only.
  route(paths.partnerPortal.slice(1), "routes/portal/layout.tsx", [
    index("routes/portal/overview.tsx"),
    ...portalPageSlugs.map((slug) =>
      route(slug, `routes/portal/${portalModules[slug] ?? "capability-page.tsx"}`, {
        id: `portal/${slug}`,
      }),
    ),
    // The partner's own requests (contact messages sent while signed in).
    route("requests", "routes/portal/requests.tsx"),
    // The partner's own account: password, sessions, recent sign-ins.
    route("account", "routes/portal/account.tsx"),
  ]),
  // The admin sign-in: pre-rendered, like /login.
  route(paths.admin.slice(1), "routes/admin/login.tsx"),
  // The admin panel: rendered in the browser, for admins only; the layout is its guard and
  // header, each view (users, messages, activity, the admin's own account) a child module of
  // its own.
  layout("routes/admin/panel-layout.tsx", [
    route(paths.adminDashboard.slice(1), "routes/admin/users.tsx"),
    route(paths.adminMessages.slice(1), "routes/admin/messages.tsx"),
    route(paths.adminActivity.slice(1), "routes/admin/activity.tsx"),
    route(paths.adminAccount.slice(1), "routes/admin/account.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
