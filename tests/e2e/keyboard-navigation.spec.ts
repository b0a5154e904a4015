import { expect, test, type Page } from "./support/test";
import { paths } from "../../core/paths";
import { userManagementText } from "../../core/texts/admin-panel";
import { portalNavigation, portalTexts } from "../../core/texts/portal";
import { homeContent } from "../../core/content/home";
import { aboutContent } from "../../core/content/about";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { expectAccessible } from "./support/accessibility";
import { describeFocus, tabTo } from "./support/keyboard";
import { waitForHydration } from "./support/hydration";

// Issue 13, items 4 and 5, by keyboard alone (Tab, Shift+Tab, Enter, Escape; no clicks), with
// what has focus checked after every key: a page changed in the browser moves focus to its
// main heading, as a full page load would; the header's and the portal's menus close on
// Escape (focus back on their button) and when Tab leaves them.

const demo = demoAccounts({ ...process.env, DEMO: "1" })!;

// The sizes the issue reports from: 1280 × 800 on the desktop project, 390 × 844 on phones.
test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 }),
});

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

const heading = (page: Page, name: string, level = 1) =>
  page.getByRole("heading", { level, name, exact: true });

const pageTitle = (item: { to: string; label: string }) =>
  item.to === paths.partnerPortal ? "Welcome to the Partner Portal" : item.label;

async function signInByApi(page: Page) {
  const response = await page.request.post("/api/auth/login", {
    data: { email: demo.partner.email, password: demo.partner.password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeEach(async ({ page }) => {
  // The demo helper's one-time toast has been seen in this browser already.
  await page.addInitScript(() => localStorage.setItem("pwUpdatedV1", "1"));
});

test.describe("a page change moves focus to the new page's main heading", () => {
  test("signing in on /login lands on the portal's heading; a fresh load leaves focus alone", async ({
    page,
  }) => {
    await page.goto(paths.login);
    await waitForHydration(page);
    // A full page load keeps the browser's own start.
    expect(await describeFocus(page)).toBe("<body>");
    const email = page.getByRole("textbox", { name: "Email" });
    await tabTo(page, email);
    await page.keyboard.type(demo.partner.email);
    const password = page.getByLabel("Password", { exact: true });
    await page.keyboard.press("Tab");
    await expect(password).toBeFocused();
    await page.keyboard.type(demo.partner.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner-portal$/);
    await expect(heading(page, "Welcome to the Partner Portal")).toBeFocused();
    await expectAccessible(page, "portal after sign-in");
  });

  test("signing in on /admin lands on the panel's view heading", async ({ page }) => {
    await page.goto(paths.admin);
    await waitForHydration(page);
    await tabTo(page, page.getByRole("textbox", { name: "Email" }));
    await page.keyboard.type(demo.admin.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(demo.admin.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(heading(page, userManagementText.title, 2)).toBeFocused();
  });

  test("every portal link, Back to Partner Portal, a header link and Logout", async ({ page }) => {
    test.slow();
    await signInByApi(page);
    await page.goto(paths.partnerPortal);
    await waitForHydration(page);
    // The portal is drawn from its data once that has loaded.
    await expect(heading(page, "Welcome to the Partner Portal")).toBeVisible();
    expect(await describeFocus(page)).toBe("<body>");
    // On a phone the portal's pages are in the header's one menu, after the site's links.
    const nav = page
      .getByRole("navigation", { name: portalTexts.navigationLabel })
      .filter({ visible: true });
    // Named Open menu or Close menu as it stands.
    const menuButton = page.getByRole("banner").locator('button[aria-controls="mobile-menu"]');

    // Each page of the menu in turn, then back to the overview from the menu.
    // (From the page's start forward the first time, then from each heading back up.)
    const order = [...portalNavigation.slice(1), portalNavigation[0]!];
    for (const [index, item] of order.entries()) {
      const link = nav.getByRole("link", { name: item.label, exact: true });
      const back = index > 0;
      if (phone(page)) {
        // Up to the menu's button; Enter opens the list.
        await tabTo(page, menuButton, { back });
        await page.keyboard.press("Enter");
        await expect(nav).toBeVisible();
        await expect(menuButton).toBeFocused();
        await tabTo(page, link);
      } else {
        await tabTo(page, link, { back });
      }
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${item.to}$`));
      await expect(heading(page, pageTitle(item))).toBeFocused();
    }

    // A sub-page, then Back to Partner Portal.
    const software = portalNavigation.find((item) => item.label === "Software & IT")!;
    if (phone(page)) {
      await tabTo(page, menuButton, { back: true });
      await page.keyboard.press("Enter");
      await tabTo(page, nav.getByRole("link", { name: software.label }));
    } else {
      await tabTo(page, nav.getByRole("link", { name: software.label }), { back: true });
    }
    await page.keyboard.press("Enter");
    await expect(heading(page, software.label)).toBeFocused();
    // Back to Partner Portal, below the page's content.
    await tabTo(page, page.getByRole("link", { name: "Back to Partner Portal" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partner-portal$/);
    await expect(heading(page, "Welcome to the Partner Portal")).toBeFocused();

    // A header link (About Us), then Logout, which goes home.
    const header = page.getByRole("banner");
    if (phone(page)) {
      const open = header.getByRole("button", { name: "Open menu" });
      await tabTo(page, open, { back: true });
      await page.keyboard.press("Enter");
      await tabTo(page, header.locator("#mobile-menu").getByRole("link", { name: "About Us" }));
    } else {
      await tabTo(page, header.getByRole("link", { name: "About Us" }), { back: true });
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(heading(page, aboutContent.hero.title)).toBeFocused();

    const logout = phone(page)
      ? header.locator("#mobile-menu").getByRole("button", { name: "Logout" })
      : header.getByRole("button", { name: "Logout" }).filter({ visible: true });
    if (phone(page)) {
      await tabTo(page, header.getByRole("button", { name: "Open menu" }), { back: true });
      await page.keyboard.press("Enter");
      await tabTo(page, logout);
    } else {
      await tabTo(page, logout, { back: true });
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(heading(page, homeContent.hero.title)).toBeFocused();
    await expectAccessible(page, "home after logout");
  });

  test("a hash link within a page leaves focus to the browser", async ({ page }) => {
    await page.goto(paths.about);
    await waitForHydration(page);
    const skip = page.getByRole("link", { name: "Skip to content" });
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(heading(page, aboutContent.hero.title)).not.toBeFocused();
  });
});

test.describe("the menus behind a button", () => {
  // The header's menu serves phones, and signed-in visitors from 768 to 1023 px; the portal's
  // menu serves everything below 1024 px. Desktops try both at 900 px, signed in.
  test.beforeEach(async ({ page }) => {
    if (!phone(page)) {
      await page.setViewportSize({ width: 900, height: 800 });
      await signInByApi(page);
    }
  });

  test("the header's menu: Escape anywhere in it gives focus back to its button; Tab out closes it", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    await waitForHydration(page);
    const header = page.getByRole("banner");
    const open = header.getByRole("button", { name: "Open menu" });
    const menu = header.locator("#mobile-menu");
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const close = header.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();

    // Escape on a link deep in the menu.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    // Space opens it again; Tab past its last control closes it, and the control that then has
    // focus is not under the header.
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await expect(close).toBeFocused();
    const last = menu
      .getByRole("button", { name: "Logout" })
      .or(menu.getByRole("link", { name: "Partner Login" }));
    await tabTo(page, last.filter({ visible: true }));
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
    expect(await describeFocus(page)).not.toBe("<body>");
    const focusedBox = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom };
    });
    const headerBox = (await header.boundingBox())!;
    expect(focusedBox.top).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

    // Shift+Tab out of it, past its button, closes it too.
    await tabTo(page, open, { back: true });
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(header.getByRole("link", { name: /home$/ })).toBeFocused();
    await expect(menu).toBeHidden();

    // Down to the contact form's Company and Subject fields: the menu is closed over them.
    await tabTo(page, open);
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const company = page.getByRole("textbox", { name: /^Company/ });
    await tabTo(page, company);
    await expect(menu).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: /^Subject/ })).toBeFocused();
    await expect(menu).toBeHidden();
    await expectAccessible(page, "header menu closed");
  });
});
