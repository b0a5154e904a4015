import { expect, test } from "@playwright/test";
import { publicPageList } from "./support/pages";

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
  const script = (await page.text()).match(
    /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/,
  )!;
  const asset = await request.get(script[1] ?? script[2]!, {
    headers: { "accept-encoding": "gzip" },
  });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
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
