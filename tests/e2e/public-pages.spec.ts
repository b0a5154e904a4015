import { expectAccessible } from "./support/accessibility";
import { awaitAppStartIn, expect, test } from "./support/test";
import { localDateKey } from "../../core/dates";
import { formatLongDate } from "../../core/long-dates";
import { site } from "../../core/site";
import { publicPageList } from "./support/pages";

for (const page of publicPageList) {
  test.describe(`public page ${page.path}`, () => {
    test("is pre-rendered: the raw HTML carries content, nav and SEO tags before any script", async ({
      request,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const escapedHeading = page.heading.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
      expect(html).toContain(escapedHeading);
      expect(html).toContain('<html lang="en">');
      for (const href of ["/", "/about", "/services", "/contact", "/login"]) {
        expect(html).toContain(`href="${href}"`);
      }
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${page.path}"/>`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');
      expect(html).toContain(
        `<meta property="og:url" content="http://localhost:3000${page.path}"/>`,
      );
      expect(html).toContain('<meta property="og:image"');
      expect(html).toContain('"@type":"Organization"');
    });

    test("renders without errors and passes axe with no serious or critical violation", async ({
      page: browserPage,
    }) => {
      const problems: string[] = [];
      browserPage.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      browserPage.on("pageerror", (error) => problems.push(error.message));
      await browserPage.goto(page.path);
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(page.heading);
      await expectAccessible(browserPage);
      expect(problems).toEqual([]);
    });
  });
}

test("a client-side navigation names the site's public address, not the one the browser used", async ({
  page,
}) => {
  // The server is reached at 127.0.0.1 and serves PUBLIC_URL http://localhost:3000.
  await page.goto("/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "http://localhost:3000/",
  );
  // Set on this document: still there after the navigation only if no page was loaded.
  await page.evaluate(() => Object.assign(window, { stayedOnThisDocument: true }));
  // The hero's link: visible on a phone too, where the header's links are in the menu.
  await page.locator('main a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "http://localhost:3000/about",
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    "http://localhost:3000/about",
  );
  expect(await page.evaluate(() => "stayedOnThisDocument" in window)).toBe(true);
});

test("each public page has its own title and description", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const page of publicPageList) {
    const html = await (await request.get(page.path)).text();
    titles.add(html.match(/<title>([^<]*)<\/title>/)![1]!);
    descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)![1]!);
  }
  expect(titles.size).toBe(publicPageList.length);
  expect(descriptions.size).toBe(publicPageList.length);
});

test.describe("home page", () => {
  test("has the hero, the three reasons, the solutions and the calls to action", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.locator("section").first();
    await expect(hero.locator("video")).toHaveAttribute("loop", "");
    await expect(hero.locator("video")).toHaveJSProperty("muted", true);
    await expect(hero.locator("video")).toHaveAttribute("poster", "/media/hero-poster.jpg");
    await expect(hero.getByRole("link", { name: /Services/ })).toHaveAttribute("href", "/services");
    await expect(hero.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    for (const card of ["33+ Years Experience", "Personal Approach", "Global Network"]) {
      await expect(page.getByRole("heading", { name: card, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Comprehensive Solutions" })).toBeVisible();
    for (const item of ["Engineering Solutions", "International Trade", "Reliable Partnerships"]) {
      await expect(page.getByRole("heading", { name: item, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: /View All Services/ })).toHaveAttribute(
      "href",
      "/services",
    );
    await expect(page.getByRole("heading", { name: "Ready to Start?" })).toBeVisible();
    const closing = page.locator("section").last();
    await expect(closing.locator('a[href="/contact"]')).toBeVisible();
    await expect(closing.locator('a[href="/about"]')).toBeVisible();
  });

  test("keeps the background video still for visitors who prefer reduced motion", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    awaitAppStartIn(context);
    const page = await context.newPage();
    await page.goto("/");
    const video = page.locator("video");
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await context.close();
  });

  test("lets a visitor pause the background video", async ({ page }) => {
    await page.goto("/");
    const pause = page.getByRole("button", { name: "Pause background video" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    expect(
      await page.locator("video").evaluate((element: HTMLVideoElement) => element.paused),
    ).toBe(true);
  });
});

test("about page shows the founding year, figures, values and mission", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText(`Est. ${site.foundedYear}`)).toBeVisible();
  for (const figure of ["33+", "100+", "25+", "A+"]) {
    await expect(
      page.getByRole("heading", { name: new RegExp(`^${figure.replace("+", "\\+")}`) }),
    ).toBeVisible();
  }
  for (const value of ["Personal Approach", "Trust & Reliability", "Excellence"]) {
    await expect(page.getByRole("heading", { name: value })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
});

test("services page shows both service groups, the process and the portal button", async ({
  page,
}) => {
  await page.goto("/services");
  const steps = page.locator("main ol").filter({ hasText: "Step 1" }).getByRole("heading");
  await expect(steps).toHaveText(["Analysis", "Planning", "Execution", "Success"]);
  for (const service of [
    "Engineering Consulting",
    "System Integration",
    "Project Management",
    "Market Entry",
    "Global Sourcing",
    "Trade Facilitation",
  ]) {
    await expect(page.getByRole("heading", { name: service })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Partner Portal Access" })).toHaveAttribute(
    "href",
    "/login",
  );
  await expect(page.locator("main").locator('a[href="/contact"]').first()).toBeVisible();
});

for (const [path, sections] of [
  ["/privacy-policy", 8],
  ["/terms-conditions", 12],
] as const) {
  test(`${path} has ${sections} sections and today's date as last updated`, async ({ page }) => {
    await page.goto(path);
    const today = formatLongDate(localDateKey(new Date()));
    await expect(page.locator("time")).toContainText(today);
    await expect(
      page.locator("article h2, main section h2").filter({ hasText: /^\d+\./ }),
    ).toHaveCount(sections);
    await expect(page.getByText(site.legalEmail).first()).toBeVisible();
    await expect(page.getByText(site.phone).first()).toBeVisible();
  });
}

test("terms state payment, disputes and governing law", async ({ page }) => {
  await page.goto("/terms-conditions");
  await expect(page.getByText(/net 30 days/).first()).toBeVisible();
  await expect(page.getByText(/within 30 days/).first()).toBeVisible();
  await expect(page.getByText(/Slovenia and the European Union/).first()).toBeVisible();
  await expect(page.getByText(/courts in Ljubljana/).first()).toBeVisible();
});
