import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { privateAreas, publicPages, unlistedPages } from "../core/paths";
import { originPlaceholder } from "../server/env/public-url.mjs";
import { buildSettings } from "./build-state.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
 * After React Router has pre-rendered the pages: writes sitemap.xml and robots.txt, and a
 * brotli and a gzip copy of every text file, so the server never compresses on a request.
 * Files that name the site's origin hold the placeholder instead; the server sets PUBLIC_URL
 * into them and compresses them when it loads the build, so they get no copies here.
 */
export async function finishStaticBuild(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const origin = originPlaceholder;
  const today = new Date().toISOString().slice(0, 10);
  writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap(origin, today));
  writeFileSync(path.join(clientDir, "robots.txt"), robots(origin));

  const files = filesUnder(clientDir).filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size > 256,
  );
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      if (body.includes(originPlaceholder)) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      // A compressed copy that saves little is not worth the Vary dance.
      if (br.length < body.length * 0.9) writeFileSync(`${file}.br`, br);
      if (gz.length < body.length * 0.9) writeFileSync(`${file}.gz`, gz);
    }),
  );
  writeFileSync(
    path.join(buildDirectory, "build-info.json"),
    JSON.stringify(
      {
        // The server sets PUBLIC_URL over the placeholder (server/static/site-files.ts).
        ...buildSettings(process.env),
        builtAt: new Date().toISOString(),
      },
      null,
      2,
    ) + "\n",
  );
}
