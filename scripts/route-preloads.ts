import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { matchRoutes, type RouteObject } from "react-router";

/** What the build's route manifest says of one route (the part the preloads need). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

export interface RouteManifest {
  routes: Record<string, ManifestRoute>;
}

/** React Router's preload of one script, as it writes it into a page. */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MANIFEST_SCRIPT = /\/manifest-[\w-]+\.js$/;

/**
 * The route manifest of a build, read from the script the page preloads (`assets/manifest-…`),
 * which sets `window.__reactRouterManifest`. Throws, naming what is missing, when the page or
 * the script is not as expected, so an upgrade that changes them stops the build.
 */
export function readRouteManifest(clientDir: string, pageHtml: string): RouteManifest {
  const url = [...pageHtml.matchAll(PRELOAD)]
    .map((match) => match[1]!)
    .find((href) => MANIFEST_SCRIPT.test(href));
  if (!url) {
    throw new Error("the page shell preloads no route manifest (assets/manifest-….js)");
  }
  const window: { __reactRouterManifest?: RouteManifest } = {};
  runInNewContext(readFileSync(path.join(clientDir, url), "utf8"), { window });
  if (!window.__reactRouterManifest?.routes) {
    throw new Error(`${url} did not set window.__reactRouterManifest`);
  }
  return window.__reactRouterManifest;
}

/** The manifest's routes as the router's tree, so a path is matched as the browser will. */
function routeTree(manifest: RouteManifest): RouteObject[] {
  const routes = Object.values(manifest.routes);
  const children = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, children: children(route.id) },
      );
  return children(undefined);
}

/** The routes that render `pathname`, from the root down, as the browser's router matches them. */
export function pageRoutes(manifest: RouteManifest, pathname: string): ManifestRoute[] {
  const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
  return matches.map((match) => manifest.routes[match.route.id!]!);
}

/**
 * The scripts a page's routes need, below the root (whose scripts every page already
 * preloads): each route's module and the modules it imports, without repeats.
 */
export function routePreloads(routes: readonly ManifestRoute[]): string[] {
  const scripts = routes
    .filter((route) => route.parentId !== undefined)
    .flatMap((route) => [route.module, ...(route.imports ?? [])]);
  return [...new Set(scripts)];
}

/** The page with `scripts` preloaded after the scripts it preloads already (once each). */
export function withPreloads(html: string, scripts: readonly string[]): string {
  const present = [...html.matchAll(PRELOAD)];
  const last = present.at(-1);
  if (!last) throw new Error('the page shell has no <link rel="modulepreload"> to follow');
  const known = new Set(present.map((match) => match[1]!));
  const links = scripts
    .filter((script) => !known.has(script))
    .map((script) => `<link rel="modulepreload" href="${script}"/>`)
    .join("");
  const at = last.index + last[0].length;
  return html.slice(0, at) + links + html.slice(at);
}
