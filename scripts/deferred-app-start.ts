import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** React Router's preload of one script, as it writes it into a pre-rendered page. */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** Inline module scripts; React Router's start module is the one that sets the route modules. */
const MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;
const START_MARK = "window.__reactRouterRouteModules";

/**
 * Where the page keeps React Router's start module until it runs: a script element of a type
 * the browser does not run (a data block), which the deferred start copies into a module script.
 * The server allows inline scripts by the hash of their text, this one's included, so the copy
 * may run and nothing else.
 */
export const START_HOLDER = `<script type="text/plain" data-app-start>`;

/**
 * The inline script that takes the start module's place: once the page has loaded (its
 * stylesheet, font and pictures, the home page's poster among them), has painted its first
 * content, and two more frames have passed (so what loaded last is on screen too), it adds the
 * preloads and runs the start module held in the page. The scripts then neither share the
 * connection with what the visitor sees first nor count towards its largest paint. A browser
 * without paint timing waits for the load event and the frames only.
 */
export function deferredStartScript(preloads: readonly string[]): string {
  // JSON in a script: `<` escaped so no URL can close the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `const start=()=>{const h=document.head;` +
    `for(const u of ${json(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=u;h.append(l)}` +
    `const s=document.createElement("script");s.type="module";s.textContent=document.querySelector("script[data-app-start]").textContent;h.append(s)};` +
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
 */
export function deferAppStart(html: string, page: string): string {
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
  const replacement =
    `${START_HOLDER}${code}</script>` +
    `<script type="module">${deferredStartScript(preloads)}</script>`;
  // A function replacement: `$` in the code must not be read as a pattern.
  return html.replace(PRELOAD, "").replace(element, () => replacement);
}

/** Rewrites the given pages under `clientDir` in place (see deferAppStart). */
export function deferAppStartInBuild(clientDir: string, pages: readonly string[]): void {
  for (const file of pages) {
    writeFileSync(file, deferAppStart(readFileSync(file, "utf8"), path.relative(clientDir, file)));
  }
}
