import { expect, test } from "./support/test";
import { inlineScriptHashes } from "../../server/static/inline-script-hashes";
import { publicPageList } from "./support/pages";
import { startAnotherServer } from "./support/another-server";

const publicPaths = publicPageList.map((page) => page.path);

test("robots.txt keeps the portal and admin out of search engines and names the sitemap", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /partner-portal");
  // The panel below /admin, not the admin sign-in page itself.
  expect(robots).toContain("Disallow: /admin/\n");
  expect(robots).not.toMatch(/Disallow: \/admin$/m);
  expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
});

test("sitemap.xml lists every public page", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("xml");
  const sitemap = await response.text();
  for (const path of publicPaths) {
    expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
  }
  expect(sitemap).not.toContain("/partner-portal");
  expect(sitemap).not.toContain("/admin");
});

test("the favicon, touch icon, poster and hero video are served", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.svg", "image/svg+xml"],
    ["/favicon.ico", "image/x-icon"],
    ["/apple-touch-icon.png", "image/png"],
    ["/media/hero-poster.jpg", "image/jpeg"],
    ["/media/hero.mp4", "video/mp4"],
    ["/media/hero.webm", "video/webm"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
  }
  const video = await request.get("/media/hero.mp4");
  expect((await video.body()).length).toBeLessThan(1024 * 1024);
});

test("pages carry the security headers and compressed, cacheable assets", async ({ request }) => {
  const page = await request.get("/about", { headers: { "accept-encoding": "br" } });
  const headers = page.headers();
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  // The page names its scripts in the inline script that starts them after the first paint
  // (the preloads) and in the start module it holds until then.
  const html = await page.text();
  const scripts = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([url]) => url));
  expect(html).toContain('<script type="text/plain" data-app-start>');
  expect([...scripts]).toContainEqual(expect.stringMatching(/^\/assets\/root-[\w-]+\.js$/));
  for (const script of scripts) {
    const asset = await request.get(script, { headers: { "accept-encoding": "gzip" } });
    expect(asset.status(), script).toBe(200);
    expect(asset.headers()["cache-control"], script).toBe("public, max-age=31536000, immutable");
  }
  const entry = [...scripts].find((script) => script.includes("/entry.client-"))!;
  const asset = await request.get(entry, { headers: { "accept-encoding": "gzip" } });
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  // React Router's production build (vite-plugins/react-router-production.ts): its development
  // build's warnings, such as this one, are not in the browser's bundle.
  const code = await asset.text();
  expect(code).toContain("__reactRouterManifest");
  expect(code).not.toContain("No routes matched location");
});

test("public pages load no portal or admin code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of publicPaths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /partner|portal|admin|login/i.test(url))).toEqual([]);
});

test("one build serves another PUBLIC_URL: pages, sitemap, robots and navigation name it", async ({
  page,
}) => {
  // A fresh embedded database is created for this second server: that takes a while.
  test.setTimeout(120_000);
  const publicUrl = "https://www.example.com";
  const another = await startAnotherServer(publicUrl);
  try {
    for (const { path: pagePath } of publicPageList) {
      const response = await fetch(`${another.url}${pagePath}`);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${publicUrl}${pagePath}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${publicUrl}${pagePath}"/>`);
      expect(html).toContain(`"url":"${publicUrl}"`);
      expect(html).not.toContain("localhost:3000");
      expect(html).not.toContain(".invalid");
      // Every inline script, the JSON-LD with the address included, is allowed as served.
      const csp = response.headers.get("content-security-policy")!;
      for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
    }
    const sitemap = await (await fetch(`${another.url}/sitemap.xml`)).text();
    for (const { path: pagePath } of publicPageList) {
      expect(sitemap).toContain(`<loc>${publicUrl}${pagePath}</loc>`);
    }
    const robots = await (await fetch(`${another.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);

    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto(`${another.url}/`);
    await page.evaluate(() => Object.assign(window, { stayedOnThisDocument: true }));
    await page.getByRole("navigation").getByRole("link", { name: "Services" }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${publicUrl}/services`,
    );
    expect(await page.evaluate(() => "stayedOnThisDocument" in window)).toBe(true);
    // No script was refused by the CSP, nor did hydration complain.
    expect(problems).toEqual([]);
  } finally {
    await another.stop();
  }
});
