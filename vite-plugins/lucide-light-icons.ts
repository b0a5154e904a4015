import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** An icon module's import of the function that turns its drawing into a component. */
const ICON_MODULE = /\/node_modules\/lucide-react\/dist\/esm\/icons\/[\w-]+\.mjs$/;
const FACTORY = "../createLucideIcon.mjs";

const lightFactory = fileURLToPath(new URL("../app/components/ui/lucide-icon.ts", import.meta.url));

/**
 * Builds lucide-react's icons with `app/components/ui/lucide-icon.ts` instead of the library's
 * own component factory: the icons' drawings stay the library's, and the factory's general
 * machinery (about 1 KB compressed, on every page) stays out of the bundles. Both the
 * pre-rendered pages and the browser use it, so the markup they produce is the same.
 */
export function lucideLightIcons(): Plugin {
  return {
    name: "lucide-light-icons",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== FACTORY || !importer) return null;
      return ICON_MODULE.test(importer.replaceAll("\\", "/")) ? lightFactory : null;
    },
  };
}
