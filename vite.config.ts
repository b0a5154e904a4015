import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localDateKey } from "./core/dates";
import { clientChunks } from "./vite-plugins/client-chunks";
import { localeModules } from "./vite-plugins/locale-modules";
import { lucideDirectImports } from "./vite-plugins/lucide-direct-imports";
import { lucideLightIcons } from "./vite-plugins/lucide-light-icons";
import { reactRouterProduction } from "./vite-plugins/react-router-production";
import { slovenianTypography } from "./vite-plugins/slovenian-typography";
import { sonnerStylesheet } from "./vite-plugins/sonner-stylesheet";
import { typeface } from "./vite-plugins/typeface";
import { demoAccounts } from "./server/env/demo-accounts.mjs";
import { originPlaceholder, publicUrlFrom } from "./server/env/public-url.mjs";
import { buildLocale } from "./scripts/build-locale.mjs";

// In development the API runs as its own process (npm run dev); Vite forwards /api to it.
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ command }) => ({
  plugins: [
    // The language this build is in (BUILD_LOCALE): its texts in place of the English ones.
    localeModules(buildLocale(process.env)),
    slovenianTypography(),
    // Made from the installed font package on each start; kept out of the sources.
    typeface(fileURLToPath(new URL("node_modules/.cache/typeface", import.meta.url))),
    tailwindcss(),
    reactRouter(),
    reactRouterProduction(),
    lucideDirectImports(),
    lucideLightIcons(),
    sonnerStylesheet(),
    clientChunks(),
  ],
  define: {
    // A build serves any PUBLIC_URL: the server writes it over the placeholder when it loads
    // the pre-rendered pages. The dev server renders each page for itself, at its own address.
    __SITE_ORIGIN__: JSON.stringify(
      command === "build" ? originPlaceholder : publicUrlFrom(process.env),
    ),
    __BUILD_DATE__: JSON.stringify(localDateKey(new Date())),
    __DEMO_CREDENTIALS__: JSON.stringify(demoAccounts(process.env)),
  },
  build: {
    // Lighthouse and the budgets read the real bundles; keep source maps out of the client.
    sourcemap: false,
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
}));
