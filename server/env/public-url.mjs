/**
 * The site's public address. The build writes `originPlaceholder` wherever the pre-rendered
 * pages, the sitemap and robots.txt need it (canonical links, Open Graph, JSON-LD), and the
 * server puts PUBLIC_URL in its place when it loads them, so one build serves any address.
 * Plain JavaScript: `npm start` and the Vite config read it before anything is built.
 */

/**
 * Stands for the public origin in the built files. `.invalid` is reserved (RFC 2606): no real
 * page links there, so replacing it can only ever touch what the build put in its place.
 */
export const originPlaceholder = "https://public-url.origin-placeholder.invalid";

/**
 * PUBLIC_URL, or the local address for PORT, without a trailing slash.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function publicUrlFrom(env) {
  const url = env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`;
  return url.replace(/\/+$/, "");
}
