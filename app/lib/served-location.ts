import { spaFallbackFile } from "../../core/paths";

/**
 * The path a pre-rendered document is served at, which is where the browser will hydrate it.
 * React Router pre-renders `/about` by requesting `/about/`, and the server answers only at
 * `/about` (it redirects the slash away), so anything that reads the location while
 * pre-rendering (the header's current link) must see `/about`: hydration does not correct an
 * attribute that differs. The SPA fallback is served for the private areas, none of which is
 * a link in the header, so it is rendered at a path that matches no page: below the build's
 * basename (`/sl/` for Slovenian), which a router renders nothing outside of.
 */
export function servedPathname(
  renderedPathname: string,
  isSpaMode: boolean,
  basename = "/",
): string {
  if (isSpaMode) return `${basename.replace(/\/$/, "")}${spaFallbackFile}`;
  const withoutSlash = renderedPathname.replace(/\/+$/, "");
  return withoutSlash || "/";
}
