import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * React Router's package exports point at its development build for every condition (a
 * temporary choice upstream, remix-run/react-router#12437), so a production bundle carries its
 * development warnings and the code around them. Its production build ships beside it, built
 * from the same sources with the warnings off; the browser's bundle takes that one. The
 * pre-rendering keeps the package as exported: Node resolves it, and only the browser pays for
 * the bytes.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const productionDir = path.join(
    path.dirname(require.resolve("react-router/package.json")),
    "dist/production",
  );
  const entries: Record<string, string> = {
    "react-router": path.join(productionDir, "index.mjs"),
    "react-router/dom": path.join(productionDir, "dom-export.mjs"),
  };
  return {
    name: "react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name !== "client") return null;
      return entries[source] ?? null;
    },
  };
}
