/**
 * The site's public origin as the build sees it. Canonical URLs, Open Graph tags and the
 * sitemap are written into the pre-rendered files with it, so a production build is made
 * with the PUBLIC_URL it will be served at (`npm start` rebuilds when it changes).
 * Plain JavaScript: `npm start` reads it before anything is built.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function buildPublicUrl(env) {
  const url = env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`;
  return url.replace(/\/+$/, "");
}
