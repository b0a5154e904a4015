import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { localeSettings, locales, localizedPath, type Locale } from "../core/locales";
import {
  appShellFile,
  localeSpaFallbackFile,
  panelPages,
  privateAreas,
  privatePages,
  publicPages,
  spaFallbackFile,
  unlistedPages,
} from "../core/paths";
import { localeBuildDirectory } from "./build-locale.mjs";
import { originPlaceholder } from "../server/env/public-url.mjs";
import { compressedCopies } from "../server/static/compressed-copies.mjs";
import { buildSettings } from "./build-state.mjs";
import { deferAppStartInBuild } from "./deferred-app-start";
import { pageRoutes, readRouteManifest, routePreloads, withPreloads } from "./route-preloads";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|ico|data)$/;

/** Every public page in both languages, each naming its twins as `hreflang` alternates. */
function sitemap(origin: string, lastModified: string): string {
  const alternates = (page: string) =>
    [
      ...locales.map((locale) => [localeSettings[locale].tag, localizedPath(page, locale)]),
      ["x-default", page],
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${href}"/>`,
      )
      .join("");
  const urls = publicPages
    .flatMap((page) =>
      locales.map(
        (locale) =>
          `  <url><loc>${origin}${localizedPath(page, locale)}</loc><lastmod>${lastModified}</lastmod>${alternates(page)}</url>`,
      ),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

function robots(origin: string): string {
  const disallow = locales
    .flatMap((locale) =>
      [...privateAreas, ...unlistedPages].map((area) =>
        area.endsWith("/")
          ? `${localizedPath(area.slice(0, -1), locale)}/`
          : localizedPath(area, locale),
      ),
    )
    .map((area) => `Disallow: ${area}`)
    .join("\n");
  return `User-agent: *\n${disallow}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Where React Router writes a pre-rendered page (below its language's prefix). */
const prerenderedFile = (clientDir: string, page: string, locale: Locale) =>
  path.join(clientDir, localizedPath(page, locale), "index.html");

/**
 * One shell per private page: the page as React Router pre-rendered it (the frame a panel page
 * shows while its data loads), or the fallback for a page not pre-rendered, with the page's
 * route modules preloaded. Without them the browser learns of those modules only once the entry
 * has run, and of their imports only once they have loaded: three round trips before the page
 * can ask the API for its data. A pre-rendered page leaves its own path: the server serves the
 * shell at the page's path, whatever the query.
 */
function writeAppShells(clientDir: string, locale: Locale) {
  const fallback = readFileSync(path.join(clientDir, spaFallbackFile), "utf8");
  const manifest = readRouteManifest(clientDir, fallback);
  const prerendered = new Set<string>(panelPages);
  for (const page of privatePages) {
    const routes = pageRoutes(manifest, page);
    // Only the catch-all would match a page whose route is missing: its shell would be the 404's.
    if (routes.length < 2 || routes.at(-1)!.path === "*") {
      throw new Error(`no route of the build renders ${page}`);
    }
    const html = prerendered.has(page)
      ? readFileSync(prerenderedFile(clientDir, page, locale), "utf8")
      : fallback;
    const file = path.join(clientDir, appShellFile(localizedPath(page, locale)));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, withPreloads(html, routePreloads(routes)));
  }
  for (const page of panelPages) {
    rmSync(prerenderedFile(clientDir, page, locale));
    rmdirSync(path.dirname(prerenderedFile(clientDir, page, locale)));
    // The pre-rendered loader data, already inside the shell: the panel's loaders run in the
    // browser and never ask the server for it.
    rmSync(path.join(clientDir, `${localizedPath(page, locale)}.data`), { force: true });
  }
}

/**
 * After React Router has pre-rendered one language's pages: makes each pre-rendered page start
 * the app after its first paint (scripts/deferred-app-start.ts) and a brotli and a gzip copy of
 * every text file, so the server never compresses on a request. Files that name the site's
 * origin hold the placeholder instead; the server sets PUBLIC_URL into them and compresses them
 * when it loads the build, so they get no copies here. English, built first, writes sitemap.xml
 * and robots.txt for both languages; every other language is then merged into English's
 * client folder, its fallback shell moved below its prefix, and the build is recorded as done.
 */
export async function finishStaticBuild(buildDirectory: string, locale: Locale): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  if (locale === "en") {
    const origin = originPlaceholder;
    const today = new Date().toISOString().slice(0, 10);
    writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap(origin, today));
    writeFileSync(path.join(clientDir, "robots.txt"), robots(origin));
  }
  writeAppShells(clientDir, locale);
  // Before the copies are compressed, so they are of the rewritten pages and the start modules.
  deferAppStartInBuild(
    clientDir,
    filesUnder(clientDir).filter((file) => file.endsWith(".html")),
  );

  const files = filesUnder(clientDir).filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size > 256,
  );
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      if (body.includes(originPlaceholder)) return;
      const { br, gzip } = await compressedCopies(body);
      if (br) writeFileSync(`${file}.br`, br);
      if (gzip) writeFileSync(`${file}.gz`, gzip);
    }),
  );
  if (locale === "en") return;

  const siteClientDir = path.join(localeBuildDirectory("en"), "client");
  for (const suffix of ["", ".br", ".gz"]) {
    const fallback = path.join(clientDir, spaFallbackFile + suffix);
    try {
      cpSync(fallback, path.join(clientDir, localeSpaFallbackFile(locale) + suffix));
      rmSync(fallback);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  cpSync(clientDir, siteClientDir, { recursive: true });
  writeFileSync(
    path.join(localeBuildDirectory("en"), "build-info.json"),
    JSON.stringify(
      {
        // The server sets PUBLIC_URL over the placeholder (server/static/served-origin.ts).
        ...buildSettings(process.env),
        builtAt: new Date().toISOString(),
      },
      null,
      2,
    ) + "\n",
  );
}
