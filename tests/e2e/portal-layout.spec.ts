import { expectAccessible } from "./support/accessibility";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { mainNavigation } from "../../core/paths";
import { portalNavigation, portalTexts } from "../../core/texts/portal";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";

// The portal as an application under the site's header: a compact page header (at most
// 200 px at 390×844 and at 1440×900) with the content straight after it, one menu button on
// phones, and card grids whose rows line up.

const demo = demoAccounts({ ...process.env, DEMO: "1" })!;

const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

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
  // One button for the whole page, and no portal controls before the content.
  await expect(page.getByRole("button", { name: /menu/i })).toHaveCount(1);
  await expect(page.getByRole("searchbox")).toHaveCount(0);

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  const siteLinks = page.getByRole("navigation", { name: "Mobile" });
  for (const item of mainNavigation) {
    await expect(siteLinks.getByRole("link", { name: item.label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("searchbox", { name: portalTexts.search.label })).toBeVisible();
  const portal = page.getByRole("navigation", { name: portalTexts.navigationLabel });
  await expect(portal.getByRole("link")).toHaveText(portalNavigation.map((item) => item.label));
  await expect(portal.getByRole("link", { name: portalNavigation[3]!.label })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // All of it within the screen: the last portal page and the sign-out can be reached.
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

test("card grids line up: equal heights in a row, icon and label on one line, titles on one baseline", async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), "one card per row on a phone");
  await page.goto(portalNavigation[0]!.to);
  const portfolio = page.locator("section", {
    has: page.getByRole("heading", { name: "Product Portfolio", level: 2 }),
  });
  const cards = portfolio.locator(":scope ul > li").filter({ has: page.locator("h3") });
  await expect(cards).toHaveCount(8);
  const rows = new Map<number, { height: number; title: number; icon: number; label: number }[]>();
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    const title = (await card.locator("h3").boundingBox())!;
    const icon = (await card.locator("span").first().boundingBox())!;
    const label = (await card.locator("p").first().boundingBox())!;
    const row = Math.round(box.y);
    rows.set(row, [
      ...(rows.get(row) ?? []),
      {
        height: Math.round(box.height),
        title: Math.round(title.y),
        icon: Math.round(icon.y + icon.height / 2),
        label: Math.round(label.y + label.height / 2),
      },
    ]);
  }
  expect(rows.size).toBe(2);
  for (const row of rows.values()) {
    expect(row).toHaveLength(4);
    expect(new Set(row.map((card) => card.height)).size, "equal heights").toBe(1);
    expect(new Set(row.map((card) => card.title)).size, "titles on one line").toBe(1);
    for (const card of row) expect(Math.abs(card.icon - card.label)).toBeLessThanOrEqual(1);
  }

  // Feature cards: the icon and the title share their first line, in every card of a row.
  await page.goto(portalNavigation[1]!.to);
  const features = page.locator("main ul > li").filter({ has: page.locator("h3") });
  await expect(features).toHaveCount(4);
  const titles = await features
    .locator("h3")
    .evaluateAll((headings) =>
      headings.map((heading) => Math.round(heading.getBoundingClientRect().top)),
    );
  expect(titles).toHaveLength(4);
  expect(new Set(titles).size).toBe(1);
  const heights = await features.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().height)),
  );
  expect(new Set(heights).size).toBe(1);
});
