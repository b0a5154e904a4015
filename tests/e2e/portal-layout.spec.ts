import { expectAccessible } from "./support/accessibility";
import { expect, test, type Page, type TestInfo } from "./support/test";
import { mainNavigation } from "../../core/texts/site-frame";
import { accountTexts } from "../../core/texts/account";
import { portalNavigation, portalTexts } from "../../core/texts/portal";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { expectFooterEssentials } from "./support/footer";

// The portal as an application under the site's header: on the header's own grid, a compact
// page header (at most 200 px at 390×844 and at 1440×900) with the content straight after it
// and the view's one primary action, one menu button on phones with the search on the page,
// card grids whose rows line up, and a compact footer.

const demo = demoAccounts({ ...process.env, DEMO: "1" })!;

const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";
const isPhoneSize = (page: Page) => page.viewportSize()!.width < 640;

/** The sizes the portal is drawn for: a 390×844 phone and a 1440×900 desktop. */
async function useReferenceSize(page: Page, testInfo: TestInfo) {
  await page.setViewportSize(
    isPhone(testInfo) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  );
}

test.beforeEach(async ({ page }, testInfo) => {
  const response = await page.request.post("/api/auth/login", {
    data: { email: demo.partner.email, password: demo.partner.password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  await useReferenceSize(page, testInfo);
});

const pageHeader = (page: Page) => page.getByTestId("portal-page-header");
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/i });

test("every portal page opens with a page header at most 200 px tall, and its content right after", async ({
  page,
}) => {
  for (const item of portalNavigation) {
    await page.goto(item.to);
    const header = pageHeader(page);
    await expect(header.getByRole("heading", { level: 1 })).toBeVisible();
    const box = (await header.boundingBox())!;
    expect(box.height, `${item.to}: page header height`).toBeLessThanOrEqual(200);
    // Directly under the site's header: no banner or controls in between.
    const siteHeader = (await page.getByRole("banner").boundingBox())!;
    expect(box.y, `${item.to}: page header top`).toBeLessThanOrEqual(
      siteHeader.y + siteHeader.height + 1,
    );
    // Breadcrumbs, the title, one line about the page and the page's main action.
    await expect(header.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    await expect(header.getByRole("link").last()).toBeVisible();
    const action = (await header.getByRole("link").last().boundingBox())!;
    expect(action.y + action.height).toBeLessThanOrEqual(box.y + box.height);
    // The content starts at once: its first section right under the header, its first
    // heading within the first screen.
    const section = (await page.locator("main section").first().boundingBox())!;
    expect(section.y - (box.y + box.height), `${item.to}: gap before content`).toBeLessThan(32);
    const heading = (await page.locator("main h2").first().boundingBox())!;
    expect(heading.y + heading.height, `${item.to}: first heading`).toBeLessThanOrEqual(
      page.viewportSize()!.height,
    );
  }
});

test("phones have one menu button, holding the site's links and the portal's sections", async ({
  page,
}, testInfo) => {
  test.skip(!isPhone(testInfo), "phones only: wide screens show the side menu");
  await page.goto(portalNavigation[3]!.to);
  await expect(pageHeader(page).getByRole("heading", { level: 1 })).toHaveText(
    portalNavigation[3]!.label,
  );
  // One button for the whole page; the search is on the page, in its header, with the menu
  // closed, and nothing of the portal stands between the site's header and the page's.
  await expect(page.getByRole("button", { name: /menu/i })).toHaveCount(1);
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  const search = pageHeader(page).getByRole("searchbox", { name: portalTexts.search.label });
  await expect(search).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  // Beside the page's main action, both whole on the screen.
  for (const control of [search, pageHeader(page).getByRole("link").last()]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  const siteLinks = page.getByRole("navigation", { name: "Mobile" });
  for (const item of mainNavigation) {
    await expect(siteLinks.getByRole("link", { name: item.label, exact: true })).toBeVisible();
  }
  // The menu holds the portal's pages, not a second search.
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  const portal = page.getByRole("navigation", { name: portalTexts.navigationLabel });
  // The portal's pages, then the partner's own account.
  await expect(portal.getByRole("link")).toHaveText([
    ...portalNavigation.map((item) => item.label),
    accountTexts.navLabel,
  ]);
  await expect(portal.getByRole("link", { name: portalNavigation[3]!.label })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // All of it within the screen: the last portal link and the sign-out can be reached.
  for (const target of [
    portal.getByRole("link").last(),
    page.getByRole("button", { name: /Logout/ }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  }
  await expectAccessible(page, "phone menu open");

  // A portal page from the menu: it closes, and the page shows.
  await portal.getByRole("link", { name: "Case Studies" }).click();
  await expect(pageHeader(page).getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(portal).toBeHidden();
});

test("the portfolio is one catalogue whose columns line up; card grids line up: equal heights in a row, titles on one baseline", async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), "one card per row on a phone");
  await page.goto(portalNavigation[0]!.to);
  const portfolio = page.locator("section", {
    has: page.getByRole("heading", { name: "Product Portfolio", level: 2 }),
  });
  const products = portfolio.locator(":scope ul > li").filter({ has: page.locator("h3") });
  await expect(products).toHaveCount(8);
  const rows = await products.evaluateAll((items) =>
    items.map((row) => {
      const box = (selector: string) => row.querySelector(selector)!.getBoundingClientRect();
      const icon = box("span");
      return {
        top: Math.round(row.getBoundingClientRect().top),
        iconMiddle: icon.top + icon.height / 2,
        labelTop: box("p").top,
        titleBottom: box("h3").bottom,
        features: Math.round(box("ul").left),
        learnMore: Math.round(box("a").left),
      };
    }),
  );
  // One row per category, one under the other, in one panel.
  expect(new Set(rows.map((row) => row.top)).size).toBe(8);
  // The features and Learn More each in one column, from the first row to the last.
  expect(new Set(rows.map((row) => row.features)).size, "features in one column").toBe(1);
  expect(new Set(rows.map((row) => row.learnMore)).size, "Learn More in one column").toBe(1);
  for (const row of rows) {
    expect(row.learnMore).toBeGreaterThan(row.features);
    // The icon beside its category and title, centred on the two.
    expect(row.iconMiddle).toBeGreaterThan(row.labelTop);
    expect(row.iconMiddle).toBeLessThan(row.titleBottom);
  }

  // Feature and capability cards, two to a row beside the page's side panel: in each row the
  // titles start together, the cards are equally tall, and the texts start together.
  for (const item of [portalNavigation[1]!, portalNavigation[3]!]) {
    await page.goto(item.to);
    const features = page.locator("main ul > li").filter({ has: page.locator("h3") });
    await expect(features).toHaveCount(4);
    const boxes = await features.evaluateAll((items) =>
      items.map((card) => ({
        top: Math.round(card.getBoundingClientRect().top),
        height: Math.round(card.getBoundingClientRect().height),
        title: Math.round(card.querySelector("h3")!.getBoundingClientRect().top),
        text: Math.round(card.querySelector("p")!.getBoundingClientRect().top),
      })),
    );
    const byRow = new Map<number, typeof boxes>();
    for (const box of boxes) byRow.set(box.top, [...(byRow.get(box.top) ?? []), box]);
    expect(byRow.size, `${item.to}: rows`).toBe(2);
    for (const row of byRow.values()) {
      expect(row, `${item.to}: cards in a row`).toHaveLength(2);
      for (const key of ["height", "title", "text"] as const) {
        expect(new Set(row.map((box) => box[key])).size, `${item.to}: ${key}`).toBe(1);
      }
    }
  }
});

test("the portal's frame lines up with the site header at 1440 px", async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), "the side menu shows on wide screens only");
  await page.goto(portalNavigation[0]!.to);
  await expect(pageHeader(page).getByRole("heading", { level: 1 })).toBeVisible();
  const banner = page.getByRole("banner");
  const logo = (await banner.getByRole("link").first().boundingBox())!;
  const logout = (await banner.getByRole("button", { name: "Logout" }).boundingBox())!;
  const side = (await page
    .getByRole("navigation", { name: portalTexts.navigationLabel })
    .boundingBox())!;
  const header = (await pageHeader(page).boundingBox())!;
  // The side menu starts at the logo's edge; the content ends at the Logout button's.
  expect(Math.abs(side.x - logo.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(header.x + header.width - (logout.x + logout.width))).toBeLessThanOrEqual(1);
  // Nothing runs past the header's edges: the widest section of the page stays inside them.
  const widest = await page
    .locator("main section")
    .evaluateAll((sections) =>
      Math.max(...sections.map((section) => section.getBoundingClientRect().right)),
    );
  expect(widest).toBeLessThanOrEqual(logout.x + logout.width + 1);
});

test("each view has one primary action, the page header's; Logout is a quiet outline", async ({
  page,
}) => {
  for (const item of portalNavigation) {
    await page.goto(item.to);
    await expect(pageHeader(page).getByRole("heading", { level: 1 })).toBeVisible();
    // Amber marks the view's one primary action; no other filled button competes with it.
    const filled = await page
      .locator("main a:visible, main button:visible")
      .evaluateAll((controls) =>
        controls
          // Navigation marks its current entry with a tint: a place, not an action. A card's
          // own action may carry a light tint too (luminance near white's); a fill is darker.
          .filter((control) => {
            if (control.closest("nav")) return false;
            const [r, g, b, alpha = 1] = (
              getComputedStyle(control).backgroundColor.match(/[\d.]+/g) ?? []
            ).map(Number);
            if (alpha === 0) return false;
            const linear = (channel = 255) => {
              const c = channel / 255;
              return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            };
            const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
            return luminance < 0.8;
          })
          .map((control) => control.textContent?.trim() ?? ""),
      );
    const primary = await pageHeader(page).getByRole("link").last().textContent();
    expect(filled, item.to).toEqual([primary?.trim()]);
  }
  const logout = page.getByRole("banner").getByRole("button", { name: "Logout" }).first();
  await logout.scrollIntoViewIfNeeded().catch(() => {});
  const look = await page
    .getByRole("banner")
    .locator('[data-auth="in"]')
    .first()
    .evaluate((element) => ({
      background: getComputedStyle(element).backgroundColor,
      border: getComputedStyle(element).borderTopWidth,
    }));
  expect(["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"]).toContain(look.background);
  expect(look.border).toBe("1px");
});

test("the portal's footer is compact: the copyright, the legal pages, the e-mail and the city", async ({
  page,
}) => {
  await page.goto(portalNavigation[0]!.to);
  await expect(pageHeader(page).getByRole("heading", { level: 1 })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expectFooterEssentials(footer);
  // No second copy of the site's links under the application: the header carries them.
  await expect(footer.getByRole("navigation", { name: "Quick Links" })).toHaveCount(0);
  const height = (await footer.boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(isPhoneSize(page) ? 160 : 80);
  // (On a phone they are in its menu, closed here.)
  for (const item of mainNavigation) {
    await expect(page.getByRole("banner").locator(`a[href="${item.to}"]`).first()).toBeAttached();
  }
});
