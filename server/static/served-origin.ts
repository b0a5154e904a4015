import { ConfigError } from "../config";
import { originPlaceholder } from "../env/public-url.mjs";

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

/** The built file with `origin` set in place of the placeholder; null when it names none. */
export function withServedOrigin(file: string, built: Buffer, origin: string): Buffer | null {
  if (!mayNameTheOrigin(file) || !built.includes(originPlaceholder)) return null;
  return Buffer.from(built.toString("utf8").replaceAll(originPlaceholder, origin));
}
