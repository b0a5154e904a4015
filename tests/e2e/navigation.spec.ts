import { expectAccessible } from "./support/accessibility";
import { expect, test, type Page } from "./support/test";
import { holdScripts, waitForHydration } from "./support/hydration";
import { publicPageList } from "./support/pages";
import { expectFooterEssentials } from "./support/footer";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function openMenuIfPhone(page: Page) {
  if (!isPhone(page)) return page.getByRole("navigation", { name: "Main" });
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("navigation", { name: "Mobile" });
}

test("the header marks the current page and moves between pages", async ({ page }) => {
  await page.goto("/");
  let nav = await openMenuIfPhone(page);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "About Us" })).not.toHaveAttribute("aria-current");

  await nav.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  nav = await openMenuIfPhone(page);
  await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
});

/** The header links marked as the current page in a piece of HTML, by their href. */
function currentLinks(headerHtml: string): string[] {
  return [...headerHtml.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('aria-current="page"'))
    .map((tag) => tag.match(/href="([^"]*)"/)?.[1] ?? "");
}

for (const { path, nav } of publicPageList) {
  test(`opened by URL, ${path} marks its own header link as the current page`, async ({
    page,
    request,
  }) => {
    const expected = nav ? [path, path] : [];
    // Before any script: the pre-rendered HTML (desktop and mobile navigation).
    const html = await (await request.get(path)).text();
    const header = html.match(/<header\b[\s\S]*?<\/header>/)?.[0] ?? "";
    expect(header).not.toBe("");
    expect.soft(currentLinks(header)).toEqual(expected);

    // After the scripts have taken over the page.
    await page.goto(path);
    await waitForHydration(page);
    const marked = page.getByRole("banner").locator('a[aria-current="page"]');
    await expect(marked).toHaveCount(expected.length);
    for (const link of await marked.all()) await expect(link).toHaveAttribute("href", path);
    if (nav && !isPhone(page)) {
      const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: nav });
      await expect(link).toHaveClass(/bg-brand-50/);
    }
  });
}

test("Partner Login leads to /login", async ({ page }) => {
  await page.goto("/about");
  if (isPhone(page)) await page.getByRole("button", { name: "Open menu" }).click();
  const login = page
    .getByRole("banner")
    .getByRole("link", { name: "Partner Login" })
    .filter({ visible: true });
  await expect(login).toHaveAttribute("href", "/login");
});

test("the mobile menu opens, closes, closes on a link and works by keyboard", async ({ page }) => {
  test.skip(!isPhone(page), "the toggle exists on small screens only");
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

  await toggle.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await close.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

  // Keyboard: focus the toggle, open with Enter, close with Escape.
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("the skip link moves keyboard focus to the main content", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("the footer has quick links, legal links, the e-mail, the city and this year", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link")).toHaveText([
    "About Us",
    "Services",
    "Contact",
    "Partner Portal",
  ]);
  await expect(quick.getByRole("link", { name: "Partner Portal" })).toHaveAttribute(
    "href",
    "/login",
  );
  await expectFooterEssentials(footer);
});

test("a new page starts at the top", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a visitor who scrolls before the scripts start stays where they scrolled", async ({
  page,
}) => {
  // Hold the scripts back, as a slow connection would, while the visitor reads and scrolls.
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "commit" });
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 900));
  expect(await page.evaluate(() => window.scrollY)).toBe(900);

  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});

test("back and forward return to where the visitor was on each page", async ({ page }) => {
  // The header stays in view, so following its links does not scroll the page first.
  const follow = async (name: string) => {
    const nav = await openMenuIfPhone(page);
    await nav.getByRole("link", { name }).click();
  };
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1100));
  await follow("Services");
  await expect(page).toHaveURL(/\/services$/);
  // A new page starts at the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 700));

  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1100);

  await page.goForward();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);

  // Following a link again is a new visit: the top of the page.
  await follow("About Us");
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a reloaded page keeps its place", async ({ page }) => {
  await page.goto("/services");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 800));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(800);
  await waitForHydration(page);
  expect(Math.round(await page.evaluate(() => window.scrollY))).toBe(800);
});

test("an unknown path shows the not-found page with status 404 and logs the path", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the open mobile menu passes axe", async ({ page }) => {
  test.skip(!isPhone(page), "the toggle exists on small screens only");
  await page.goto("/contact");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectAccessible(page);
});
