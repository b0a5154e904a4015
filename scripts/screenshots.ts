/**
 * Screenshots of every page at a phone's and a desktop's size, signed out, as the demo partner
 * and as the demo admin: what a visitor sees, to look at before and after a change.
 *
 *   npm run build && npx tsx scripts/screenshots.ts --out shots [--only portal,admin] [--port 4460]
 *     [--locale sl]
 *
 * Starts the built server (dist/server.js) in demo mode on a throwaway database. Files are named
 * `<viewport>-<page>.png` (`<viewport>-sl-<page>.png` in Slovenian), full-page, at device scale
 * 1, in a browser that prefers the pages' language.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { isLocale, localeSettings, localizedPath } from "../core/locales";
import { paths, portalPageSlugs, publicPages } from "../core/paths";
import { chromiumArgs, chromiumExecutable } from "../tests/support/chromium";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "screenshots" },
    only: { type: "string" },
    port: { type: "string", default: "4460" },
    locale: { type: "string", default: "en" },
  },
});

if (!isLocale(values.locale)) throw new Error(`--locale: en or sl, not ${values.locale}`);
const locale = values.locale;

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

type Visitor = "public" | "portal" | "admin";

const pages: Record<Visitor, string[]> = {
  public: [...publicPages, paths.admin, paths.resetPassword, "/no-such-page"],
  portal: [
    paths.partnerPortal,
    ...portalPageSlugs.map((slug) => `${paths.partnerPortal}/${slug}`),
    `${paths.partnerPortal}/requests`,
    paths.partnerAccount,
  ],
  admin: [paths.adminDashboard, paths.adminMessages, paths.adminActivity, paths.adminAccount],
};

const demo = {
  portal: { email: "partner@example.com", password: "PartnerDemo2026", source: "partner-portal" },
  admin: { email: "admin@example.com", password: "AdminDemo2026", source: "admin-panel" },
} as const;

const origin = `http://127.0.0.1:${values.port}`;
const outDir = path.resolve(values.out);
const only = values.only?.split(",") as Visitor[] | undefined;

function fileName(viewport: string, page: string): string {
  const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "_");
  const prefix = locale === "en" ? "" : `${locale}-`;
  return path.join(outDir, `${viewport}-${prefix}${name}.png`);
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer on ${origin}`);
}

async function signedInContext(
  browser: Browser,
  viewport: keyof typeof viewports,
  visitor: Visitor,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    isMobile: viewport === "phone",
    hasTouch: viewport === "phone",
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    locale: localeSettings[locale].intl,
  });
  if (visitor !== "public") {
    const answer = await context.request.post(`${origin}/api/auth/login`, {
      data: { ...demo[visitor], remember: false },
      headers: { origin },
    });
    if (!answer.ok()) throw new Error(`signing in as the demo ${visitor}: ${answer.status()}`);
  }
  return context;
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), "screenshots-"));
  const server = spawn(process.execPath, ["dist/server.js"], {
    env: {
      ...process.env,
      PORT: values.port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const browser = await chromium.launch({
    executablePath: await chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    await waitForServer();
    for (const visitor of Object.keys(pages) as Visitor[]) {
      if (only && !only.includes(visitor)) continue;
      for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
        const context = await signedInContext(browser, viewport, visitor);
        const page = await context.newPage();
        for (const url of pages[visitor]) {
          await page.goto(`${origin}${localizedPath(url, locale)}`, { waitUntil: "networkidle" });
          await page.evaluate(() => document.fonts.ready);
          // Read to the end and back, as a visitor would: lazy pictures then load.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState("networkidle");
          await page.screenshot({ path: fileName(viewport, url), fullPage: true });
          console.log(fileName(viewport, url));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
