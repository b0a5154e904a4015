import { existsSync } from "node:fs";
import type { Plugin } from "vite";
import type { Locale } from "../core/locales";

const SOURCE_FILE = /^(.*)\.(ts|tsx)$/;

/**
 * Builds the app in one language: wherever a module imports `texts.ts` and a `texts.sl.ts`
 * lies beside it, the Slovenian build gets the Slovenian module instead. The pages import the
 * English modules as they always have; each build carries its own language's texts and no
 * other (docs/decisions/0042-a-build-per-language.md). A Slovenian module may import its
 * English twin itself, for facts the two share.
 */
export function localeModules(locale: Locale): Plugin {
  const siblings = new Map<string, string | null>();
  const siblingOf = (file: string): string | null => {
    let sibling = siblings.get(file);
    if (sibling === undefined) {
      const match = SOURCE_FILE.exec(file);
      const candidate = match ? `${match[1]}.${locale}.${match[2]}` : null;
      sibling = candidate && existsSync(candidate) ? candidate : null;
      siblings.set(file, sibling);
    }
    return sibling;
  };
  return {
    name: "locale-modules",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (locale === "en" || source.startsWith("\0") || source.includes("node_modules")) {
        return null;
      }
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes("/node_modules/")) return null;
      const [file, query = ""] = resolved.id.split("?");
      const sibling = siblingOf(file!);
      // The Slovenian module's own import of its English twin stays English.
      if (!sibling || importer?.split("?")[0] === sibling) return null;
      return query ? `${sibling}?${query}` : sibling;
    },
  };
}
