import { index, route, type RouteConfig } from "@react-router/dev/routes";
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
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
