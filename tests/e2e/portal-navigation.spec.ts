import { expectAccessible } from "./support/accessibility";
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "./support/test";
import { paths, portalPagePath } from "../../core/paths";
import { site } from "../../core/site";
import { portalNavigation, portalTexts } from "../../core/texts/portal";
import type { PortalWelcome } from "../../core/schemas/portal";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { smartCardPage } from "../../server/content/portal/smart-card";

// The partner portal as a workspace (issue 11, item 3): its navigation (a side menu on wide
// screens; on phones, in the site header's one menu), breadcrumbs, the search that answers as
// one types (in the side menu; on phones, in each page's header, no menu to open), the welcome
// with the sign-in before this one, and pages that print on A4.

const demo = demoAccounts({ ...process.env, DEMO: "1" })!;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * A partner of this test's own, made by the demo admin through the API, so its sign-ins are
 * the test's alone.
 */
async function createPartner(request: APIRequestContext) {
  const admin = await request.post("/api/auth/login", {
    data: { email: demo.admin.email, password: demo.admin.password, remember: false },
  });
  expect(admin.status(), await admin.text()).toBe(200);
  const partner = {
    email: `workspace-${unique()}@example.com`,
    password: `Ws${unique()}9`,
    fullName: "Maja Župančič",
    company: "Župančič Precision Engineering and International Holdings d.o.o.",
  };
  const created = await request.post("/api/admin/users", { data: { ...partner, role: "partner" } });
  expect(created.status(), await created.text()).toBe(201);
  await request.post("/api/auth/logout", { data: {} });
  return partner;
}

async function signIn(
  page: Page,
  account: { email: string; password: string } = demo.partner,
  headers: Record<string, string> = {},
) {
  const response = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password, remember: false },
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

const breadcrumbs = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });
/** The page's one menu button on phones: the site header's. */
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/i });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: portalTexts.search.label });

/** On phones, opens the site's menu (which holds the portal's pages) if closed. */
async function openPhoneMenu(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return;
  if ((await menuButton(page).getAttribute("aria-expanded")) !== "true") {
    await menuButton(page).click();
  }
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
}

/** The portal navigation the screen shows: the side menu, or on phones the opened menu. */
async function openNavigation(page: Page, testInfo: TestInfo): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: portalTexts.navigationLabel });
  if (isPhone(testInfo)) {
    await expect(nav).toBeHidden();
    await openPhoneMenu(page, testInfo);
  } else {
    await expect(menuButton(page)).toBeHidden();
  }
  await expect(nav).toBeVisible();
  return nav;
}

async function expectCurrent(page: Page, testInfo: TestInfo, label: string, title: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const crumbs = breadcrumbs(page).getByRole("listitem");
  const onOverview = label === portalTexts.overview;
  await expect(crumbs).toHaveText(onOverview ? ["Partner Portal"] : ["Partner Portal", label]);
  await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText(
    onOverview ? "Partner Portal" : label,
  );
  if (!onOverview) {
    await expect(breadcrumbs(page).getByRole("link", { name: "Partner Portal" })).toHaveAttribute(
      "href",
      paths.partnerPortal,
    );
  }
  const nav = await openNavigation(page, testInfo);
  await expect(nav.locator('[aria-current="page"]')).toHaveText(label);
  // The site header marks the area too: its first page, or a page inside it.
  const areaLink = page
    .getByRole("banner")
    .getByRole("link", { name: "Partner Portal", exact: true })
    .filter({ visible: true });
  await expect(areaLink).toHaveAttribute("aria-current", onOverview ? "page" : "true");
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: "Home", exact: true })
      .filter({ visible: true }),
  ).not.toHaveAttribute("aria-current");
  if (isPhone(testInfo)) {
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
  }
}

// Each page's banner heading is its menu entry, but for the overview's required welcome.
const pageTitle = (item: { to: string; label: string }) =>
  item.to === paths.partnerPortal ? "Welcome to the Partner Portal" : item.label;

test.describe("portal navigation and breadcrumbs", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const item of portalNavigation) {
    test(`${item.to}, opened by its URL, marks itself in the menu and the breadcrumbs`, async ({
      page,
    }, testInfo) => {
      await page.goto(item.to);
      await expectCurrent(page, testInfo, item.label, pageTitle(item));
    });
  }

  test("the menu lists the overview, the eight categories with government solutions, case studies, the partner's requests and account", async ({
    page,
  }, testInfo) => {
    await page.goto(portalPagePath("case-studies"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
    const nav = await openNavigation(page, testInfo);
    await expect(nav.getByRole("link")).toHaveText([
      "Overview",
      "Security Solutions",
      "Government Solutions",
      "Industrial Solutions",
      "Quality Control",
      "Software & IT",
      "Support Services",
      "Manufacturing",
      "Green Technology",
      "Case Studies",
      "My Requests",
      "Account",
    ]);
    // The required way back (docs/rules.md#pages-and-routes) stays on every sub-page.
    await expect(page.getByRole("link", { name: "Back to Partner Portal" })).toHaveAttribute(
      "href",
      paths.partnerPortal,
    );
    await expectAccessible(page, isPhone(testInfo) ? "menu open" : "side menu");
  });

  test("reached by clicks in the menu, kept on reload, and back and forward", async ({
    page,
  }, testInfo) => {
    await page.goto(paths.partnerPortal);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Welcome to the Partner Portal",
    );

    let nav = await openNavigation(page, testInfo);
    await nav.getByRole("link", { name: "Manufacturing", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${portalPagePath("precision-manufacturing")}$`));
    // Following a link closes the phone menu.
    if (isPhone(testInfo)) {
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();
    }
    await expectCurrent(page, testInfo, "Manufacturing", "Manufacturing");

    nav = await openNavigation(page, testInfo);
    await nav.getByRole("link", { name: "Case Studies" }).click();
    await expectCurrent(page, testInfo, "Case Studies", "Case Studies");

    await page.reload();
    await expectCurrent(page, testInfo, "Case Studies", "Case Studies");

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${portalPagePath("precision-manufacturing")}$`));
    await expectCurrent(page, testInfo, "Manufacturing", "Manufacturing");
    await page.goForward();
    await expectCurrent(page, testInfo, "Case Studies", "Case Studies");

    await breadcrumbs(page).getByRole("link", { name: "Partner Portal" }).click();
    await expectCurrent(page, testInfo, "Overview", "Welcome to the Partner Portal");
  });

  test("the phone menu opens and closes by its button and on Escape, giving focus back", async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), "phones only: wide screens show the side menu");
    await page.goto(portalPagePath("software-solutions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Software & IT");
    const nav = page.getByRole("navigation", { name: portalTexts.navigationLabel });
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await menuButton(page).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Software & IT" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("link", { name: "Overview" }).focus();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).click();
    await expect(nav).toBeVisible();
    // Tab past the portal's last link leaves the menu (to the sign-out, still in it), and
    // on out of it closes it.
    await nav.getByRole("link", { name: "Account" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await menuButton(page).click();
    await expect(nav).toBeVisible();
    await menuButton(page).click();
    await expect(nav).toBeHidden();
  });
});

test.describe("portal search", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("answers as one types, with links to the right page and the matching field", async ({
    page,
  }, testInfo) => {
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/portal/search") searches.push(url.searchParams.get("q") ?? "");
    });
    await page.goto(portalPagePath("service-support"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support Services");
    // Wide screens: in the side menu; phones: in the page's header, with the menu closed.
    await expect(searchBox(page)).toBeVisible();
    if (isPhone(testInfo)) {
      await expect(page.getByTestId("portal-page-header").getByRole("searchbox")).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    }

    // Typed key by key, no Enter: one request once the typing pauses, not one per key.
    await searchBox(page).pressSequentially("moldova", { delay: 40 });
    const status = page.getByRole("status").filter({ hasText: "for “moldova”" });
    await expect(status).toHaveText("1 result for “moldova”");
    await expect(status).toHaveAttribute("aria-live", "polite");
    // Debounced: fewer requests than keys (a busy machine may pause mid-word), the last whole.
    expect(searches.length).toBeLessThan("moldova".length);
    expect(searches.at(-1)).toBe("moldova");
    const result = page.getByRole("link", { name: /National ID Card Systems/ });
    await expect(result).toHaveAttribute("href", portalPagePath("government-solutions"));
    await expect(result).toContainText("Country on Government Solutions");
    await expect(result).toContainText("Moldova");
    await expectAccessible(page, "search results");

    // Keyboard: from the field to the result, and Enter follows it.
    await searchBox(page).focus();
    await page.keyboard.press("Tab");
    await expect(result).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${portalPagePath("government-solutions")}$`));
    await expectCurrent(page, testInfo, "Government Solutions", "Government Solutions");
    // The next page starts with an empty search.
    await expect(searchBox(page)).toHaveValue("");

    // Refining the words refines the answer.
    await searchBox(page).fill("case studies passport");
    await expect(page.getByRole("status").filter({ hasText: "results for" })).toHaveCount(0);
    await searchBox(page).fill("passport");
    await expect(page.getByRole("link", { name: /Biometric ePassport/ })).toHaveAttribute(
      "href",
      portalPagePath("case-studies"),
    );
    // Escape in the field empties it (and leaves a menu it sits in open).
    await searchBox(page).press("Escape");
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole("link", { name: /Biometric ePassport/ })).toHaveCount(0);
  });

  test("says plainly when nothing matches", async ({ page }, testInfo) => {
    await page.goto(paths.partnerPortal);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Welcome to the Partner Portal",
    );
    await searchBox(page).fill("zzqx tender");
    const noResults = portalTexts.search.noResults("zzqx tender");
    await expect(page.getByRole("status").filter({ hasText: "No results" })).toHaveText(noResults);
    // Shown as well as announced: under the field in the side menu, in the search's panel
    // under the page header on a phone.
    const shown = isPhone(testInfo)
      ? page.getByTestId("portal-search-panel")
      : page.getByRole("status").filter({ hasText: "No results" });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveText(noResults);
    await expectAccessible(page, "no results");
    if (isPhone(testInfo)) {
      // Focus elsewhere closes the panel; back in the field, it shows again.
      await page.getByRole("heading", { level: 1 }).click();
      await expect(shown).toBeHidden();
      await searchBox(page).focus();
      await expect(shown).toBeVisible();
    }
  });

  test("the search is the portal's only: signed out, the API refuses it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const refused = await anonymous.get("/api/portal/search?q=passport");
    expect(refused.status()).toBe(401);
    await anonymous.dispose();
    // A session that ends while the partner types leads to /login.
    await page.goto(paths.partnerPortal);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Welcome to the Partner Portal",
    );
    await page.context().clearCookies({ name: "session" });
    await page.context().clearCookies({ name: "refresh" });
    await searchBox(page).fill("passport");
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
  });
});

const signInTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: site.timeZone,
  dateStyle: "full",
  timeStyle: "short",
});

test.describe("the welcome", () => {
  test("names the partner and company; a first sign-in says so, the next shows the one before", async ({
    page,
    request,
  }, testInfo) => {
    const partner = await createPartner(request);

    await signIn(page, partner, { "user-agent": chromeOnWindows });
    await page.goto(paths.partnerPortal);
    // One welcome, the page's heading; the card under it names the partner, without a second.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Welcome to the Partner Portal",
    );
    const welcome = page.getByRole("region", { name: partner.fullName });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(partner.company);
    await expect(welcome).toContainText(`Signed in as ${partner.email}`);
    await expect(welcome.getByTestId("previous-sign-in")).toHaveText(
      portalTexts.welcome.firstSignIn,
    );
    await expectAccessible(page, "first sign-in");
    const first = (await (await page.request.get("/api/portal/welcome")).json()) as PortalWelcome;
    expect(first.previousSignIn).toBeNull();

    // Signed out and in again, in another browser: the welcome shows the first sign-in.
    await page.request.post("/api/auth/logout", { data: {} });
    await signIn(page, partner);
    await page.goto(paths.partnerPortal);
    const answer = (await (await page.request.get("/api/portal/welcome")).json()) as PortalWelcome;
    expect(answer.previousSignIn).toMatchObject({
      address: "127.0.0.1",
      browser: "Chrome on Windows",
    });
    const when = signInTime.format(new Date(answer.previousSignIn!.at));
    await expect(welcome.getByTestId("previous-sign-in")).toHaveText(
      `${portalTexts.welcome.lastSignIn}: ${portalTexts.welcome.lastSignInAt(when, "127.0.0.1", "Chrome on Windows")}`,
    );
    expect(when).toMatch(/^\w+day, \d{1,2} \w+ \d{4} at \d{2}:\d{2}$/);

    // A long company name and Slovenian letters fit: nothing runs off the side.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath("welcome.png") });
  });
});

test.describe("printing on A4", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("prints the page's content only, with the specification table whole", async ({
    page,
  }, testInfo) => {
    await page.goto(portalPagePath("smart-card-solutions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security Solutions");
    await page.emulateMedia({ media: "print" });
    // A4's printable width at 96 px per inch, less the page's margins.
    await page.setViewportSize({ width: 703, height: 1010 });

    for (const hidden of [
      page.locator("body > header"),
      page.locator("body > footer"),
      page.getByRole("navigation", { name: portalTexts.navigationLabel }),
      page.getByRole("search"),
      menuButton(page),
      page.getByRole("link", { name: "Back to Partner Portal" }),
      page.getByRole("link", { name: smartCardPage.closing.primary.label }),
    ]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.locator("main button:visible")).toHaveCount(0);
    // The breadcrumbs stay: the printout says where it comes from.
    await expect(breadcrumbs(page)).toBeVisible();

    const table = page.locator('[data-print="spec-table"]');
    await expect(table).toHaveCSS("display", "table");
    const rows = table.locator(":scope > div");
    await expect(rows).toHaveCount(4);
    const width = page.viewportSize()!.width;
    for (const [index, spec] of smartCardPage.specs.items.entries()) {
      const row = rows.nth(index);
      await expect(row).toBeVisible();
      await expect(row).toHaveCSS("break-inside", "avoid");
      await expect(row.locator("dt")).toHaveText(spec.label);
      await expect(row.locator("dd")).toHaveText(spec.value);
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Black on white: the text prints without background graphics.
      await expect(row.locator("dd")).toHaveCSS("color", "rgb(0, 0, 0)");
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath("print.png"), fullPage: true });

    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // Two or three A4 pages, not the dozen the screen layout would take.
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(4);
  });

  test("every portal page hides its navigation and search in print", async ({ page }) => {
    for (const item of portalNavigation) {
      await page.goto(item.to);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageTitle(item));
      await page.emulateMedia({ media: "print" });
      await expect(
        page.getByRole("navigation", { name: portalTexts.navigationLabel }),
      ).toBeHidden();
      await expect(page.getByRole("search")).toBeHidden();
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.locator("main a:visible", { hasText: /^Request|^Contact/ })).toHaveCount(0);
      await page.emulateMedia({ media: "screen" });
    }
  });
});

test.describe("signed out", () => {
  test("the portal's pages lead to /login, without menu, search or welcome", async ({ page }) => {
    for (const url of [paths.partnerPortal, portalPagePath("vision-inspection")]) {
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
      await expect(searchBox(page)).toHaveCount(0);
      await expect(page.getByText(portalTexts.welcome.signedInAs)).toHaveCount(0);
    }
  });
});
