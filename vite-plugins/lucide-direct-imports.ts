import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g;

/** Every exported icon name (and alias) of lucide-react, mapped to its module file. */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const esmDir = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm");
  const barrel = readFileSync(path.join(esmDir, "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(BARREL_EXPORT)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) {
      files.set(name[1]!, path.join(esmDir, "icons", `${file}.mjs`));
    }
  }
  return files;
}

/**
 * Rewrites `import { Menu, X } from "lucide-react"` in the app's modules into one import per
 * icon module. Rollup gives a chunk that holds the barrel every icon any page uses (a manual
 * chunk takes all of its modules' dependencies), so the shared chunk would carry the portal's
 * icons; imported one by one, each icon lands with the pages that use it.
 */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "lucide-direct-imports",
    apply: "build",
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      files ??= iconFiles();
      const known = files;
      const rewritten = code.replace(BARREL_IMPORT, (statement, list: string) => {
        const direct: string[] = [];
        const rest: string[] = [];
        for (const specifier of list
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
          const file = known.get(imported);
          if (file) direct.push(`import ${local} from ${JSON.stringify(file)};`);
          else rest.push(specifier);
        }
        if (direct.length === 0) return statement;
        const barrel = rest.length > 0 ? `import { ${rest.join(", ")} } from "lucide-react";` : "";
        return [...direct, barrel].join("\n");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
