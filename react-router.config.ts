import type { Config } from "@react-router/dev/config";
import { localeSettings } from "./core/locales";
import { adminLoginPage, notFoundPage, panelPages, publicPages, unlistedPages } from "./core/paths";
import { buildLocale, localeBuildDirectory } from "./scripts/build-locale.mjs";
import { finishStaticBuild } from "./scripts/finish-static-build";

// One build per language (docs/decisions/0042-a-build-per-language.md): English at the site's
// root, Slovenian with the same routes below /sl; `npm run build` makes both.
const locale = buildLocale(process.env);

export default {
  // Public pages and the admin sign-in are pre-rendered to HTML. The portal and the admin panel
  // render in the browser; the panel's pages are pre-rendered only as far as the frame they
  // show while their data loads, and become their shells (scripts/finish-static-build.ts).
  ssr: false,
  basename: localeSettings[locale].prefix || "/",
  buildDirectory: localeBuildDirectory(locale),
  prerender: [...publicPages, ...unlistedPages, adminLoginPage, notFoundPage, ...panelPages],
  // Opt in to React Router 8's behaviour now, so the upgrade (once on Node 22) changes nothing.
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ reactRouterConfig }) {
    await finishStaticBuild(reactRouterConfig.buildDirectory, locale);
  },
} satisfies Config;
