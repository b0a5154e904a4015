import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** React Router's preload of one script, as it writes it into a pre-rendered page. */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** Inline module scripts; React Router's start module is the one that sets the route modules. */
const MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;
const START_MARK = "window.__reactRouterRouteModules";

export interface DeferredStart {
  /** The page with its preloads gone and its start module replaced by the deferred start. */
  html: string;
  /** The start module's own file, below the client folder's `assets/`. */
  assetName: string;
  /** React Router's start module, unchanged. */
  code: string;
}

/** `start-<hash>.js`: pages with the same start code share one file. */
export function startAssetName(code: string): string {
  const hash = createHash("sha256").update(code, "utf8").digest("base64url").slice(0, 8);
  return `start-${hash}.js`;
}

/**
 * The inline script that takes the start module's place: once the page has loaded (its
 * stylesheet, font and pictures, the home page's poster among them), has painted its first
 * content, and two more frames have passed (so what loaded last is on screen too), it adds the
 * preloads and the start module. The scripts then neither share the connection with what the
 * visitor sees first nor count towards its largest paint. A browser without paint timing waits
 * for the load event and the frames only.
 */
export function deferredStartScript(preloads: readonly string[], startUrl: string): string {
  // JSON in a script: `<` escaped so no URL can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `const start=()=>{const h=document.head;` +
    `for(const u of ${json(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=u;h.append(l)}` +
    `const s=document.createElement("script");s.type="module";s.src=${json(startUrl)};h.append(s)};` +
    `const loaded=new Promise(r=>document.readyState==="complete"?r():addEventListener("load",r,{once:true}));` +
    `const painted=new Promise(r=>{if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return r();` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})});` +
    `Promise.all([loaded,painted]).then(()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start,0))))`
  );
}

/**
 * Rewrites one pre-rendered page so the application starts after its first paint. Throws
 * when the page does not carry React Router's preloads and start module as expected, so an
 * upgrade that changes them stops the build instead of silently starting the app early.
 *
 * @param page the page's name, for the error
 * @param assetsUrl where the client's assets are served from, e.g. `/assets/`
 */
export function deferAppStart(html: string, page: string, assetsUrl = "/assets/"): DeferredStart {
  const starts = [...html.matchAll(MODULE_SCRIPT)].filter((match) =>
    match[1]!.includes(START_MARK),
  );
  if (starts.length !== 1) {
    throw new Error(
      `${page}: expected one React Router start module (an inline module script setting ` +
        `${START_MARK}), found ${starts.length}; scripts/deferred-app-start.ts needs updating.`,
    );
  }
  const preloads = [...new Set([...html.matchAll(PRELOAD)].map((match) => match[1]!))];
  if (preloads.length === 0) {
    throw new Error(
      `${page}: no <link rel="modulepreload" href="…"/> found; ` +
        `scripts/deferred-app-start.ts needs updating.`,
    );
  }
  const [element, code] = [starts[0]![0], starts[0]![1]!];
  const assetName = startAssetName(code);
  const replacement = `<script type="module">${deferredStartScript(preloads, assetsUrl + assetName)}</script>`;
  // A function replacement: `$` in the code must not be read as a pattern.
  const rewritten = html.replace(PRELOAD, "").replace(element, () => replacement);
  return { html: rewritten, assetName, code };
}

/**
 * Rewrites the given pages under `clientDir` (see deferAppStart) and writes the start modules
 * to `clientDir/assets/`. Returns the asset files written, one per distinct start code.
 */
export function deferAppStartInBuild(clientDir: string, pages: readonly string[]): string[] {
  const assets = new Map<string, string>();
  for (const file of pages) {
    const deferred = deferAppStart(readFileSync(file, "utf8"), path.relative(clientDir, file));
    writeFileSync(file, deferred.html);
    assets.set(path.join(clientDir, "assets", deferred.assetName), deferred.code);
  }
  for (const [file, code] of assets) writeFileSync(file, code);
  return [...assets.keys()];
}
