import { expectAccessible } from "./support/accessibility";
import { createAccounts, testAccountPassword } from "./support/admin-accounts";
import { expectNewToast, toasts } from "./support/toasts";
import {
  awaitAppStartIn,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from "./support/test";
import { partnerRequestsPath, paths } from "../../core/paths";
import { accountTexts } from "../../core/texts/account";
import { adminPanelText } from "../../core/texts/admin-panel";
import { portalTexts } from "../../core/texts/portal";
import { passwordMessages } from "../../core/texts/passwords";
import { twoFactorTexts } from "../../core/texts/two-factor";
import { passkeyTexts } from "../../core/texts/passkeys";

// The Account page, in the portal and in the panel (docs/rules.md#account-page): reached by URL
// and by its link, the password changed with the server's rules checked in the browser first,
// and the account's other sessions listed and signed out. Every test makes its own accounts, so
// no demo password changes and no sign-in limit of another test is spent.

const text = accountTexts;
const firefoxOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const newPassword = "Lighthouse8Ž";

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** An account of the test's own, with a long e-mail and Slovenian letters. */
async function createAccount(request: APIRequestContext, role: "partner" | "admin" = "partner") {
  const email = `urska.kovacic-znidarsic.${tag()}@longcompanyname-international-holdings.test`;
  await createAccounts(request, [{ email, role, fullName: "Urška Kovačič Žnidaršič" }]);
  return email;
}

/** Signs the context in through the API, as the portal's or the panel's sign-in does. */
async function signIn(
  request: APIRequestContext,
  email: string,
  source: "partner-portal" | "admin-panel" = "partner-portal",
  password = testAccountPassword,
) {
  const response = await request.post("/api/auth/login", { data: { email, password, source } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Another browser signed in to the same account, from its own address and browser. */
async function otherBrowser(
  browser: Browser,
  email: string,
  { userAgent, address }: { userAgent: string; address: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  awaitAppStartIn(context);
  await signIn(context.request, email);
  return context;
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

/** The sizes the pages are drawn for: a 390×844 phone and a 1440×900 desktop. */
async function useReferenceSize(page: Page, testInfo: TestInfo) {
  await page.setViewportSize(
    isPhone(testInfo) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  );
}

const sessionsSection = (page: Page) => page.getByRole("region", { name: text.sessions.title });
const signInsSection = (page: Page) => page.getByRole("region", { name: text.signIns.title });
const sessionRows = (page: Page) => page.getByTestId("account-session");
const passwordField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The page has loaded its lists: this session is marked, and nothing is loading. */
async function expectLoaded(page: Page) {
  await expect(sessionsSection(page).getByText(text.sessions.thisSession)).toBeVisible();
  await expect(page.getByText(text.loading)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `no sideways scroll: ${what}`).toBe(0);
}

async function fillPasswordForm(
  page: Page,
  values: { current: string; next: string; confirm: string },
) {
  await passwordField(page, text.password.current).fill(values.current);
  await passwordField(page, text.password.next).fill(values.next);
  await passwordField(page, text.password.confirm).fill(values.confirm);
}

const submitButton = (page: Page) =>
  page.getByRole("button", { name: text.password.submit, exact: true });

test.beforeEach(async ({ page }, testInfo) => {
  await useReferenceSize(page, testInfo);
});

test("the partner's account by its URL: the page header, the six sections, the link marked, nothing cut off, axe", async ({
  page,
  request,
}, testInfo) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  await page.goto(paths.partnerAccount);

  await expect(page).toHaveTitle(new RegExp(`^${text.title} \\| Partner Portal`));
  const header = page.getByTestId("portal-page-header");
  await expect(header.getByRole("heading", { level: 1 })).toHaveText(text.title);
  await expect(header.getByText(text.description)).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(text.navLabel);

  // The six sections, named by their level-2 headings.
  await expect(page.getByRole("region", { name: text.password.title })).toBeVisible();
  await expectLoaded(page);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    text.password.title,
    twoFactorTexts.title,
    passkeyTexts.title,
    text.sessions.title,
    text.signIns.title,
    text.language.title,
  ]);
  // Whose password: the long e-mail wraps inside the card.
  await expect(page.getByText(email)).toBeVisible();
  for (const [label, autocomplete] of [
    [text.password.current, "current-password"],
    [text.password.next, "new-password"],
    [text.password.confirm, "new-password"],
  ] as const) {
    await expect(passwordField(page, label)).toHaveAttribute("type", "password");
    await expect(passwordField(page, label)).toHaveAttribute("autocomplete", autocomplete);
  }
  await expect(page.getByText(text.password.hint)).toBeVisible();
  // The last: the same page in Slovenian, named in Slovenian.
  const language = page.getByRole("region", { name: text.language.title });
  await expect(language).toContainText(text.language.intro);
  await expect(language.getByRole("link", { name: "Slovenščina", exact: true })).toHaveAttribute(
    "href",
    `/sl${paths.partnerAccount}`,
  );

  // Only this session: marked, with no Sign out, and the page says so.
  await expect(sessionRows(page)).toHaveCount(1);
  await expect(sessionRows(page).first()).toContainText("Chrome on");
  await expect(sessionRows(page).first()).toContainText(text.source["partner-portal"]);
  await expect(
    sessionsSection(page).getByRole("button", { name: text.sessions.signOut }),
  ).toHaveCount(0);
  await expect(sessionsSection(page).getByText(text.sessions.onlyThisOne)).toBeVisible();
  // The sign-in that opened this session, on the portal's login.
  await expect(signInsSection(page)).toContainText(text.source["partner-portal"]);
  await expect(signInsSection(page).getByRole("table")).toBeVisible();

  // The portal's navigation marks Account (on a phone, in the header's one menu).
  if (isPhone(testInfo)) {
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
  }
  const nav = page.getByRole("navigation", { name: portalTexts.navigationLabel });
  await expect(nav.getByRole("link", { name: text.navLabel })).toHaveAttribute(
    "aria-current",
    "page",
  );
  if (isPhone(testInfo)) await page.keyboard.press("Escape");

  await expectNoSidewaysScroll(page, "the portal's account page");
  await expectAccessible(page, "the portal's account page");
});

test("the partner reaches Account from the portal's navigation; the page's heading takes focus", async ({
  page,
  request,
}, testInfo) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  await page.goto(paths.partnerPortal);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the Partner Portal");
  if (isPhone(testInfo)) {
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
  }
  const nav = page.getByRole("navigation", { name: portalTexts.navigationLabel });
  const link = nav.getByRole("link", { name: text.navLabel });
  // After My Requests, the last of the portal's links.
  await expect(nav.getByRole("link").last()).toHaveText(text.navLabel);
  await expect(link).not.toHaveAttribute("aria-current", "page");
  await link.click();

  await expect(page).toHaveURL(new RegExp(`${paths.partnerAccount}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectLoaded(page);
  if (isPhone(testInfo)) {
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
  }
  await expect(link).toHaveAttribute("aria-current", "page");
});

test("the admin reaches Account from the panel's navigation: marked, the six sections, nothing cut off, axe", async ({
  page,
  request,
}) => {
  const email = await createAccount(request, "admin");
  await signIn(page.request, email, "admin-panel");
  await page.goto(paths.adminDashboard);
  const frameNav = page.getByRole("navigation", { name: adminPanelText.nav.label });
  await expect(frameNav.getByRole("link")).toHaveText([
    adminPanelText.nav.users,
    adminPanelText.nav.messages,
    adminPanelText.nav.activity,
    text.navLabel,
  ]);
  await frameNav.getByRole("link", { name: text.navLabel }).click();

  await expect(page).toHaveURL(new RegExp(`${paths.adminAccount}$`));
  await expect(page).toHaveTitle(new RegExp(`^${text.title} \\| ${adminPanelText.title}`));
  // The view's title is the panel's level-2 heading; the sections are level 3 under it.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(text.title);
  await expect(page.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(frameNav.getByRole("link", { name: text.navLabel })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(frameNav.getByRole("link", { name: adminPanelText.nav.users })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectLoaded(page);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    text.password.title,
    twoFactorTexts.title,
    passkeyTexts.title,
    text.sessions.title,
    text.signIns.title,
    text.language.title,
  ]);
  await expect(sessionRows(page).first()).toContainText(text.source["admin-panel"]);
  await expect(signInsSection(page)).toContainText(text.source["admin-panel"]);

  // By its URL and after a reload too.
  await page.reload();
  await expectLoaded(page);
  await expect(frameNav.getByRole("link", { name: text.navLabel })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("button", { name: adminPanelText.logout })).toBeVisible();
  await expectNoSidewaysScroll(page, "the panel's account page");
  await expectAccessible(page, "the panel's account page");
});

test("a new password that breaks the rules is refused in the browser, in the rules' words; so is a confirmation that differs", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  const sent: string[] = [];
  page.on("request", (each) => {
    if (each.url().endsWith("/api/account/password")) sent.push(each.method());
  });
  await page.goto(paths.partnerAccount);
  await expectLoaded(page);

  await fillPasswordForm(page, { current: testAccountPassword, next: "abc", confirm: "abc" });
  const rules = [passwordMessages.tooShort, passwordMessages.noNumber].join(". ");
  await expectNewToast(page, passwordMessages.validationFailedTitle, () =>
    submitButton(page).click(),
  );
  const next = passwordField(page, text.password.next);
  await expect(next).toHaveAttribute("aria-invalid", "true");
  await expect(next).toHaveAccessibleDescription(`${text.password.hint} ${rules}`);
  await expect(next).toBeFocused();

  // Rules kept, but the two new passwords differ.
  await next.fill(newPassword);
  await passwordField(page, text.password.confirm).fill(`${newPassword}x`);
  await submitButton(page).click();
  const confirm = passwordField(page, text.password.confirm);
  await expect(confirm).toHaveAccessibleDescription(text.password.mismatch);
  await expect(confirm).toBeFocused();
  await expect(next).not.toHaveAttribute("aria-invalid", "true");

  // The current password, again as the new one.
  await fillPasswordForm(page, {
    current: testAccountPassword,
    next: testAccountPassword,
    confirm: testAccountPassword,
  });
  await submitButton(page).click();
  await expect(next).toHaveAccessibleDescription(
    `${text.password.hint} ${text.password.sameAsCurrent}`,
  );
  // None of them reached the server.
  expect(sent).toEqual([]);
  await expectAccessible(page, "the form's errors");
});

test("a wrong current password: the server's words under Current password, which takes focus", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  await page.goto(paths.partnerAccount);
  await expectLoaded(page);

  await fillPasswordForm(page, { current: "NotMine42", next: newPassword, confirm: newPassword });
  const answer = page.waitForResponse((response) =>
    response.url().endsWith("/api/account/password"),
  );
  await submitButton(page).click();
  expect((await answer).status()).toBe(400);
  const current = passwordField(page, text.password.current);
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toHaveAccessibleDescription(text.password.currentWrong);
  await expect(current).toBeFocused();
  // What was typed stays, to be corrected.
  await expect(passwordField(page, text.password.next)).toHaveValue(newPassword);
  await expect(toasts(page, text.password.changed.title)).toHaveCount(0);

  // Typing a new current password takes the server's message away.
  await current.fill(testAccountPassword);
  await expect(current).not.toHaveAttribute("aria-invalid", "true");
});

test("a changed password: the toast, the form cleared, and another browser of the account is signed out", async ({
  page,
  request,
  browser,
}) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  const other = await otherBrowser(browser, email, {
    userAgent: firefoxOnWindows,
    address: "198.18.20.31",
  });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(paths.partnerPortal);
    await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText(
      "Welcome to the Partner Portal",
    );

    await page.goto(paths.partnerAccount);
    await expectLoaded(page);
    await expect(sessionRows(page)).toHaveCount(2);
    await expect(sessionRows(page).filter({ hasText: "Firefox on Windows" })).toContainText(
      "198.18.20.31",
    );

    await fillPasswordForm(page, {
      current: testAccountPassword,
      next: newPassword,
      confirm: newPassword,
    });
    await expectNewToast(page, text.password.changed.title, () => submitButton(page).click());
    for (const label of [text.password.current, text.password.next, text.password.confirm]) {
      await expect(passwordField(page, label)).toHaveValue("");
    }
    // The list is loaded again: only this session is left, and this page stays signed in.
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(sessionsSection(page).getByText(text.sessions.onlyThisOne)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${paths.partnerAccount}$`));

    // The other browser's next portal page sends it to sign in.
    await otherPage.goto(partnerRequestsPath);
    await expect(otherPage).toHaveURL(new RegExp(`${paths.login}$`));

    // The new password signs in; the old one no longer does.
    const old = await request.post("/api/auth/login", {
      data: { email, password: testAccountPassword, source: "partner-portal" },
    });
    expect(old.status()).toBe(401);
    await signIn(request, email, "partner-portal", newPassword);
  } finally {
    await other.close();
  }
});

test("another session signed out from the list ends there: its next call is refused and it is sent to sign in", async ({
  page,
  request,
  browser,
}) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  const other = await otherBrowser(browser, email, {
    userAgent: firefoxOnWindows,
    address: "198.19.7.42",
  });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(paths.partnerAccount);
    await expectLoaded(otherPage);

    await page.goto(paths.partnerAccount);
    await expectLoaded(page);
    const row = sessionRows(page).filter({ hasText: "Firefox on Windows" });
    await expect(row).toContainText("198.19.7.42");
    await expect(row).toContainText(text.source["partner-portal"]);
    // This session is marked and has no Sign out; the other one has.
    const mine = sessionRows(page).filter({ hasText: text.sessions.thisSession });
    await expect(mine.getByRole("button")).toHaveCount(0);
    const signOut = row.getByRole("button", { name: text.sessions.signOut, exact: true });
    await expect(signOut).toHaveAccessibleDescription(/Firefox on Windows 198\.19\.7\.42/);

    await expectNewToast(page, text.sessions.signedOut.title, () => signOut.click());
    await expect(row).toHaveCount(0);
    await expect(sessionsSection(page).getByText(text.sessions.onlyThisOne)).toBeVisible();
    // The row that had focus is gone: focus is on the list's heading, not lost.
    await expect(
      sessionsSection(page).getByRole("heading", { name: text.sessions.title }),
    ).toBeFocused();

    // The ended session: the API refuses it, and its page's next action sends it to sign in.
    expect((await other.request.get("/api/account")).status()).toBe(401);
    await sessionRows(otherPage)
      .filter({ hasNotText: text.sessions.thisSession })
      .getByRole("button", { name: text.sessions.signOut, exact: true })
      .click();
    await expect(otherPage).toHaveURL(new RegExp(`${paths.login}$`));
  } finally {
    await other.close();
  }
});

test("Sign out all other sessions ends every other one and says how many; this one stays", async ({
  page,
  request,
  browser,
}) => {
  const email = await createAccount(request, "admin");
  // The admin's sign-in counts every submit: one here, the others on the portal's login.
  await signIn(page.request, email, "admin-panel");
  const others = [
    await otherBrowser(browser, email, { userAgent: firefoxOnWindows, address: "198.18.3.4" }),
    await otherBrowser(browser, email, { userAgent: safariOnIphone, address: "198.18.3.5" }),
  ];
  try {
    await page.goto(paths.adminAccount);
    await expectLoaded(page);
    await expect(sessionRows(page)).toHaveCount(3);
    await expect(sessionRows(page).filter({ hasText: "Safari on iPhone" })).toContainText(
      text.source["partner-portal"],
    );
    await expectNewToast(page, text.sessions.othersSignedOut(2).description, () =>
      page.getByRole("button", { name: text.sessions.signOutOthers }).click(),
    );
    await expect(sessionRows(page)).toHaveCount(1);
    await expect(page.getByRole("button", { name: text.sessions.signOutOthers })).toHaveCount(0);
    await expect(sessionsSection(page).getByText(text.sessions.onlyThisOne)).toBeVisible();
    for (const context of others) {
      expect((await context.request.get("/api/account")).status()).toBe(401);
    }
    // An ended admin session's next page is the admin sign-in.
    const otherPage = await others[0]!.newPage();
    await otherPage.goto(paths.adminAccount);
    await expect(otherPage).toHaveURL(new RegExp(`${paths.admin}$`));
  } finally {
    await Promise.all(others.map((context) => context.close()));
  }
});

test("the lists failed to load: what failed and Retry in their place, never empty lists; Retry loads them", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  await page.route("**/api/account", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            statusCode: 503,
            error: "Service Unavailable",
            message: "The service is not available at the moment.",
          }),
        })
      : route.continue(),
  );
  await page.goto(paths.partnerAccount);
  const failure = page.getByRole("alert").filter({ hasText: text.loadFailed });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("The service is not available at the moment.");
  await expect(sessionsSection(page)).toHaveCount(0);
  await expect(signInsSection(page)).toHaveCount(0);
  await expect(page.getByText(text.sessions.onlyThisOne)).toHaveCount(0);
  await expect(page.getByText(text.signIns.empty)).toHaveCount(0);
  // The password form does not need the lists.
  await expect(submitButton(page)).toBeEnabled();
  await expectAccessible(page, "the lists' failure");

  await page.unroute("**/api/account");
  await failure.getByRole("button", { name: text.retry }).click();
  await expectLoaded(page);
  await expect(failure).toHaveCount(0);
  await expect(
    sessionsSection(page).getByRole("heading", { name: text.sessions.title }),
  ).toBeFocused();
});

test("while the lists load: skeleton rows, the loading text read out, the form already there", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signIn(page.request, email);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/account", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.partnerAccount);
  await expect(page.getByRole("status").filter({ hasText: text.loading })).toBeAttached();
  // The passkeys, the sessions and the sign-ins.
  await expect(page.locator("[data-skeleton]")).toHaveCount(3);
  await expect(sessionRows(page)).toHaveCount(0);
  await expect(passwordField(page, text.password.current)).toBeEditable();
  release();
  await expectLoaded(page);
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
});
