import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import parseRange from "range-parser";
import fastifyCookie from "@fastify/cookie";
import { languageChoiceCookie } from "../../core/language-choice";
import { isLocale, localeOfPath, locales, twinPath, type Locale } from "../../core/locales";
import {
  appShellFile,
  isPrivateArea,
  localeNotFoundPage,
  localePrivatePages,
  localeSpaFallbackFile,
} from "../../core/paths";
import { securityHeaders, subresourceHeaders, type HeaderMap } from "../security/headers";
import { loadBuiltFiles, type LoadedFile } from "./built-files";
import { pickVariant } from "./content-encoding";
import { inlineScriptHashes } from "./inline-script-hashes";
import { describeFile, isSubresource, SHORT_CACHE, type SiteFile } from "./served-file";
import { servedOrigin } from "./served-origin";

/**
 * The built site held in memory with its compressed variants and every response header
 * computed in advance: answering a request is a map lookup and one write.
 */
export class SiteFiles {
  private readonly byPath = new Map<string, SiteFile>();
  private readonly redirectHeaders: HeaderMap;
  /** Each language's not-found page. */
  private readonly notFoundPages = new Map<Locale, SiteFile>();
  /** Each language's page shell the partner portal and the admin area render into. */
  private readonly spaFallbacks = new Map<Locale, SiteFile>();
  /** Each private page's own shell (the fallback with its scripts preloaded), by path. */
  private readonly appShells = new Map<string, SiteFile>();

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
    const loaded = await loadBuiltFiles(clientDir, origin);
    return new SiteFiles(loaded, options.https);
  }

  private constructor(files: LoadedFile[], https: boolean) {
    const documentHeaders = securityHeaders({ https });
    const assetHeaders = subresourceHeaders(documentHeaders);
    this.redirectHeaders = { ...documentHeaders, "cache-control": SHORT_CACHE };
    const notFoundFiles = new Map(locales.map((locale) => [localeNotFoundPage(locale), locale]));
    const fallbackFiles = new Map(locales.map((locale) => [localeSpaFallbackFile(locale), locale]));
    const shellPages = new Map(localePrivatePages.map((page) => [appShellFile(page), page]));
    for (const loaded of files) {
      const { file, body } = loaded;
      const isHtml = path.extname(file) === ".html";
      const security = isHtml
        ? securityHeaders({ https, scriptHashes: inlineScriptHashes(body.toString()) })
        : isSubresource(file)
          ? assetHeaders
          : documentHeaders;
      const siteFile = describeFile(loaded, security);
      const urlPath = isHtml ? pagePath(file) : file;
      if (notFoundFiles.has(urlPath)) this.notFoundPages.set(notFoundFiles.get(urlPath)!, siteFile);
      else if (fallbackFiles.has(urlPath)) {
        this.spaFallbacks.set(fallbackFiles.get(urlPath)!, siteFile);
      } else if (shellPages.has(urlPath)) this.appShells.set(shellPages.get(urlPath)!, siteFile);
      else this.byPath.set(urlPath, siteFile);
    }
  }

  /** The not-found page in the language of the path asked for (`/sl/…` is Slovenian). */
  notFoundFor(urlPath: string): SiteFile | undefined {
    return this.notFoundPages.get(localeOfPath(urlPath)) ?? this.notFoundPages.get("en");
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
    if (!isPrivateArea(urlPath)) return false;
    if (this.redirectToChosenLanguage(req, res, urlPath, url.slice(urlPath.length))) return true;
    const shell = this.appShells.get(urlPath) ?? this.spaFallbacks.get(localeOfPath(urlPath));
    if (!shell) return false;
    this.send(req, res, shell, 200);
    return true;
  }

  /**
   * A signed-in screen asked for in the language the visitor did not choose with the switch
   * goes to the one they did (core/language-choice.ts). Public pages never redirect: their
   * address says their language.
   */
  private redirectToChosenLanguage(
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
    query: string,
  ): boolean {
    const header = req.headers.cookie;
    if (!header?.includes(languageChoiceCookie)) return false;
    const chosen = fastifyCookie.parse(header)[languageChoiceCookie];
    if (!isLocale(chosen) || chosen === localeOfPath(urlPath)) return false;
    res.writeHead(302, {
      ...this.redirectHeaders,
      "cache-control": "no-store",
      location: twinPath(urlPath, chosen) + query,
    });
    res.end();
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
