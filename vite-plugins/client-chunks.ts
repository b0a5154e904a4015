import type { GetManualChunk, ManualChunkMeta } from "rollup";
import type { Plugin } from "vite";

/** React, React DOM and React Router, with the client entry that starts them: every page. */
const FRAMEWORK =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|@react-router\/dev\/dist\/config\/defaults)\//;

/**
 * Groups of the site's own modules, by who needs them. Rollup adds a manual chunk's static
 * dependencies to it, so naming a module also brings what it imports (icons included).
 */
const GROUPS: [name: string, pattern: RegExp][] = [
  // With what the root route imports: the UI kit the public pages use, the forms' hook and
  // shared words with it (a chunk of their own was one more request on every page with a form,
  // whose headers weighed half as much as the chunk), and the page hero most pages show. The
  // dialogs (and Radix's dialog code) stay with the admin panel that uses them. The plural
  // rules too: texts on most pages use them, and without a place here they land in whichever
  // chunk Rollup meets first (once the sign-in chunk, which the legal pages then downloaded).
  // The two icons both sign-in pages and the portal show join them: alone they were a request
  // of their own on those pages, whose headers outweighed the icons.
  [
    "site",
    /\/(?:app\/components\/(?:ui\/(?:button|card|input|label)|page-hero)\.tsx|app\/lib\/use-schema-form\.ts|core\/(?:limits|plural|texts\/forms)\.ts|lucide-react\/dist\/esm\/icons\/(?:arrow-left|lock)\.mjs)$/,
  ],
  // Building blocks of the marketing pages and the portal.
  [
    "sections",
    /\/app\/components\/(?:section|card-grid|feature-card|stat-card|call-to-action|action-link|icon)\.tsx$/,
  ],
  // What only the two sign-in pages (and the admin panel, which loads this chunk too) use: the
  // sign-in form both pages show, its request, the lock's count, countdown and focus, the
  // password field, the passkey button's words and their icons. Each would otherwise be a
  // request of a few hundred bytes, whose headers weigh as much again; apart from the forms'
  // chunk, so the contact page does not download them.
  [
    "sign-in",
    /\/(?:core\/texts\/(?:sign-in|passkey-sign-in)\.ts|app\/features\/auth\/(?:auth-card\.tsx|sign-in-form\.tsx|login-lockout\.ts|lock-countdown\.ts|lock-focus\.ts|sign-in-request\.ts)|app\/components\/password-input\.tsx|lucide-react\/dist\/esm\/icons\/(?:key-round|log-in)\.mjs)$/,
  ],
  // The topics a request from the portal can name, with the portal pages' names they use: the
  // contact page (which fills in the subject) and the portal share them, public names only.
  ["contact-topics", /\/core\/(?:contact-topics|texts\/(?:contact-topics|portal-page-names))\.ts$/],
  // The drawings' sizes and the map's office marker, which Home, Services and Contact share:
  // one request instead of one per module, each a few hundred bytes plus as much in headers.
  [
    "illustrations",
    /\/app\/(?:illustrations\/sizes\.json|components\/(?:office-marker|line-drawing)\.tsx)$/,
  ],
  // The icons the contact form and its page show that no page's shell has: one request.
  ["contact-icons", /\/lucide-react\/dist\/esm\/icons\/(?:inbox|phone|send)\.mjs$/],
  // Fetched on a page's first toast: the library and what our region adds to it, in one request.
  ["toasts", /\/(?:node_modules\/sonner\/|app\/lib\/toast-region\.ts$)/],
  // Fetched once someone is signed in: the session's timers and its warning, in one request.
  ["session-keeper", /\/app\/(?:lib\/session-keeper\.ts|components\/session-warning\.tsx)$/],
];

const ROOT_ROUTE = /\/app\/root\.tsx$/;

/**
 * Every module the root route imports, directly or not (the root itself stays the route's own
 * small chunk: in a shared chunk it would need a re-exporting facade, one more request).
 */
function rootImports(meta: ManualChunkMeta): Set<string> {
  const root = [...meta.getModuleIds()].find((id) => ROOT_ROUTE.test(id.replaceAll("\\", "/")));
  const found = new Set<string>();
  const queue = [...(root ? (meta.getModuleInfo(root)?.importedIds ?? []) : [])];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

function createManualChunks(): GetManualChunk {
  let site: Set<string> | undefined;
  return (id, meta) => {
    // A language's module (`forms.sl.ts`, vite-plugins/locale-modules.ts) goes where its English
    // twin goes, so both builds are cut the same way.
    const normalized = id.replaceAll("\\", "/").replace(/\.sl\.(tsx?)$/, ".$1");
    // With the helper that wraps React's CommonJS modules: elsewhere, the two chunks would
    // import each other and React would be read before it is defined.
    if (FRAMEWORK.test(normalized) || normalized.includes("commonjsHelpers")) return "framework";
    site ??= rootImports(meta);
    if (site.has(id)) return "site";
    return GROUPS.find(([, pattern]) => pattern.test(normalized))?.[0];
  };
}

export function clientChunks(): Plugin {
  return {
    name: "client-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    outputOptions(output) {
      return { ...output, manualChunks: createManualChunks() };
    },
  };
}
