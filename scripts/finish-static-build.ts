import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { privateAreas, publicPages, spaFallbackFile, unlistedPages } from "../core/paths";
import { originPlaceholder } from "../server/env/public-url.mjs";
import { compressedCopies } from "../server/static/compressed-copies";
import { buildSettings } from "./build-state.mjs";
import { deferAppStartInBuild } from "./deferred-app-start";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest|ico|data)$/;

function sitemap(origin: string, lastModified: string): string {
  const urls = publicPages
    .map((page) => `  <url><loc>${origin}${page}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(origin: string): string {
  const disallow = [...privateAreas, ...unlistedPages]
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

/**
 * After React Router has pre-rendered the pages: makes each pre-rendered page start the app
 * after its first paint (scripts/deferred-app-start.ts), writes sitemap.xml and robots.txt,
 * and a brotli and a gzip copy of every text file, so the server never compresses on a request.
 * Files that name the site's origin hold the placeholder instead; the server sets PUBLIC_URL
 * into them and compresses them when it loads the build, so they get no copies here.
 */
export async function finishStaticBuild(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const origin = originPlaceholder;
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap(origin, today));
  writeFileSync(path.join(clientDir, "robots.txt"), robots(origin));
  // Before the copies are compressed, so they are of the rewritten pages and the start modules.
  // The portal's and the panel's shell is left as it is: it shows nothing until its scripts
  // have run, so waiting for its first paint would only delay it.
  const spaFallback = path.join(clientDir, spaFallbackFile);
  deferAppStartInBuild(
    clientDir,
    filesUnder(clientDir).filter((file) => file.endsWith(".html") && file !== spaFallback),
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
  writeFileSync(
    path.join(buildDirectory, "build-info.json"),
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
