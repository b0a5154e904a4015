import path from "node:path";
import type { Plugin } from "vite";
import { writeTypeface } from "../scripts/typeface";

/** The module whose list of preloaded fonts this plugin fills in. */
const PRELOADS_MODULE = /\/app\/components\/ui\/typeface\.ts$/;

/**
 * Makes the site's typeface from the installed font package when Vite starts (build or dev)
 * into `outDir`, which app.css imports as `@typeface/typeface.css`. Vite then hashes the font
 * files into /assets/ like any other asset, so they are cached for a year.
 */
export function typeface(outDir: string): Plugin {
  const latin = path.join(outDir, "inter-latin.woff2");
  return {
    name: "typeface",
    enforce: "pre",
    async config() {
      await writeTypeface(outDir);
      return { resolve: { alias: [{ find: /^@typeface\//, replacement: `${outDir}/` }] } };
    },
    load(id) {
      if (!PRELOADS_MODULE.test(id.replaceAll("\\", "/"))) return null;
      // Only the Latin file: every page needs it, while Latin Extended-A letters are rare.
      return [
        `import latin from ${JSON.stringify(`${latin}?url`)};`,
        "export const preloadedFonts = [latin];",
      ].join("\n");
    },
  };
}
