import { createHash } from "node:crypto";
import path from "node:path";
import type { HeaderMap } from "../security/headers";
import type { LoadedFile } from "./built-files";

/** One encoding of a file: its bytes and the headers sent with them. */
export interface Variant {
  body: Buffer;
  headers: HeaderMap;
}

/** One built file as served: its encodings and every header, computed once at start. */
export interface SiteFile {
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

export const isSubresource = (file: string) => SUBRESOURCE_TYPES.has(path.extname(file));

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** Files without a hash in their name, and redirects. */
export const SHORT_CACHE = "public, max-age=3600";

/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data")) return REVALIDATE;
  return SHORT_CACHE;
}

/** The file's encodings with their headers, `security` among them. */
export function describeFile(loaded: LoadedFile, security: HeaderMap): SiteFile {
  const { file, body, br, gzip } = loaded;
  const cacheControl = cacheControlFor(file);
  // Every page loads a dozen assets, and Lighthouse counts their headers in the JS budget.
  const etag =
    cacheControl === IMMUTABLE
      ? null
      : `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  const baseHeaders: HeaderMap = {
    ...security,
    "content-type": contentTypes[path.extname(file)] ?? "application/octet-stream",
    "cache-control": cacheControl,
    ...(etag ? { etag } : {}),
    vary: "Accept-Encoding",
  };
  const variant = (variantBody: Buffer, encoding?: "br" | "gzip"): Variant => ({
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
