import type { Config } from "@react-router/dev/config";
import { adminLoginPage, notFoundPage, panelPages, publicPages, unlistedPages } from "./core/paths";
import { finishStaticBuild } from "./scripts/finish-static-build";

export default {
  // Public pages and the admin sign-in are pre-rendered to HTML. The portal and the admin panel
  // render in the browser; the panel's pages are pre-rendered only as far as the frame they
  // show while their data loads, and become their shells (scripts/finish-static-build.ts).
  ssr: false,
  prerender: [...publicPages, ...unlistedPages, adminLoginPage, notFoundPage, ...panelPages],
  // Opt in to React Router 8's behaviour now, so the upgrade (once on Node 22) changes nothing.
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ reactRouterConfig }) {
    await finishStaticBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
