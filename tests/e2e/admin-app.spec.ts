/**
 * The admin panel as an application (issue 11, items 1 and 5): its own frame on every view and
 * on Access Denied, users and sign-ins as cards on a phone, one search-as-you-type pattern with
 * the state in the URL, skeleton rows while loading, and readable browser names.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { activityTexts, inboxTexts } from "../../core/texts/admin-inbox-and-activity";
import { accountTexts } from "../../core/texts/account";
import { adminPanelText, userFormText, userManagementText } from "../../core/texts/admin-panel";
import { paths } from "../../core/paths";
import { site } from "../../core/site";
import { expectAccessible } from "./support/accessibility";
import { createAccounts, testAccountPassword, type TestAccount } from "./support/admin-accounts";

const password = testAccountPassword;
const longDomain = "longcompanyname-international-holdings.test";
const longCompany = "Kranjc Precision Engineering and International Holdings GmbH";
const phone = { width: 390, height: 844 };
const views = [
  {
    path: paths.adminDashboard,
    nav: adminPanelText.nav.users,
    heading: userManagementText.title,
    search: { label: userManagementText.search.label },
  },
  {
    path: paths.adminMessages,
    nav: adminPanelText.nav.messages,
    heading: inboxTexts.title,
    search: { label: inboxTexts.searchLabel },
  },
  {
    path: paths.adminActivity,
    nav: adminPanelText.nav.activity,
    heading: activityTexts.title,
    search: { label: activityTexts.userLabel },
  },
] as const;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const createAccount = (request: APIRequestContext, account: TestAccount) =>
  createAccounts(request, [account]);

/** Signs the page's context in; the sign-in is recorded with the context's user agent. */
async function signIn(page: Page, email: string, source: "admin-panel" | "partner-portal") {
  const response = await page.request.post("/api/auth/login", {
    data: { email, password, source },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const frameNavigation = (page: Page) =>
  page.getByRole("navigation", { name: adminPanelText.nav.label });

/** The panel's frame: its own header, no site navigation or footer. */
async function expectPanelFrame(page: Page, email: string, navigation = true) {
  const banner = page.getByRole("banner");
  await expect(banner).toHaveCount(1);
  await expect(banner.getByRole("link", { name: `${site.name} home` })).toHaveAttribute(
    "href",
    paths.home,
  );
  await expect(banner.getByRole("heading", { level: 1, name: adminPanelText.title })).toBeVisible();
  await expect(banner.getByText(adminPanelText.welcome(email))).toBeAttached();
  await expect(page.getByRole("button", { name: adminPanelText.logout })).toHaveCount(1);
  await expect(page.getByRole("button", { name: adminPanelText.logout })).toBeVisible();
  await expect(frameNavigation(page)).toHaveCount(navigation ? 1 : 0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("main")).toHaveCount(1);
}

/** axe while a list is still loading (the usual check waits for the page to settle first). */
async function expectAccessibleWhileLoading(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(serious.map((violation) => `${label} ${violation.id}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
    `no sideways scroll: ${what}`,
  ).toBe(true);
}

/**
 * The element's whole text is shown (nothing cut off), it lies inside the window, and no
 * scrolling box around it (a table's sideways-scrolling region) clips it.
 */
async function expectFullyInView(page: Page, locator: ReturnType<Page["locator"]>, what: string) {
  await expect(locator, what).toBeVisible();
  const cut = await locator.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut, `${what} is not cut off`).toBe(false);
  const clippedBy = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).overflowX === "visible") continue;
      const clip = ancestor.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
        return `${ancestor.tagName.toLowerCase()}.${ancestor.className}`;
      }
    }
    return null;
  });
  expect(clippedBy, `${what} is not clipped by a scrolling box`).toBeNull();
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(width);
}

test.describe("the admin panel's own frame", () => {
  test("each view's page as served, before any script runs: the panel's frame, the view's title and search field, no site header or footer", async ({
    browser,
  }) => {
    // What the browser paints first, before the scripts (and the profile and the list) arrive.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const view of views) {
        await page.goto(view.path);
        const banner = page.getByRole("banner");
        await expect(banner).toHaveCount(1);
        await expect(banner.getByRole("heading", { level: 1 })).toHaveText(adminPanelText.title);
        await expect(frameNavigation(page).getByRole("link", { name: view.nav })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(page.getByRole("heading", { level: 2 })).toHaveText(view.heading);
        await expect(page.getByText(view.search.label, { exact: true })).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
        await expect(page.getByRole("main")).toHaveCount(1);
      }
    } finally {
      await context.close();
    }
  });

  test("each view by URL, by its navigation, after reload and with back and forward: the compact header, no site header or footer, the skip link to main", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const email = `ana.zagar.${tag()}@${longDomain}`;
    await createAccount(request, { email, role: "admin", fullName: "Ana Žagar Čebašek" });
    await signIn(page, email, "admin-panel");
    const sizes =
      testInfo.project.name === "desktop"
        ? [
            { width: 1440, height: 900 },
            { width: 1280, height: 900 },
          ]
        : [phone];

    for (const size of sizes) {
      await page.setViewportSize(size);
      for (const view of views) {
        await page.goto(view.path);
        await expect(page.getByRole("heading", { name: view.heading, exact: true })).toBeVisible();
        await expectPanelFrame(page, email);
        // The panel's views, then the admin's own account (tests/e2e/account.spec.ts).
        await expect(frameNavigation(page).getByRole("link")).toHaveText([
          ...views.map((item) => item.nav),
          accountTexts.navLabel,
        ]);
        await expect(frameNavigation(page).getByRole("link", { name: view.nav })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expectFullyInView(
          page,
          page.getByRole("button", { name: adminPanelText.logout }),
          `Logout at ${size.width} px`,
        );
        await expectNoSidewaysScroll(page, `${view.path} at ${size.width} px`);
        if (size.width !== 1280) await expectAccessible(page, `${view.path} at ${size.width} px`);
      }
    }

    // The skip link leads into the panel's main landmark.
    await page.goto(paths.adminDashboard);
    await expect(page.getByRole("heading", { name: userManagementText.title })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    // By its navigation; reload; back and forward.
    await frameNavigation(page).getByRole("link", { name: adminPanelText.nav.messages }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page.getByRole("heading", { name: inboxTexts.title })).toBeVisible();
    await frameNavigation(page).getByRole("link", { name: adminPanelText.nav.activity }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole("heading", { name: activityTexts.title })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: activityTexts.title })).toBeVisible();
    await expectPanelFrame(page, email);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page.getByRole("heading", { name: inboxTexts.title })).toBeVisible();
    await page.goBack();
    // The skip link's #main entry, then the dashboard.
    await expect(page).toHaveURL(/\/admin\/dashboard(#main)?$/);
    await expect(page.getByRole("heading", { name: userManagementText.title })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { name: inboxTexts.title })).toBeVisible();
    await expectPanelFrame(page, email);

    // The logo leads to the site, in the site's own frame.
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${site.name} home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: inboxTexts.title })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    expect(problems).toEqual([]);
  });

  test("a partner's Access Denied is in the panel's frame; signed out, the panel leads to /admin in the site's frame", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `partner.${tag()}@example.org`;
    await createAccount(request, { email, company: longCompany });
    await signIn(page, email, "partner-portal");
    const sizes = testInfo.project.name === "desktop" ? [{ width: 1440, height: 900 }] : [phone];
    for (const size of sizes) {
      await page.setViewportSize(size);
      for (const view of views) {
        await page.goto(view.path);
        await expect(
          page.getByRole("heading", { name: adminPanelText.accessDenied.title }),
        ).toBeVisible();
        await expectPanelFrame(page, email, false);
        await expect(page.getByRole("table")).toHaveCount(0);
      }
      // The frame's backdrop reaches the window's foot: no white band under the notice.
      const main = await page.getByRole("main").boundingBox();
      expect(main!.y + main!.height).toBeGreaterThanOrEqual(size.height - 1);
      await expectNoSidewaysScroll(page, `Access Denied at ${size.width} px`);
      await expectAccessible(page, `Access Denied at ${size.width} px`);
    }

    await page.getByRole("button", { name: adminPanelText.logout }).click();
    await expect(page).toHaveURL(/\/admin$/);
    for (const view of views) {
      await page.goto(view.path);
      await expect(page).toHaveURL(/\/admin$/);
    }
    // The admin sign-in keeps the public site's frame.
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(frameNavigation(page)).toHaveCount(0);
  });
});

test.describe("the panel on a phone (390 × 844)", () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
  });

  test("each user is a card: the e-mail in full, role, and actions that say whose they are, all in view; many rows, long values, Slovenian letters", async ({
    page,
    request,
  }) => {
    const group = tag();
    const emails = Array.from(
      { length: 8 },
      (_, index) => `luka.kranjc.${index}.${group}@${longDomain}`,
    );
    await createAccounts(
      request,
      emails.map((email, index) => ({
        email,
        fullName: `Luka Kranjc Žužemberšek ${index}`,
        company: longCompany,
        role: index === 0 ? "admin" : "partner",
      })),
    );
    await signIn(page, emails[0]!, "admin-panel");
    await page.goto(paths.adminDashboard);
    await page.getByRole("searchbox", { name: userManagementText.search.label }).fill(group);
    await expect(page).toHaveURL(new RegExp(`search=${group}`));
    const rows = page.getByRole("row").filter({ hasText: group });
    await expect(rows).toHaveCount(emails.length);

    for (const email of emails) {
      const card = rows.filter({ hasText: email });
      await expectFullyInView(page, card.getByText(email, { exact: true }), email);
      await expect(card.getByText(longCompany)).toBeVisible();
      await expect(card.getByText(/Luka Kranjc Žužemberšek/)).toBeVisible();
      await expect(
        card.getByText(email === emails[0] ? userManagementText.roles.admin : "Partner", {
          exact: true,
        }),
      ).toBeVisible();
      const actions = [
        userManagementText.actions.edit(email),
        userManagementText.actions.resetPassword(email),
        ...(email === emails[0] ? [] : [userManagementText.actions.delete(email)]),
      ];
      for (const name of actions) {
        await expectFullyInView(page, card.getByRole("button", { name, exact: true }), name);
      }
      // An admin's card has no delete control.
      if (email === emails[0]) {
        await expect(
          card.getByRole("button", { name: userManagementText.actions.delete(email) }),
        ).toHaveCount(0);
      }
    }
    await expectNoSidewaysScroll(page, "users");
    await expectAccessible(page, "users as cards");

    // A card's action opens the dialog for that user.
    await page
      .getByRole("button", { name: userManagementText.actions.edit(emails[3]!), exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: userFormText.editTitle });
    await expect(dialog.getByRole("textbox", { name: userFormText.fields.email })).toHaveValue(
      emails[3]!,
    );
    await expectAccessible(page, "edit dialog on a phone");
    await dialog.getByRole("button", { name: userFormText.cancel }).click();
    await expect(dialog).toBeHidden();
  });

  test("each sign-in is a card: the e-mail in full and the browser by name", async ({
    page,
    request,
  }) => {
    const email = `luka.kranjc.${tag()}@${longDomain}`;
    await createAccount(request, { email, role: "admin", company: longCompany });
    await signIn(page, email, "admin-panel");
    await page.goto(`${paths.adminActivity}?user=${encodeURIComponent(email)}`);
    const table = page.getByRole("table", { name: activityTexts.signInsLabel });
    const card = table.getByRole("row").filter({ hasText: email });
    await expect(card).toHaveCount(1);
    await expectFullyInView(page, card.getByText(email, { exact: true }), "the sign-in's e-mail");
    await expect(card).toContainText(activityTexts.sources["admin-panel"]);
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const browser = card.getByTitle(userAgent);
    await expect(browser).toContainText(/ on /);
    await expectNoSidewaysScroll(page, "sign-ins");
    await expectAccessible(page, "sign-ins as cards");

    await page.getByRole("link", { name: activityTexts.audit }).click();
    const audit = page.getByRole("table", { name: activityTexts.auditLabel });
    await expect(audit.getByRole("row").first()).toBeVisible();
    await expectNoSidewaysScroll(page, "admin actions");
    await expectAccessible(page, "admin actions as cards");
  });
});

test("the activity names the browser readably, its raw user agent on hover", async ({
  page,
  request,
}, testInfo) => {
  const email = `browser.${tag()}@example.org`;
  await createAccount(request, { email, role: "admin" });
  await signIn(page, email, "admin-panel");
  await page.goto(`${paths.adminActivity}?user=${encodeURIComponent(email)}`);
  const row = page
    .getByRole("table", { name: activityTexts.signInsLabel })
    .getByRole("row")
    .filter({ hasText: email });
  const userAgent = await page.evaluate(() => navigator.userAgent);
  // Playwright's Desktop Chrome and Pixel 7 devices send these browsers' user agents.
  const expected = testInfo.project.name === "desktop" ? "Chrome on Windows" : "Chrome on Android";
  await expect(row.getByTitle(userAgent)).toHaveText(new RegExp(`${expected}$`));
  await expect(row).not.toContainText("Mozilla/5.0");
});

test.describe("one way to filter, skeleton rows while loading", () => {
  test("Users, Messages and Activity search as one types, the search in the URL: reload, back and forward keep it", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const group = tag();
    const email = `search.${group}@example.org`;
    await createAccount(request, { email, role: "admin", fullName: "Špela Čuk" });
    await signIn(page, email, "admin-panel");

    await page.goto(paths.adminDashboard);
    const users = page.getByRole("searchbox", { name: userManagementText.search.label });
    await users.pressSequentially("Špela", { delay: 40 });
    await expect(page).toHaveURL(/search=%C5%A0pela$/);
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
    await page.reload();
    await expect(users).toHaveValue("Špela");
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(users).toHaveValue("");
    await page.goForward();
    await expect(users).toHaveValue("Špela");

    await page.goto(paths.adminMessages);
    const messages = page.getByRole("searchbox", { name: inboxTexts.searchLabel });
    await messages.pressSequentially(`nobody-${group}`, { delay: 20 });
    await expect(page).toHaveURL(new RegExp(`search=nobody-${group}$`));
    await expect(page.getByText(inboxTexts.noMatch)).toBeVisible();
    await page.reload();
    await expect(messages).toHaveValue(`nobody-${group}`);
    await page.goBack();
    await expect(messages).toHaveValue("");

    await page.goto(paths.adminActivity);
    const activity = page.getByRole("searchbox", { name: activityTexts.userLabel });
    await activity.pressSequentially(email, { delay: 10 });
    await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(email)}$`));
    const rows = page
      .getByRole("table", { name: activityTexts.signInsLabel })
      .getByRole("row")
      .filter({ hasText: email });
    await expect(rows).toHaveCount(1);
    // Enter runs it at once.
    await activity.fill(`nobody-${group}`);
    await activity.press("Enter");
    await expect(page.getByText(activityTexts.emptySignIns)).toBeVisible();
    await page.goBack();
    await expect(activity).toHaveValue(email);
    await expect(rows).toHaveCount(1);
  });

  test("while a list loads: skeleton rows, and Loading users... / Loading... for assistive technology", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = `skeleton.${tag()}@example.org`;
    await createAccount(request, { email, role: "admin" });
    await signIn(page, email, "admin-panel");

    // Opened by URL while the panel asks who is signed in: no site header or footer, the
    // spec's Loading... in the main landmark.
    let releaseProfile: () => void = () => {};
    const heldProfile = new Promise<void>((resolve) => (releaseProfile = resolve));
    await page.route("**/api/me", async (route) => {
      await heldProfile;
      await route.continue();
    });
    await page.goto(paths.adminDashboard);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(adminPanelText.loading);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    releaseProfile();
    await expect(page.getByRole("heading", { name: userManagementText.title })).toBeVisible();
    await page.unroute("**/api/me");

    // The users' list answers slowly: skeleton rows, and the required text for screen readers.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/users?*", async (route) => {
      await held;
      await route.continue();
    });
    // Narrowed to this test's admin, whom other tests' users could push past the first page.
    await page.goto(`${paths.adminDashboard}?search=${encodeURIComponent(email)}`);
    await expect(page.locator("[data-skeleton]").first()).toBeVisible();
    const loadingUsers = page
      .getByRole("status")
      .filter({ hasText: userManagementText.loadingUsers });
    await expect(loadingUsers).toBeAttached();
    await expect(loadingUsers).not.toBeInViewport();
    await expectAccessibleWhileLoading(page, "users loading");
    release();
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    await page.unroute("**/api/admin/users?*");

    // Another view chosen: its skeleton while its list is on the way.
    let releaseMessages: () => void = () => {};
    const heldMessages = new Promise<void>((resolve) => (releaseMessages = resolve));
    await page.route("**/api/admin/messages*", async (route) => {
      await heldMessages;
      await route.continue();
    });
    await frameNavigation(page).getByRole("link", { name: adminPanelText.nav.messages }).click();
    await expect(page.locator("[data-skeleton]").first()).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: adminPanelText.loading }),
    ).toBeAttached();
    await expectAccessibleWhileLoading(page, "another view loading");
    releaseMessages();
    await expect(page.getByRole("heading", { name: inboxTexts.title })).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    await expectAccessible(page, "messages after loading");
  });
});
