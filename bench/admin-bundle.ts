import { localizedPath, locales, type Locale } from "../core/locales";
import * as adminSignInEn from "../core/texts/admin-sign-in";
import * as adminSignInSl from "../core/texts/admin-sign-in.sl";
import * as adminPanelEn from "../core/texts/admin-panel";
import * as adminPanelSl from "../core/texts/admin-panel.sl";
import {
  notFoundPage,
  paths,
  portalPagePath,
  portalPageSlugs,
  publicPages,
  unlistedPages,
} from "../core/paths";
import { getRaw } from "./http";

/** Texts only the admin panel shows, in one language's words. */
function adminTextsOf(signIn: typeof adminSignInEn, panel: typeof adminPanelEn): readonly string[] {
  return [
    signIn.adminLoginMessages.success.description,
    panel.userManagementText.title,
    panel.userFormText.createTitle,
    panel.userManagementText.description,
    panel.userManagementText.loadingUsers,
  ];
}

/**
 * Texts only the admin panel shows, in each language's build. Found in a script, they mean
 * admin code travels with it.
 */
export const adminTexts: Readonly<Record<Locale, readonly string[]>> = {
  en: adminTextsOf(adminSignInEn, adminPanelEn),
  sl: adminTextsOf(adminSignInSl, adminPanelSl),
};

/** The React Router manifest every page loads: every route, its module and its imports. */
interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<
    string,
    { id: string; parentId?: string; path?: string; module: string; imports?: string[] }
  >;
}

export interface AdminBundleScan {
  /** Pages whose scripts were read: public pages, the not-found page, the portal's pages. */
  pages: string[];
  /** Every script those pages load or may import later, and the portal routes' chunks. */
  scripts: string[];
  /** The admin routes' modules, by route id. */
  adminModules: Map<string, string>;
  /** What was found, or why the scan cannot vouch for the answer; empty when clean. */
  problems: string[];
}

const manifestPattern = /\/assets\/manifest-[\w-]+\.js/;
/** Script URLs in HTML (src, modulepreload, inline imports). */
const htmlScriptPattern = /\/assets\/[\w.-]+\.js/g;
/** Chunks a script imports, statically or on demand (relative, or as Vite's preload lists). */
const importPattern = /["'`](?:\.\/|\/assets\/|assets\/)([\w.-]+\.js)["'`]/g;

async function fetchText(origin: string, url: string, status = 200): Promise<string> {
  const response = await getRaw(origin + url);
  if (response.status !== status) throw new Error(`GET ${url} answered ${response.status}`);
  return response.body.toString("utf8");
}

/** A route's URL path, from its own and its parents' path segments. */
function fullPath(manifest: RouteManifest, id: string): string {
  const segments: string[] = [];
  for (let route = manifest.routes[id]; route;) {
    if (route.path) segments.unshift(route.path);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  return `/${segments.join("/")}`.replace(/\/+/g, "/");
}

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * Reads, through the running server, every public and portal page's scripts, follows their
 * imports to every chunk they can load, adds the portal routes' chunks, and looks for admin
 * code: an admin route's module, or a text only the admin panel shows. The admin routes'
 * own chunks must hold one of those texts, so a renamed text cannot make the check pass by
 * finding nothing.
 */
export async function scanForAdminCode(origin: string): Promise<AdminBundleScan> {
  const scans = [];
  for (const locale of locales) scans.push(await scanLanguage(origin, locale));
  return {
    pages: scans.flatMap((scan) => scan.pages),
    scripts: [...new Set(scans.flatMap((scan) => scan.scripts))],
    adminModules: new Map(scans.flatMap((scan) => [...scan.adminModules])),
    problems: scans.flatMap((scan) => scan.problems),
  };
}

/** One language's build, read as its pages load it. */
async function scanLanguage(origin: string, locale: Locale): Promise<AdminBundleScan> {
  const portalPages = [paths.partnerPortal, ...portalPageSlugs.map(portalPagePath)];
  const pages = [...publicPages, ...unlistedPages, notFoundPage, ...portalPages].map((page) =>
    localizedPath(page, locale),
  );
  const markers = adminTexts[locale];
  const problems: string[] = [];
  const loadedBy = new Map<string, string>();
  let manifestUrl: string | null = null;

  for (const page of pages) {
    // The not-found page is served, with 404, for any unknown path, not at its own.
    const html =
      page === localizedPath(notFoundPage, locale)
        ? await fetchText(origin, localizedPath("/no-such-page", locale), 404)
        : await fetchText(origin, page);
    for (const [script] of html.matchAll(htmlScriptPattern)) {
      if (manifestPattern.test(script)) manifestUrl = script;
      else if (!loadedBy.has(script)) loadedBy.set(script, page);
    }
  }
  if (!manifestUrl) {
    throw new Error(`no ${locale} page loads a route manifest (/assets/manifest-*.js)`);
  }
  const manifestText = await fetchText(origin, manifestUrl);
  const manifest = JSON.parse(
    manifestText.slice(manifestText.indexOf("=") + 1).replace(/;\s*$/, ""),
  ) as RouteManifest;

  const adminModules = new Map<string, string>();
  for (const route of Object.values(manifest.routes)) {
    const path = fullPath(manifest, route.id);
    if (under(path, paths.admin)) adminModules.set(route.module, route.id);
    if (under(path, paths.partnerPortal)) {
      for (const script of [route.module, ...(route.imports ?? [])]) {
        if (!loadedBy.has(script)) loadedBy.set(script, `the portal route ${route.id}`);
      }
    }
  }

  // Everything reachable: a chunk imported by a page's chunk is part of that page's code.
  const contents = new Map<string, string>();
  const queue = [...loadedBy.keys()];
  while (queue.length > 0) {
    const script = queue.shift()!;
    if (contents.has(script)) continue;
    const text = await fetchText(origin, script);
    contents.set(script, text);
    for (const [, file] of text.matchAll(importPattern)) {
      const imported = `/assets/${file}`;
      if (!loadedBy.has(imported)) loadedBy.set(imported, loadedBy.get(script)!);
      if (!contents.has(imported) && !manifestPattern.test(imported)) queue.push(imported);
    }
  }

  for (const [script, text] of contents) {
    const adminRoute = adminModules.get(script);
    if (adminRoute) problems.push(`${loadedBy.get(script)} loads ${script} (${adminRoute})`);
    const found = markers.filter((marker) => text.includes(marker));
    if (found.length > 0) {
      problems.push(`${loadedBy.get(script)} loads ${script}, which holds "${found.join('", "')}"`);
    }
  }

  if (adminModules.size === 0) {
    problems.push(`the build has no route under ${paths.admin}: nothing to look for`);
  } else {
    const adminTextsFound = await Promise.all(
      [...adminModules.keys()].map(async (module) => {
        const text = await fetchText(origin, module);
        const imports = [...text.matchAll(importPattern)].map(([, file]) => `/assets/${file}`);
        const bodies = await Promise.all(imports.map((url) => fetchText(origin, url)));
        return [text, ...bodies].some((body) => markers.some((marker) => body.includes(marker)));
      }),
    );
    if (!adminTextsFound.some(Boolean)) {
      problems.push(
        `no admin route's chunks of the ${locale} build hold any of its admin texts: the texts are stale`,
      );
    }
  }
  return { pages, scripts: [...contents.keys()], adminModules, problems };
}
