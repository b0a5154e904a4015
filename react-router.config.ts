import type { Config } from "@react-router/dev/config";
import { notFoundPage, publicPages } from "./core/paths";
import { finishStaticBuild } from "./scripts/finish-static-build";

export default {
  // Public pages are pre-rendered to HTML; the portal and admin render in the browser.
  ssr: false,
  prerender: [...publicPages, notFoundPage],
  async buildEnd({ reactRouterConfig }) {
    await finishStaticBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
