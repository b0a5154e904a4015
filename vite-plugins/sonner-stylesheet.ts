import type { Plugin } from "vite";

const SONNER_MODULE = /\/node_modules\/sonner\/dist\/index\.mjs$/;
/** The library's one call that writes its whole stylesheet into the page from a JS string. */
const INSERT_CSS_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);$/m;

/**
 * Serves the toast library's styles as the stylesheet it also ships, instead of the 15 KB
 * string its script carries and writes into a <style> element. The stylesheet is bundled with
 * the chunk that imports the library, so it is still fetched only with the first toast, before
 * the chunk runs; what the browser parses as script shrinks by the string (about 2.6 KB
 * compressed on every page that shows a toast). A release that changes the call fails the
 * build here rather than ship the styles twice or not at all.
 */
export function sonnerStylesheet(): Plugin {
  return {
    name: "sonner-stylesheet",
    apply: "build",
    transform(code, id) {
      if (!SONNER_MODULE.test(id.replaceAll("\\", "/"))) return null;
      if (!INSERT_CSS_CALL.test(code)) {
        throw new Error("sonner-stylesheet: the library no longer calls __insertCSS as expected");
      }
      return {
        code: `import "sonner/dist/styles.css";\n${code.replace(INSERT_CSS_CALL, "")}`,
        map: null,
      };
    },
  };
}
