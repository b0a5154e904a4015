import { launch } from "chrome-launcher";
import { chromium } from "@playwright/test";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs, chromiumExecutable } from "../tests/support/chromium";
import { describeError, type Cleanup } from "./cleanup";
import { getRaw } from "./http";
import { localeOfPath, localeSettings } from "../core/locales";
import { withTimeout } from "./processes";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** A simulated-throttling mobile run takes ~10s here; anything far beyond that is stuck. */
const PAGE_TIMEOUT_MS = 120_000;

/**
 * Runs per page; the page is judged by the median run, as Lighthouse's own guidance on
 * variability advises: one run's blocking time moved from 0 to 660 ms on an unchanged page when
 * something else on the machine took the CPU, which says nothing about the page.
 */
export const LIGHTHOUSE_RUNS = 3;

export interface ScriptRequest {
  url: string;
  transferBytes: number;
}

export interface PageAudit {
  ok: true;
  path: string;
  /** 0–100, null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /**
   * Lighthouse's measure of the host's CPU (higher is faster). Total blocking time is the
   * tasks it observed multiplied by four, so a slow host shows here first, not in the page.
   */
  cpuIndex: number | null;
  scripts: ScriptRequest[];
  jsTransferBytes: number;
  /**
   * What the page transferred while Lighthouse watched, fonts and pictures included; not
   * video, which streams for as long as the page is open and stops at no fixed size.
   */
  weightBytes: number;
  /** Of which web fonts. */
  fontTransferBytes: number;
  lcpElement: string | null;
  /** Weighted audits that cost points, per category: why a score is below 100. */
  lostPoints: Record<CategoryId, string[]>;
  /** Audited signed in (cookies set before the page loaded). */
  signedIn: boolean;
  /**
   * For a page kept out of search on purpose: whether is-crawlable fails for that alone (a
   * noindex directive, robots.txt's Disallow). SEO is then scored without is-crawlable.
   */
  noindex?: boolean;
}

export interface AuditOptions {
  /** "name=value" cookies the browser holds before it opens the page: a signed-in visit. */
  cookies?: string[];
  /** The page is noindex on purpose: SEO is scored without is-crawlable (see budgets.ts). */
  noindex?: boolean;
}

export interface FailedPageAudit {
  ok: false;
  path: string;
  error: string;
}

/**
 * Audits one page `LIGHTHOUSE_RUNS` times and summarises the median run (Lighthouse's
 * `computeMedianRun`: the run nearest the median first paint and time to interactive). A run
 * that fails fails the page.
 */
export async function auditPage(
  origin: string,
  path: string,
  cleanup: Cleanup,
  options: AuditOptions = {},
): Promise<PageAudit | FailedPageAudit> {
  // Lighthouse would score the not-found page as if it were the page: the page must exist first.
  const missing = await missingPage(origin, path).catch(
    (error: unknown) => `GET failed: ${describeError(error)}`,
  );
  if (missing) return { ok: false, path, error: missing };
  const runs: Result[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const result = await runLighthouse(origin, path, cleanup, options);
    if (typeof result === "string") return { ok: false, path, error: result };
    runs.push(result);
  }
  const valid = filterToValidRuns(runs);
  if (valid.length === 0) {
    return { ok: false, path, error: "no run measured a first paint and time to interactive" };
  }
  const signedIn = (options.cookies?.length ?? 0) > 0;
  return summarize(path, computeMedianRun(valid), signedIn, options.noindex === true);
}

/**
 * The languages the audit's browser prefers: the page's own, as its readers' browsers do. The
 * offer of the other language (fetched only for a visitor whose browser prefers that one) is
 * weighed on its own, from the build (`languageOfferBudgets`).
 */
function readerLanguages(path: string): string {
  const { intl, tag } = localeSettings[localeOfPath(path)];
  return `${intl},${tag}`;
}

/**
 * One Lighthouse run in a fresh Chromium, so a stuck run can be ended by killing its browser.
 * Returns the report, or why there is none.
 */
async function runLighthouse(
  origin: string,
  path: string,
  cleanup: Cleanup,
  options: AuditOptions,
): Promise<Result | string> {
  const chrome = await launch({
    chromePath: await chromiumExecutable(),
    chromeFlags: [...chromiumArgs, "--headless=new", `--accept-lang=${readerLanguages(path)}`],
    logLevel: "silent",
    // chrome-launcher would otherwise exit the process on Ctrl-C before our cleanup runs.
    handleSIGINT: false,
  });
  // chrome-launcher starts Chromium in its own process group: Ctrl-C does not reach it.
  const forget = cleanup.add("close Chromium", () => chrome.kill());
  try {
    const signedIn = (options.cookies?.length ?? 0) > 0;
    if (signedIn) await setCookies(chrome.port, origin, options.cookies!);
    // No config: Lighthouse's default is the mobile form factor with simulated throttling.
    const flags: Flags = {
      port: chrome.port,
      onlyCategories: [...CATEGORIES],
      output: "json",
      logLevel: "error",
      maxWaitForLoad: 45_000,
      // Lighthouse would otherwise clear the origin's cookies, the session with them. The
      // browser is new, so its cache is empty all the same.
      disableStorageReset: signedIn,
    };
    const run = await withTimeout(lighthouse(origin + path, flags), PAGE_TIMEOUT_MS, path);
    if (!run) return "Lighthouse returned no result";
    if (run.lhr.runtimeError) return run.lhr.runtimeError.message;
    return run.lhr;
  } catch (error) {
    return describeError(error);
  } finally {
    chrome.kill();
    forget();
  }
}

/**
 * Why the page cannot be audited, or null. A path listed for pre-rendering without a route of
 * its own is pre-rendered as the not-found page and served with 200: its title gives it away.
 */
async function missingPage(origin: string, path: string): Promise<string | null> {
  const page = await getRaw(origin + path);
  if (page.status !== 200) return `GET ${path} answered ${page.status}, not 200`;
  const notFound = await getRaw(`${origin}/no-such-page-${Date.now()}`);
  const title = titleOf(page.body);
  if (title !== null && title === titleOf(notFound.body)) {
    return `${path} serves the not-found page ("${title}"): this build has no such page`;
  }
  return null;
}

/** Puts the cookies into the browser's default profile, the one Lighthouse opens its tab in. */
async function setCookies(port: number, origin: string, cookies: string[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error("Chromium has no default profile to hold the cookies");
    await context.addCookies(
      cookies.map((cookie) => {
        const split = cookie.indexOf("=");
        return { name: cookie.slice(0, split), value: cookie.slice(split + 1), url: origin };
      }),
    );
  } finally {
    // Disconnects only: the browser and its default profile stay for Lighthouse.
    await browser.close();
  }
}

function titleOf(html: Buffer): string | null {
  return /<title>([^<]*)<\/title>/.exec(html.toString("utf8"))?.[1] ?? null;
}

function summarize(path: string, lhr: Result, signedIn: boolean, noindex: boolean): PageAudit {
  const scripts = scriptRequests(lhr);
  const requests = networkRequests(lhr);
  const sum = (list: NetworkRequest[]) =>
    list.reduce((total, request) => total + request.transferBytes, 0);
  const scores = mapCategories((id) => categoryScore(lhr, id));
  if (noindex) scores.seo = categoryScore(lhr, "seo", NOINDEX_AUDIT);
  return {
    ok: true,
    path,
    signedIn,
    ...(noindex ? { noindex: blockedOnlyByNoindex(lhr) } : {}),
    scores,
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    cpuIndex: lhr.environment.benchmarkIndex ?? null,
    scripts,
    jsTransferBytes: scripts.reduce((total, script) => total + script.transferBytes, 0),
    weightBytes: sum(requests.filter((request) => request.resourceType !== "Media")),
    fontTransferBytes: sum(requests.filter((request) => request.resourceType === "Font")),
    lcpElement: lcpElement(lhr),
    lostPoints: mapCategories((id) => lostPoints(lhr, id)),
  };
}

function mapCategories<T>(value: (id: CategoryId) => T): Record<CategoryId, T> {
  return Object.fromEntries(CATEGORIES.map((id) => [id, value(id)])) as Record<CategoryId, T>;
}

/** The SEO audit a deliberately noindex page fails by design. */
export const NOINDEX_AUDIT = "is-crawlable";

/**
 * The category's score as Lighthouse reports it, or, leaving out one audit, as Lighthouse
 * computes it: the weighted mean of the scored audits.
 */
function categoryScore(lhr: Result, id: CategoryId, without?: string): number | null {
  const category = lhr.categories[id];
  if (!without) {
    const score = category?.score;
    return typeof score === "number" ? Math.round(score * 100) : null;
  }
  let weighted = 0;
  let weights = 0;
  for (const ref of category?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === without || ref.weight === 0 || typeof score !== "number") continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights === 0 ? null : Math.round((weighted / weights) * 100);
}

/**
 * is-crawlable fails, and every reason it gives is one the site means: a noindex directive or
 * robots.txt's Disallow of the signed-in areas.
 */
function blockedOnlyByNoindex(lhr: Result): boolean {
  const audit = lhr.audits[NOINDEX_AUDIT];
  if (!audit || audit.score !== 0) return false;
  const details = audit.details;
  if (details?.type !== "table" || details.items.length === 0) return false;
  return details.items.every((item) => {
    const text = JSON.stringify(item).toLowerCase();
    return text.includes("noindex") || text.includes("/robots.txt");
  });
}

function numericValue(lhr: Result, auditId: string): number | null {
  return lhr.audits[auditId]?.numericValue ?? null;
}

interface NetworkRequest extends ScriptRequest {
  resourceType: string;
}

/** Every response as the browser received it (compressed, with headers). */
function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return [];
  return details.items.flatMap((item) =>
    typeof item.url === "string" && typeof item.transferSize === "number"
      ? [
          {
            url: item.url,
            transferBytes: item.transferSize,
            resourceType: typeof item.resourceType === "string" ? item.resourceType : "Other",
          },
        ]
      : [],
  );
}

/** The scripts among them. */
function scriptRequests(lhr: Result): ScriptRequest[] {
  return networkRequests(lhr)
    .filter((request) => request.resourceType === "Script")
    .map(({ url, transferBytes }) => ({ url, transferBytes }));
}

/** The LCP element's label, found wherever the audit nests it (a list of tables in v12). */
function lcpElement(lhr: Result): string | null {
  const node = findNode(lhr.audits["largest-contentful-paint-element"]?.details);
  if (!node) return null;
  const label = node.nodeLabel ?? node.snippet ?? node.selector ?? "?";
  const snippet = node.snippet && node.snippet !== label ? ` ${node.snippet}` : "";
  return `${label}${snippet}`.replace(/\s+/g, " ").slice(0, 160);
}

interface NodeLike {
  nodeLabel?: string;
  snippet?: string;
  selector?: string;
}

function findNode(value: unknown): NodeLike | null {
  if (Array.isArray(value)) {
    for (const entry of value) {
      const node = findNode(entry);
      if (node) return node;
    }
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  if ("type" in value && value.type === "node") return value as NodeLike;
  return findNode(Object.values(value));
}

/**
 * Weighted audits below full marks with the URLs they blame and, where the audit lists
 * messages (a console error's text), the first of them, e.g.
 * "errors-in-console 0 (/favicon.ico, /media/hero.mp4): Failed to load resource: …" or
 * "largest-contentful-paint 0.82".
 */
function lostPoints(lhr: Result, id: CategoryId): string[] {
  const refs = lhr.categories[id]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    const score = audit?.score;
    if (ref.weight === 0 || typeof score !== "number" || score >= 1) return [];
    const urls = [...new Set(collectUrls(audit?.details))].map((url) => shortUrl(url, lhr));
    const blamed = urls.length > 0 ? ` (${urls.slice(0, 6).join(", ")})` : "";
    const [message] = itemDescriptions(audit?.details);
    const said = message ? `: ${message.slice(0, 200)}` : "";
    return [`${ref.id} ${Number(score.toFixed(2))}${blamed}${said}`];
  });
}

/** Every "url" field in an audit's details, however deeply the item format nests it. */
function collectUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(collectUrls);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, entry]) =>
    key === "url" && typeof entry === "string" ? [entry] : collectUrls(entry),
  );
}

/** The "description" of each item of an audit's table (the console's messages). */
function itemDescriptions(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const description = (item as { description?: unknown }).description;
    return typeof description === "string" ? [description] : [];
  });
}

/** Same-origin URLs as paths: the origin is a random loopback port. */
function shortUrl(url: string, lhr: Result): string {
  const page = new URL(lhr.finalDisplayedUrl);
  return url.startsWith(page.origin) ? url.slice(page.origin.length) : url;
}
