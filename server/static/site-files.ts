import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import parseRange from "range-parser";
import { isPrivateArea, notFoundPage, spaFallbackFile } from "../../core/paths";
import { ConfigError } from "../config";
import { originPlaceholder } from "../env/public-url.mjs";
import { compressedCopies } from "./compressed-copies";
import { securityHeaders, subresourceHeaders, type HeaderMap } from "../security/headers";

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  headers: HeaderMap;
}

interface SiteFile {
  /** Null for hashed assets: cached as immutable, browsers never revalidate them. */
  etag: string | null;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** Headers for a 304 or a range answer: everything but the body's own. */
  baseHeaders: HeaderMap;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
  ".data": "text/x-script; charset=utf-8",
};

/** Files a browser only ever loads into a page; anything that can render as a document (HTML,
 * SVG, XML, text) keeps the full document headers. */
const SUBRESOURCE_TYPES = new Set([
  ".js",
  ".css",
  ".png",
  ".jpg",
  ".webp",
  ".avif",
  ".ico",
  ".mp4",
  ".webm",
  ".woff2",
]);

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data")) return REVALIDATE;
  return SHORT;
}

/** CSP hashes of the inline scripts React Router writes into a pre-rendered page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const digest = createHash("sha256").update(match[1]!, "utf8").digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * The address written over the build's placeholder. It lands unescaped in HTML attributes,
 * JSON-LD, XML and plain text, so it may hold nothing any of them would have to escape.
 */
export function servedOrigin(publicUrl: string): string {
  if (!/^https?:\/\/[^\s"'<>&?#\\]+$/.test(publicUrl)) {
    throw new ConfigError(
      `Configuration error: PUBLIC_URL must be the site's address, without a query, a fragment, spaces or any of " ' < > & \\ (got ${JSON.stringify(publicUrl)}).`,
    );
  }
  return publicUrl.replace(/\/+$/, "");
}

/**
 * Hashed assets are cached for a year under their name, so they must never vary with
 * PUBLIC_URL; the origin is set only into the pages, the sitemap and robots.txt.
 */
function mayNameTheOrigin(file: string): boolean {
  return !file.startsWith("/assets/") && /\.(html|xml|txt|data)$/.test(file);
}

/** One built file's bytes as served, with its compressed copies. */
interface LoadedFile {
  file: string;
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

async function loadFile(clientDir: string, file: string, origin: string): Promise<LoadedFile> {
  const absolute = path.join(clientDir, file);
  const built = await readFile(absolute);
  if (mayNameTheOrigin(file) && built.includes(originPlaceholder)) {
    // Before hashing and compressing: the ETag, the CSP hashes of inline scripts (the JSON-LD
    // holds the origin) and the compressed copies all describe the page as served.
    const body = Buffer.from(built.toString("utf8").replaceAll(originPlaceholder, origin));
    const copies = await compressedCopies(body);
    return { file, body, br: copies.br, gzip: copies.gzip };
  }
  const read = (suffix: string) =>
    existsSync(absolute + suffix) ? readFile(absolute + suffix) : Promise.resolve(undefined);
  const [br, gz] = await Promise.all([read(".br"), read(".gz")]);
  return { file, body: built, br, gzip: gz };
}

function listFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".")) return [];
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * The built site held in memory with its compressed variants and every response header
 * computed in advance: answering a request is a map lookup and one write.
 */
export class SiteFiles {
  private readonly byPath = new Map<string, SiteFile>();
  private readonly redirectHeaders: HeaderMap;
  readonly notFound: SiteFile | undefined;
  /** The page shell the partner portal and the admin area render into in the browser. */
  private readonly spaFallback: SiteFile | undefined;

  /**
   * Loads the built web app from `clientDir`, with PUBLIC_URL set into the pages, the sitemap
   * and robots.txt in place of the build's placeholder.
   */
  static async load(
    clientDir: string,
    options: { https: boolean; publicUrl: string },
  ): Promise<SiteFiles> {
    if (!existsSync(clientDir)) {
      throw new Error(`The web app is not built (${clientDir} is missing): run npm run build.`);
    }
    const origin = servedOrigin(options.publicUrl);
    const files = listFiles(clientDir).filter(
      (file) => !file.endsWith(".br") && !file.endsWith(".gz"),
    );
    const loaded = await Promise.all(files.map((file) => loadFile(clientDir, file, origin)));
    return new SiteFiles(loaded, options.https);
  }

  private constructor(files: LoadedFile[], https: boolean) {
    const documentHeaders = securityHeaders({ https });
    const assetHeaders = subresourceHeaders(documentHeaders);
    this.redirectHeaders = { ...documentHeaders, "cache-control": SHORT };
    let notFound: SiteFile | undefined;
    let spaFallback: SiteFile | undefined;
    for (const loaded of files) {
      const { file, body } = loaded;
      const extension = path.extname(file);
      const isHtml = extension === ".html";
      const security = isHtml
        ? securityHeaders({ https, scriptHashes: inlineScriptHashes(body.toString()) })
        : SUBRESOURCE_TYPES.has(extension)
          ? assetHeaders
          : documentHeaders;
      const siteFile = this.describe(loaded, extension, security);
      const urlPath = isHtml ? pagePath(file) : file;
      if (urlPath === notFoundPage) notFound = siteFile;
      else if (urlPath === spaFallbackFile) spaFallback = siteFile;
      else this.byPath.set(urlPath, siteFile);
    }
    this.notFound = notFound;
    this.spaFallback = spaFallback;
  }

  private describe(loaded: LoadedFile, extension: string, security: HeaderMap): SiteFile {
    const { file, body, br, gzip } = loaded;
    const cacheControl = cacheControlFor(file);
    // Every page loads a dozen assets, and Lighthouse counts their headers in the JS budget.
    const etag =
      cacheControl === IMMUTABLE
        ? null
        : `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
    const baseHeaders: HeaderMap = {
      ...security,
      "content-type": contentTypes[extension] ?? "application/octet-stream",
      "cache-control": cacheControl,
      ...(etag ? { etag } : {}),
      vary: "Accept-Encoding",
    };
    const variant = (variantBody: Buffer, encoding?: Exclude<Encoding, "identity">): Variant => ({
      body: variantBody,
      headers: {
        ...baseHeaders,
        "content-length": String(variantBody.length),
        ...(encoding ? { "content-encoding": encoding } : { "accept-ranges": "bytes" }),
      },
    });
    return {
      etag,
      baseHeaders,
      identity: variant(body),
      br: br && variant(br, "br"),
      gzip: gzip && variant(gzip, "gzip"),
    };
  }

  /** Answers GET and HEAD for a known file; returns false to let the application handle it. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const urlPath = queryStart === -1 ? url : url.slice(0, queryStart);
    const file = this.byPath.get(urlPath);
    if (file) {
      this.send(req, res, file, 200);
      return true;
    }
    // `/admin/` is the pre-rendered `/admin`, not the panel below it.
    if (this.redirectTrailingSlash(res, urlPath, url.slice(urlPath.length))) return true;
    if (!isPrivateArea(urlPath) || !this.spaFallback) return false;
    this.send(req, res, this.spaFallback, 200);
    return true;
  }

  /** `/about/` is `/about`: one URL per page, as the canonical links say. */
  private redirectTrailingSlash(res: ServerResponse, urlPath: string, query: string): boolean {
    const withoutSlash = urlPath.replace(/\/+$/, "");
    if (withoutSlash === urlPath || !withoutSlash || !this.byPath.has(withoutSlash)) return false;
    res.writeHead(301, { ...this.redirectHeaders, location: withoutSlash + query });
    res.end();
    return true;
  }

  /** Writes one file's answer: 304 when the browser's copy is current, a range for media. */
  send(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number): void {
    if (status === 200 && file.etag && matchesEtag(req.headers["if-none-match"], file.etag)) {
      res.writeHead(304, file.baseHeaders);
      res.end();
      return;
    }
    const range = req.headers.range;
    if (status === 200 && range && this.sendRange(req, res, file, range)) return;
    const variant = pickVariant(file, req.headers["accept-encoding"]);
    res.writeHead(status, variant.headers);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  /**
   * Answers one byte range (206) or an unsatisfiable one (416). Returns false to ignore the
   * header, as HTTP allows: another unit, a malformed value or several ranges get the whole file.
   */
  private sendRange(
    req: IncomingMessage,
    res: ServerResponse,
    file: SiteFile,
    range: string,
  ): boolean {
    // The unit is case-insensitive; any other unit is one we do not serve.
    if (!/^bytes=/i.test(range.trimStart())) return false;
    const { body } = file.identity;
    const ranges = parseRange(body.length, range.trimStart().replace(/^bytes=/i, "bytes="), {
      combine: true,
    });
    if (ranges === -2 || (ranges !== -1 && ranges.length !== 1)) return false;
    if (ranges === -1) {
      res.writeHead(416, { ...file.baseHeaders, "content-range": `bytes */${body.length}` });
      res.end();
      return true;
    }
    const { start, end } = ranges[0]!;
    res.writeHead(206, {
      ...file.baseHeaders,
      "accept-ranges": "bytes",
      "content-range": `bytes ${start}-${end}/${body.length}`,
      "content-length": String(end - start + 1),
    });
    res.end(req.method === "HEAD" ? undefined : body.subarray(start, end + 1));
    return true;
  }
}

/** If-None-Match may list several tags, weak or strong, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate === etag || candidate === `W/${etag}`;
  });
}

/** `/about/index.html` is served as `/about`; `/index.html` as `/`. */
function pagePath(file: string): string {
  if (file === "/index.html") return "/";
  if (file.endsWith("/index.html")) return file.slice(0, -"/index.html".length);
  return file;
}

function pickVariant(file: SiteFile, acceptEncoding: string | undefined): Variant {
  if (!acceptEncoding) return file.identity;
  if (file.br && accepts(acceptEncoding, "br")) return file.br;
  if (file.gzip && accepts(acceptEncoding, "gzip")) return file.gzip;
  return file.identity;
}

/** True when the Accept-Encoding header lists the coding without `q=0`. */
export function accepts(acceptEncoding: string, coding: string): boolean {
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}
