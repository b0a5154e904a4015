import { appStartNotAwaited, expect, test, type Locator, type Page } from "./support/test";
import { paths } from "../../core/paths";
import { signedInLinks } from "../../core/texts/session";
import { sessionWarningTexts } from "../../core/texts/session-warning";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { expectAccessible } from "./support/accessibility";
import { waitForHydration } from "./support/hydration";
import { toasts } from "./support/toasts";

// The e2e server runs in demo mode with the default demo accounts (see global-setup.ts).
const demo = demoAccounts({ DEMO: "1" })!;

/** Phones at 390x844, desktops at 1440x900: the sizes the issue reports from. */
async function useReportedSize(page: Page, isMobile: boolean) {
  await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 });
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Signs the browser in through the API, as /login's own fetch does (a /login sign-in). */
async function signInByApi(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post("/api/auth/login", {
    data: { ...account, remember: false, source: "partner-portal" },
  });
  expect(response.status()).toBe(200);
}

/** The header's part that shows the links: the desktop bar, or the phone menu once opened. */
async function headerLinks(page: Page): Promise<Locator> {
  const header = page.getByRole("banner");
  if (!isPhone(page)) return header;
  const menu = header.getByRole("button", { name: "Open menu" });
  await menu.click();
  return header.locator("#mobile-menu");
}

const portalLink = (scope: Locator) =>
  scope.getByRole("link", { name: signedInLinks.partnerPortal, exact: true });
const adminLink = (scope: Locator) =>
  scope.getByRole("link", { name: signedInLinks.adminPanel, exact: true });

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of a toast once it has come to rest (it slides in). */
async function restingBox(toast: Locator): Promise<Box> {
  await expect(toast).toBeVisible();
  await toast.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  let previous = await toast.boundingBox();
  for (;;) {
    await toast.page().waitForTimeout(150);
    const box = await toast.boundingBox();
    if (box && previous && box.x === previous.x && box.y === previous.y) return box;
    previous = box;
  }
}

/**
 * No toast hides the control: on desktop the header's Partner Login / Logout, on phones the
 * whole header (logo and menu button); and the control is what a click there reaches.
 */
async function expectToastsClearOf(page: Page, control: Locator) {
  const count = await toasts(page).count();
  expect(count).toBeGreaterThan(0);
  const guarded = isPhone(page) ? page.getByRole("banner") : control;
  const guardedBox = (await guarded.boundingBox())!;
  for (let index = 0; index < count; index += 1) {
    const box = await restingBox(toasts(page).nth(index));
    expect(intersects(box, guardedBox), `toast ${JSON.stringify(box)}`).toBe(false);
  }
  const clickable = isPhone(page) ? page.getByRole("button", { name: "Open menu" }) : control;
  const target = (await clickable.boundingBox())!;
  const reached = await clickable.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return !!hit && (hit === element || element.contains(hit));
    },
    { x: target.x + target.width / 2, y: target.y + target.height / 2 },
  );
  expect(reached).toBe(true);
}

test.describe("toasts leave the header's controls uncovered", () => {
  test.beforeEach(async ({ page, isMobile }) => {
    await useReportedSize(page, isMobile);
    // The demo helper's one-time toast has been seen in this browser already.
    await page.addInitScript(() => localStorage.setItem("pwUpdatedV1", "1"));
  });

  test("signed in: Login Successful keeps Logout (phones: the header) clear and clickable", async ({
    page,
  }) => {
    await page.goto(paths.login);
    await page.getByRole("textbox", { name: "Email" }).fill(demo.partner.email);
    await page.getByLabel("Password", { exact: true }).fill(demo.partner.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/partner-portal$/);
    await expect(toasts(page).filter({ hasText: "Login Successful" })).toBeVisible();
    const logout = page
      .getByRole("banner")
      .getByRole("button", { name: "Logout" })
      .filter({ visible: true });
    await expectToastsClearOf(page, isPhone(page) ? page.getByRole("banner") : logout);
  });

  test("signed out: Logged Out keeps Partner Login (phones: the header) clear and clickable", async ({
    page,
  }) => {
    await signInByApi(page, demo.partner);
    await page.goto(paths.about);
    await waitForHydration(page);
    const scope = await headerLinks(page);
    await scope.getByRole("button", { name: "Logout" }).click();
    await expect(toasts(page).filter({ hasText: "Logged Out" })).toBeVisible();
    const partnerLogin = page
      .getByRole("banner")
      .getByRole("link", { name: "Partner Login" })
      .filter({ visible: true });
    await expectToastsClearOf(page, isPhone(page) ? page.getByRole("banner") : partnerLogin);
  });
});

test.describe("the header's way back in when signed in", () => {
  test.beforeEach(async ({ page, isMobile }) => {
    await useReportedSize(page, isMobile);
  });

  test("signed out: neither Partner Portal nor Admin Panel, in the HTML's first paint either", async ({
    page,
  }) => {
    await page.goto(paths.home);
    await waitForHydration(page);
    const scope = await headerLinks(page);
    await expect(portalLink(scope)).toBeHidden();
    await expect(adminLink(scope)).toBeHidden();
    // The links are in the pre-rendered HTML, hidden by CSS alone: nothing to flash.
    await expect(
      page.getByRole("banner").locator(`a[href="${paths.partnerPortal}"]`),
    ).not.toHaveCount(0);
    await expectAccessible(page, "signed-out header");
  });

  test("a partner: Partner Portal (not Admin Panel), by URL, reload and click; gone after Logout", async ({
    page,
  }) => {
    await signInByApi(page, demo.partner);
    await page.goto(paths.services);
    await waitForHydration(page);
    let scope = await headerLinks(page);
    await expect(portalLink(scope)).toBeVisible();
    await expect(adminLink(scope)).toBeHidden();
    await expectAccessible(page, "partner header");

    await page.reload();
    await waitForHydration(page);
    scope = await headerLinks(page);
    await portalLink(scope).click();
    await expect(page).toHaveURL(/\/partner-portal$/);

    await page.goto(paths.partnerPortal);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    scope = await headerLinks(page);
    await expect(portalLink(scope)).toBeVisible();
    await expect(adminLink(scope)).toBeHidden();

    await scope.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("data-session", "out");
    scope = isPhone(page) ? await headerLinks(page) : page.getByRole("banner");
    await expect(portalLink(scope)).toBeHidden();
    await expect(adminLink(scope)).toBeHidden();
    await expect(scope.getByRole("link", { name: "Partner Login" })).toBeVisible();
  });

  test("an admin: Partner Portal and Admin Panel; Admin Panel opens the dashboard", async ({
    page,
  }) => {
    await signInByApi(page, demo.admin);
    await page.goto(paths.contact);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-role", "admin");
    let scope = await headerLinks(page);
    await expect(portalLink(scope)).toBeVisible();
    await expect(adminLink(scope)).toBeVisible();
    await expectAccessible(page, "admin header");

    await page.reload();
    await waitForHydration(page);
    scope = await headerLinks(page);
    await adminLink(scope).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Admin Panel", level: 1 })).toBeVisible();
  });

  test("at tablet widths a signed-in admin's header uses the menu, with nothing cut off", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "a desktop browser at tablet widths");
    test.setTimeout(90_000);
    await signInByApi(page, demo.admin);
    for (const width of [768, 900, 1023]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.about);
      await waitForHydration(page);
      const header = page.getByRole("banner");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
      await header.getByRole("button", { name: "Open menu" }).click();
      const menu = header.locator("#mobile-menu");
      await expect(portalLink(menu)).toBeVisible();
      await expect(adminLink(menu)).toBeVisible();
      await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "About Us" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      if (width === 768) await expectAccessible(page, "menu at 768px");
    }
    // From 1024 px the wide header holds everything again.
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(page.getByRole("button", { name: "Close menu" })).toBeHidden();
    await expect(adminLink(page.getByRole("banner"))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
  });

  test("on wide screens the main navigation stays in the page's centre, signed out and in", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the wide header");
    const navigationCentre = async () => {
      const box = (await page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main" })
        .boundingBox())!;
      return box.x + box.width / 2;
    };
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.about);
      expect(
        Math.abs((await navigationCentre()) - width / 2),
        `signed out at ${width}`,
      ).toBeLessThan(1);
    }
    // An admin's header has the most beside the navigation: Partner Portal, Admin Panel, Logout.
    // At 1024 px they take more than half of the rest, and the navigation gives way (17 px).
    await signInByApi(page, demo.admin);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.about);
      await expect(adminLink(page.getByRole("banner"))).toBeVisible();
      expect(Math.abs((await navigationCentre()) - width / 2), `an admin at ${width}`).toBeLessThan(
        1,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });

  test("before any script runs, the head script and CSS already show the signed-in links", async ({
    page,
  }) => {
    await signInByApi(page, demo.admin);
    // No script file runs, so the app never starts: the pages are not waited for.
    appStartNotAwaited(page);
    await page.route("**/*.js", (route) => route.abort());
    await page.goto(paths.about);
    await expect(page.locator("html")).toHaveAttribute("data-session", "in");
    await expect(page.locator("html")).toHaveAttribute("data-role", "admin");
    if (!isPhone(page)) {
      const header = page.getByRole("banner");
      await expect(portalLink(header)).toBeVisible();
      await expect(adminLink(header)).toBeVisible();
      await expect(header.getByRole("link", { name: "Partner Login" })).toBeHidden();
    }
    // A partner's cookie: Partner Portal only.
    await page.context().clearCookies();
    await signInByApi(page, demo.partner);
    await page.goto(paths.about);
    await expect(page.locator("html")).not.toHaveAttribute("data-role", "admin");
    if (!isPhone(page)) {
      await expect(portalLink(page.getByRole("banner"))).toBeVisible();
      await expect(adminLink(page.getByRole("banner"))).toBeHidden();
    }
  });
});

test("Stay signed in in the 25-minute warning keeps the session past the first 30 idle minutes", async ({
  page,
  isMobile,
}) => {
  await useReportedSize(page, isMobile);
  await page.addInitScript(() => localStorage.setItem("pwUpdatedV1", "1"));
  await page.clock.install();
  await page.goto(paths.login);
  await page.getByRole("textbox", { name: "Email" }).fill(demo.partner.email);
  await page.getByLabel("Password", { exact: true }).fill(demo.partner.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/partner-portal$/);

  await page.clock.fastForward("25:00");
  // The warning shows on the page itself, not as a toast.
  const warning = page.getByRole("alertdialog", { name: "Session Expiring Soon" });
  await expect(warning).toContainText(
    "Your session will expire in 5 minutes. Please refresh the page to continue.",
  );
  const stay = warning.getByRole("button", { name: sessionWarningTexts.staySignedIn });
  await expect(stay).toBeVisible();
  await expectAccessible(page, "session warning");

  const refreshed = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/auth/refresh") &&
      (response.request().postDataJSON() as { idleMs?: number }).idleMs === 0,
  );
  await stay.click();
  expect((await refreshed).status()).toBe(200);
  await expect(warning).toHaveCount(0);

  // 31 minutes after the last activity before the warning: still signed in, in the page and
  // on the server.
  await page.clock.fastForward("06:00");
  await expect(toasts(page).filter({ hasText: "Session Expired" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/partner-portal$/);
  expect((await page.request.get("/api/me")).status()).toBe(200);
  // The next idle stretch is counted from Stay signed in: warned again at its 25th minute.
  await page.clock.fastForward("19:30");
  await expect(warning).toHaveCount(1);
});
