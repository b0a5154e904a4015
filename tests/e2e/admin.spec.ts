import { expectAccessible } from "./support/accessibility";
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Page,
} from "./support/test";
import {
  adminPanelText,
  adminToasts,
  confirmText,
  userFormText,
  userManagementText,
} from "../../core/texts/admin-panel";
import { adminLoginMessages } from "../../core/texts/admin-sign-in";
import { adminLoginContent } from "../../core/content/admin-login";
import { passwordMessages } from "../../core/texts/passwords";
import { notFoundPage, paths, publicPages, unlistedPages } from "../../core/paths";
import { site } from "../../core/site";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { expectNewToast, toasts } from "./support/toasts";
import { waitForHydration } from "./support/hydration";

// The e2e server runs in demo mode with the default demo accounts (see global-setup.ts).
const demo = demoAccounts({ DEMO: "1" })!;
const password = "Harbour7Lights";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

const emailField = (page: Page) => page.getByRole("textbox", { name: "Email" });
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });
const signInButton = (page: Page) => page.getByRole("button", { name: "Sign In", exact: true });
/** The lock's message: its reason is the alert, the minutes left count down beside it. */
const lockMessage = (page: Page) =>
  page.getByRole("paragraph").filter({ hasText: "Too many failed" });
const row = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

let adminApi: APIRequestContext | undefined;

/**
 * Accounts are set up through the API as the demo admin, signed in as the portal does (the
 * admin sign-in counts every submit, and the tests must not use up the demo admin's five).
 */
async function api(baseURL: string, renew = false): Promise<APIRequestContext> {
  if (adminApi && !renew) return adminApi;
  await adminApi?.dispose();
  adminApi = await apiRequest.newContext({ baseURL });
  const signedIn = await adminApi.post("/api/auth/login", {
    data: { ...demo.admin, source: "partner-portal" },
  });
  expect(signedIn.status()).toBe(200);
  return adminApi;
}

async function createAccount(
  baseURL: string,
  account: { email: string; role?: "partner" | "admin"; company?: string; fullName?: string },
) {
  const data = { password, fullName: "Test Person", company: "Test d.o.o.", ...account };
  let response = await (await api(baseURL)).post("/api/admin/users", { data });
  // Another test may have ended the demo admin's sessions (a password reset): sign in again.
  if (response.status() === 401) {
    response = await (await api(baseURL, true)).post("/api/admin/users", { data });
  }
  expect(response.status(), await response.text()).toBe(201);
}

/** A new admin of the test's own, signed in on the page's context. */
async function signInAsNewAdmin(page: Page, baseURL: string): Promise<string> {
  const email = uniqueEmail("admin");
  await createAccount(baseURL, { email, role: "admin" });
  const response = await page.request.post("/api/auth/login", {
    data: { email, password, source: "admin-panel" },
  });
  expect(response.status()).toBe(200);
  return email;
}

/** On a phone the filters beyond the search (Sort by) fold behind Filters: open them. */
async function openFilters(page: Page) {
  const filters = page.getByRole("button", { name: new RegExp(`^${adminPanelText.filters}`) });
  await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
}

async function openDashboard(page: Page) {
  await page.goto(paths.adminDashboard);
  await expect(page.getByRole("heading", { name: adminPanelText.title })).toBeVisible();
  await expect(page.getByText(userManagementText.loadingUsers)).toHaveCount(0);
}

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: userManagementText.search.label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
  // The search's answer, not the list from before it (whose rows a click could still reach
  // just before they are replaced): every row names the search, as do the no-match line and
  // the searches these tests make. Skeleton rows name nothing.
  const literal = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
  await expect(page.locator("tbody tr").filter({ hasNotText: literal })).toHaveCount(0);
  await expect(page.getByText(userManagementText.loadingUsers)).toHaveCount(0);
}

test.afterAll(async () => {
  await adminApi?.dispose();
  adminApi = undefined;
});

test.describe("admin sign-in at /admin", () => {
  test("the pre-rendered HTML holds the page, indexable, with its own head", async ({
    request,
  }) => {
    const html = await (await request.get(paths.admin)).text();
    expect(html).toContain(
      `<title>${adminLoginContent.meta.title} | ${site.name.replace("&", "&amp;")}</title>`,
    );
    expect(html).toContain(`<h1`);
    expect(html).toContain(adminLoginContent.title);
    expect(html).toContain(`>${adminLoginContent.fields.email}</label>`);
    expect(html).toContain(`>${adminLoginContent.fields.password}</label>`);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/admin"/>');
    expect(html).toContain('<meta name="description"');
    expect(html).toContain(">About Us</a>");
    expect(html).toContain(demo.admin.email);
    expect(html).not.toContain('name="robots"');
  });

  test("the demo credentials sign in; a signed-in admin who opens /admin goes to the dashboard; Logout leads back", async ({
    page,
  }) => {
    await page.goto(paths.admin);
    const sample = page.getByText(adminLoginContent.sampleCredentials).locator("..");
    await expect(sample).toContainText(demo.admin.email);
    await expect(sample).toContainText(demo.admin.password);
    await emailField(page).fill(demo.admin.email);
    await passwordField(page).fill(demo.admin.password);
    await signInButton(page).click();
    await expect(toasts(page, adminLoginMessages.success.title)).toContainText(
      adminLoginMessages.success.description,
    );
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(adminPanelText.welcome(demo.admin.email))).toBeVisible();

    await page.goto(paths.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByRole("banner").getByRole("button", { name: adminPanelText.logout }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(signInButton(page)).toBeEnabled();
    await page.goto(paths.adminDashboard);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a partner is refused with Admin access required and left signed out", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("partner");
    await createAccount(baseURL!, { email });
    await page.goto(paths.admin);
    await emailField(page).fill(email);
    await passwordField(page).fill(password);
    await signInButton(page).click();
    await expect(toasts(page, adminLoginMessages.failedTitle)).toContainText(
      adminLoginMessages.adminRequired,
    );
    await expect(page).toHaveURL(/\/admin$/);
    await expect.poll(async () => (await page.request.get("/api/auth/session")).status()).toBe(401);
    await expect(page.locator("html")).toHaveAttribute("data-session", "out");
  });

  test("a signed-in partner who opens /admin is signed out and refused", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("partner");
    await createAccount(baseURL!, { email });
    await page.request.post("/api/auth/login", { data: { email, password } });
    await page.goto(paths.admin);
    await expect(toasts(page, adminLoginMessages.failedTitle)).toContainText(
      adminLoginMessages.adminRequired,
    );
    await expect(page).toHaveURL(/\/admin$/);
    await expect.poll(async () => (await page.request.get("/api/auth/session")).status()).toBe(401);
    await expect(page.locator("html")).toHaveAttribute("data-session", "out");
    await expect(signInButton(page)).toBeEnabled();
  });

  test("bad credentials: Login failed / Invalid credentials; the 5th submit locks the form for 30 minutes", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(paths.admin);
    const email = uniqueEmail("lock");
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await emailField(page).fill(email);
      await passwordField(page).fill(`wrong-${attempt}`);
      await expectNewToast(page, adminLoginMessages.failedTitle, () => signInButton(page).click());
    }
    await expect(toasts(page, adminLoginMessages.failedTitle).first()).toContainText(
      adminLoginMessages.invalidCredentials,
    );
    await passwordField(page).fill("wrong-5");
    await signInButton(page).click();
    await expect(toasts(page, "Too many attempts")).toContainText(
      adminLoginMessages.tooMany(30).description,
    );
    await expect(lockMessage(page)).toHaveText(adminLoginMessages.inline(30));
    await expect(emailField(page)).toBeDisabled();
    await expect(signInButton(page)).toBeDisabled();
    await page.reload();
    await expect(signInButton(page)).toBeDisabled();
    await page.clock.fastForward("30:01");
    await expect(lockMessage(page)).toHaveCount(0);
    await expect(signInButton(page)).toBeEnabled();
  });

  test("a lock the server holds shows the server's minutes", async ({ page, playwright }) => {
    const email = uniqueEmail("server-lock");
    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await elsewhere.post("/api/auth/login", {
        data: { email, password: "Wrong-password-1", source: "admin-panel" },
      });
    }
    await elsewhere.dispose();
    await page.goto(paths.admin);
    await emailField(page).fill(email);
    await passwordField(page).fill("Wrong-password-1");
    await signInButton(page).click();
    await expect(toasts(page, "Too many attempts")).toContainText(
      adminLoginMessages.tooMany(30).description,
    );
    await expect(lockMessage(page)).toHaveText(adminLoginMessages.inline(30));

    // The minutes come from the server's answer.
    await page.evaluate(() => localStorage.clear());
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "420" },
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 429,
          error: "Too Many Requests",
          message: "Please wait 7 minutes before trying again.",
          retryAfterSeconds: 420,
        }),
      }),
    );
    await page.reload();
    await emailField(page).fill(uniqueEmail("routed"));
    await passwordField(page).fill("Wrong-password-1");
    await signInButton(page).click();
    await expect(lockMessage(page)).toHaveText(adminLoginMessages.inline(7));
  });

  test("axe finds nothing serious on /admin", async ({ page }) => {
    await page.goto(paths.admin);
    await expectAccessible(page);
  });
});

test.describe("the admin panel", () => {
  test("a partner sees Access Denied; nobody signed in goes to /admin", async ({
    page,
    baseURL,
  }) => {
    await page.goto(paths.adminDashboard);
    await expect(page).toHaveURL(/\/admin$/);
    const email = uniqueEmail("partner");
    await createAccount(baseURL!, { email });
    await page.request.post("/api/auth/login", { data: { email, password } });
    await page.goto(paths.adminDashboard);
    const heading = page.getByRole("heading", { name: adminPanelText.accessDenied.title });
    await expect(heading).toBeVisible();
    await expect(page.getByText(userManagementText.title)).toHaveCount(0);
    // The notice sits in the panel's frame, whose backdrop reaches the window's foot: no white
    // band under it, and no site footer.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    const main = await page.getByRole("main").boundingBox();
    expect(main!.y + main!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  });

  test("Create and Edit list their fields in one order", async ({ page, baseURL }) => {
    await signInAsNewAdmin(page, baseURL!);
    const email = uniqueEmail("ordered");
    await createAccount(baseURL!, { email });
    await openDashboard(page);
    const order = [
      userFormText.fields.email,
      userFormText.fields.fullName,
      userFormText.fields.company,
      userFormText.fields.password,
      userFormText.fields.role,
    ];
    await page.getByRole("button", { name: userManagementText.addUser }).click();
    const create = page.getByRole("dialog", { name: userFormText.createTitle });
    await expect(create.locator("label")).toHaveText(order);
    await create.getByRole("button", { name: userFormText.cancel }).click();
    await expect(create).toBeHidden();
    await searchFor(page, email);
    await page.getByRole("button", { name: userManagementText.actions.edit(email) }).click();
    const edit = page.getByRole("dialog", { name: userFormText.editTitle });
    await expect(edit.locator("label")).toHaveText(order);
  });

  test("the dialogs come when asked for; a failed download says so and offers a reload", async ({
    page,
    baseURL,
  }) => {
    await signInAsNewAdmin(page, baseURL!);
    const dialogScripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/user-dialogs-[\w-]+\.js$/.test(request.url())) {
        dialogScripts.push(request.url());
      }
    });
    await openDashboard(page);
    // The list alone: the dialogs' code is not fetched with it.
    expect(dialogScripts).toEqual([]);

    // The connection drops as the admin reaches for the button.
    await page.route(/\/assets\/user-dialogs-[\w-]+\.js$/, (route) => route.abort());
    const addUser = page.getByRole("button", { name: userManagementText.addUser });
    const failed = await expectNewToast(page, adminToasts.unreachable, () => addUser.click());
    await expect(failed).toContainText(adminToasts.unexpected);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(addUser).toBeEnabled();

    // Back online, the toast's Reload fetches the page again, and the dialog opens.
    await page.unroute(/\/assets\/user-dialogs-[\w-]+\.js$/);
    const reloaded = page.waitForEvent("load");
    await failed.getByRole("button", { name: adminToasts.reloadPage }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(page.getByText(userManagementText.loadingUsers)).toHaveCount(0);
    await addUser.click();
    await expect(page.getByRole("dialog", { name: userFormText.createTitle })).toBeVisible();
  });

  test("dashboard by URL and after reload: header, summary, table; back and forward", async ({
    page,
    baseURL,
  }) => {
    // A whole journey: an account made and signed in, the view loaded three ways, an axe scan.
    test.slow();
    const email = await signInAsNewAdmin(page, baseURL!);
    await page.goto(paths.home);
    await openDashboard(page);
    await expect(page).toHaveTitle(`${adminPanelText.title} | ${site.name}`);
    await expect(page.getByText(adminPanelText.welcome(email))).toBeVisible();
    for (const label of Object.values(userManagementText.summary)) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(userManagementText.description)).toBeVisible();
    // A desktop shows the columns' headers; a phone, whose users are cards, their Sort by.
    if ((page.viewportSize()?.width ?? 1280) >= 768) {
      for (const column of Object.values(userManagementText.columns)) {
        await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
      }
    } else {
      // Folded behind Filters, with the other filters.
      await expect(page.getByLabel(userManagementText.phoneSort.label)).toBeHidden();
      await openFilters(page);
      await expect(page.getByLabel(userManagementText.phoneSort.label)).toBeVisible();
    }
    await expect(row(page, demo.admin.email)).toContainText("Admin");
    // An admin row has no delete control; a partner row has one.
    await expect(
      page.getByRole("button", { name: userManagementText.actions.delete(demo.admin.email) }),
    ).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: userManagementText.actions.delete(demo.partner.email) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: adminPanelText.nav.users })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.reload();
    await expect(page.getByText(adminPanelText.welcome(email))).toBeVisible();
    await expect(row(page, demo.admin.email)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(row(page, demo.admin.email)).toBeVisible();
    await expectAccessible(page);
  });

  test("create with a generated and with a typed password; the password rules; a duplicate e-mail", async ({
    page,
    baseURL,
    playwright,
  }) => {
    // Three accounts made (its own admin, then two through the dialog), each hashed on the server.
    test.slow();
    await signInAsNewAdmin(page, baseURL!);
    await openDashboard(page);
    const dialog = page.getByRole("dialog", { name: userFormText.createTitle });

    // Generated password, shown once in the toast.
    const generated = uniqueEmail("generated");
    await page.getByRole("button", { name: userManagementText.addUser }).click();
    await expect(dialog.getByLabel(userFormText.fields.email)).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel(userFormText.fields.password)).toHaveAttribute(
      "placeholder",
      userFormText.placeholders.createPassword,
    );
    await expect(dialog.getByText(userFormText.passwordHint)).toBeVisible();
    await expect(dialog.getByLabel(userFormText.fields.company)).toHaveValue(site.name);
    await expect(dialog.getByLabel(userFormText.fields.role)).toHaveValue("partner");
    await expectAccessible(page);
    await dialog.getByLabel(userFormText.fields.email).fill(generated);
    await dialog.getByLabel(userFormText.fields.fullName).fill("Generated Person");
    await dialog.getByRole("button", { name: userFormText.create }).click();
    const created = toasts(page, adminToasts.created);
    await expect(created).toContainText("Password: ");
    await expect(dialog).toBeHidden();
    await searchFor(page, generated);
    await expect(row(page, generated)).toContainText("Generated Person");
    await expect(row(page, generated)).toContainText(userManagementText.never);
    const shown = (await created.locator("[data-description]").textContent())!.match(
      /^Password: (\S+)$/,
    )![1]!;
    const check = await playwright.request.newContext({ baseURL });
    expect(
      (
        await check.post("/api/auth/login", { data: { email: generated, password: shown } })
      ).status(),
    ).toBe(200);
    await check.dispose();

    // The page's password rules, all failures in one toast.
    const typed = uniqueEmail("typed");
    await page.getByRole("button", { name: userManagementText.addUser }).click();
    await expect(dialog.getByLabel(userFormText.fields.email)).toHaveValue("");
    await dialog.getByLabel(userFormText.fields.email).fill(typed);
    await dialog.getByLabel(userFormText.fields.password).fill("ab");
    await dialog.getByRole("button", { name: userFormText.create }).click();
    await expect(toasts(page, adminToasts.passwordValidationFailed)).toContainText(
      `${passwordMessages.tooShort}. ${passwordMessages.noNumber}`,
    );
    // The server's refusal of a common password.
    await dialog.getByLabel(userFormText.fields.password).fill("password1");
    await dialog.getByRole("button", { name: userFormText.create }).click();
    await expect(
      toasts(page, adminToasts.passwordValidationFailed).filter({ hasText: passwordMessages.weak }),
    ).toBeVisible();
    await dialog.getByLabel(userFormText.fields.password).fill("Typed4Password");
    await dialog.getByLabel(userFormText.fields.role).selectOption("admin");
    await dialog.getByRole("button", { name: userFormText.create }).click();
    await expect(
      toasts(page, adminToasts.created).filter({ hasText: "Typed4Password" }),
    ).toBeVisible();
    await searchFor(page, typed);
    await expect(row(page, typed)).toContainText("Admin");

    // The same e-mail again: said on the Email field.
    await page.getByRole("button", { name: userManagementText.addUser }).click();
    await dialog.getByLabel(userFormText.fields.email).fill(typed.toUpperCase());
    await dialog.getByRole("button", { name: userFormText.create }).click();
    await expect(dialog.getByText("A user with this email address already exists.")).toBeVisible();
    await expect(dialog.getByLabel(userFormText.fields.email)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(toasts(page, adminToasts.createError)).toBeVisible();
  });

  test("edit changes the role; reset asks first and shows the new password; delete asks first", async ({
    page,
    baseURL,
    playwright,
  }) => {
    // A long journey with three accessibility checks: more time than one page's test.
    test.slow();
    await signInAsNewAdmin(page, baseURL!);
    const email = uniqueEmail("managed");
    await createAccount(baseURL!, { email, fullName: "Before Name" });
    await openDashboard(page);
    await searchFor(page, email);

    await page.getByRole("button", { name: userManagementText.actions.edit(email) }).click();
    const edit = page.getByRole("dialog", { name: userFormText.editTitle });
    await expect(edit.getByLabel(userFormText.fields.email)).toBeDisabled();
    await expect(edit.getByLabel(userFormText.fields.email)).toHaveValue(email);
    await expect(edit.getByLabel(userFormText.fields.password)).toHaveAttribute(
      "placeholder",
      userFormText.placeholders.editPassword,
    );
    await expectAccessible(page);
    await edit.getByLabel(userFormText.fields.fullName).fill("After Name");
    await edit.getByLabel(userFormText.fields.role).selectOption("admin");
    await edit.getByRole("button", { name: userFormText.save }).click();
    await expect(toasts(page, adminToasts.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row(page, email)).toContainText("After Name");
    await expect(row(page, email)).toContainText("Admin");
    await expect(
      page.getByRole("button", { name: userManagementText.actions.delete(email) }),
    ).toHaveCount(0);
    // And back to partner, so it can be deleted below.
    await page.getByRole("button", { name: userManagementText.actions.edit(email) }).click();
    await edit.getByLabel(userFormText.fields.role).selectOption("partner");
    await edit.getByRole("button", { name: userFormText.save }).click();
    await expect(toasts(page, adminToasts.updated)).toHaveCount(2);
    await expect(row(page, email)).toContainText("Partner");

    await page
      .getByRole("button", { name: userManagementText.actions.resetPassword(email) })
      .click();
    const confirm = page.getByRole("alertdialog", { name: confirmText.resetTitle });
    await expect(confirm).toContainText(email);
    await expectAccessible(page);
    await confirm.getByRole("button", { name: confirmText.reset }).click();
    const reset = toasts(page, adminToasts.reset);
    await expect(reset).toContainText(`New password for ${email}: `);
    const newPassword = (await reset.locator("[data-description]").textContent())!.match(
      /: (\S+)$/,
    )![1]!;
    const check = await playwright.request.newContext({ baseURL });
    expect(
      (await check.post("/api/auth/login", { data: { email, password: newPassword } })).status(),
    ).toBe(200);
    await check.dispose();

    await page.getByRole("button", { name: userManagementText.actions.delete(email) }).click();
    // Titled in Title Case like every other dialog of the panel.
    const remove = page.getByRole("alertdialog", { name: "Delete User", exact: true });
    await expect(remove).toContainText(confirmText.deleteDescription(email));
    await expectAccessible(page);
    await remove.getByRole("button", { name: confirmText.cancel }).click();
    await expect(row(page, email)).toBeVisible();
    await page.getByRole("button", { name: userManagementText.actions.delete(email) }).click();
    await remove.getByRole("button", { name: confirmText.delete }).click();
    await expect(toasts(page, adminToasts.deleted)).toBeVisible();
    await expect(page.getByText(userManagementText.noMatches(email))).toBeVisible();
  });

  // Changed on purpose: long values used to be cut short with an ellipsis (the whole value in a
  // tooltip); now Name and Company wrap and nothing is cut.
  test("a long e-mail, name and company wrap instead of being cut, not widening the page: Actions stay in view at 1280 and 1440 px", async ({
    page,
    baseURL,
    playwright,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "a desktop layout");
    const email = `luka.kranjc.${Date.now().toString(36)}@longcompanyname-international-holdings.test`;
    const company = "Kranjc Precision Engineering and International Holdings GmbH";
    const fullName = "Luka Kranjc Žužemberšek Čebašek";
    await createAccount(baseURL!, { email, company, fullName });
    // A sign-in gives the row a Last Login date, the widest value a row shows there.
    const own = await playwright.request.newContext({ baseURL });
    expect((await own.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
    await own.dispose();
    const admin = await signInAsNewAdmin(page, baseURL!);
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openDashboard(page);
      // An admin's row has no Delete: a gap holds its place, so Edit and Reset password keep
      // the places they have in a partner's row.
      await searchFor(page, admin);
      const fromRight = async (name: string) => {
        const [button, table] = await Promise.all([
          page.getByRole("button", { name, exact: true }).boundingBox(),
          page.getByRole("region", { name: userManagementText.title }).boundingBox(),
        ]);
        return table!.x + table!.width - (button!.x + button!.width);
      };
      const adminEdit = await fromRight(userManagementText.actions.edit(admin));
      await searchFor(page, email);
      const region = await page
        .getByRole("region", { name: userManagementText.title })
        .boundingBox();
      expect(
        Math.abs((await fromRight(userManagementText.actions.edit(email))) - adminEdit),
        `Edit in the same place in an admin's and a partner's row at ${width} px`,
      ).toBeLessThanOrEqual(1);
      // The actions are a right-aligned group under their right-aligned heading, Delete last.
      const heading = (await page
        .getByRole("columnheader", { name: userManagementText.columns.actions })
        .boundingBox())!;
      const last = (await page
        .getByRole("button", { name: userManagementText.actions.delete(email) })
        .boundingBox())!;
      expect(
        Math.abs(heading.x + heading.width - (last.x + last.width)),
        `the last action ends where the Actions heading does at ${width} px`,
      ).toBeLessThanOrEqual(2);
      const inside = async (box: { x: number; width: number } | null, what: string) => {
        expect(box, what).not.toBeNull();
        expect(box!.x, `${what} at ${width} px`).toBeGreaterThanOrEqual(region!.x);
        expect(box!.x + box!.width, `${what} at ${width} px`).toBeLessThanOrEqual(
          region!.x + region!.width,
        );
      };
      await inside(
        await page
          .getByRole("columnheader", { name: userManagementText.columns.actions })
          .boundingBox(),
        "Actions header",
      );
      for (const action of [
        userManagementText.actions.edit(email),
        userManagementText.actions.resetPassword(email),
        userManagementText.actions.delete(email),
      ]) {
        await inside(await page.getByRole("button", { name: action }).boundingBox(), action);
      }
      for (const value of [email, fullName, company]) {
        const cell = row(page, email).getByRole("cell", { name: value, exact: true });
        await inside(await cell.boundingBox(), value);
        expect(
          await cell.evaluate((element) => element.scrollWidth <= element.clientWidth),
          `${value} is not cut at ${width} px`,
        ).toBe(true);
        await expect(cell).not.toHaveCSS("text-overflow", "ellipsis");
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        `no sideways scroll at ${width} px`,
      ).toBe(true);
    }
    await expectAccessible(page);
  });

  test("search and sort live in the URL: reload, back and forward keep them", async ({
    page,
    baseURL,
  }) => {
    await signInAsNewAdmin(page, baseURL!);
    const tag = `firm${Math.random().toString(36).slice(2, 8)}`;
    const emails = ["b", "a", "c"].map((letter) => `${letter}-${tag}@example.org`);
    for (const email of emails) await createAccount(baseURL!, { email, company: `Co ${tag}` });
    await openDashboard(page);

    await searchFor(page, tag);
    const bodyRows = page.locator("tbody tr");
    await expect(bodyRows).toHaveCount(3);
    // A desktop sorts by the column headers; a phone, whose users are cards, by one drop-down.
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    const emailHeader = page.getByRole("columnheader", { name: userManagementText.columns.email });
    const phoneSort = page.getByLabel(userManagementText.phoneSort.label);
    const sortByEmail = async (order: "asc" | "desc") => {
      if (phone) await phoneSort.selectOption(`email:${order}`);
      else await emailHeader.getByRole("button").click();
    };
    const expectEmailSort = async (sort: "ascending" | "descending" | "none") => {
      if (!phone) return expect(emailHeader).toHaveAttribute("aria-sort", sort);
      await expect(emailHeader).toBeHidden();
      await expect(phoneSort).toHaveValue(
        sort === "none" ? "createdAt:asc" : `email:${sort === "ascending" ? "asc" : "desc"}`,
      );
    };
    if (!phone) await expect(phoneSort).toBeHidden();
    // Every field the server sorts by, both ways; the Actions column is not one.
    else {
      await openFilters(page);
      const fields = ["Email", "Name", "Company", "Role", "Logins", "Last Login", "Date added"];
      await expect(phoneSort.getByRole("option")).toHaveText(
        fields.flatMap((field) => [`${field} (ascending)`, `${field} (descending)`]),
      );
    }

    await sortByEmail("asc");
    await expect(page).toHaveURL(/sort=email/);
    await expectEmailSort("ascending");
    await expect(bodyRows.first()).toContainText(`a-${tag}`);
    await sortByEmail("desc");
    await expect(page).toHaveURL(/order=desc/);
    await expectEmailSort("descending");
    await expect(bodyRows.first()).toContainText(`c-${tag}`);

    await page.reload();
    await expect(page.getByRole("searchbox")).toHaveValue(tag);
    await expectEmailSort("descending");
    await expect(bodyRows.first()).toContainText(`c-${tag}`);

    await page.goBack();
    await expectEmailSort("ascending");
    await expect(bodyRows.first()).toContainText(`a-${tag}`);
    await page.goBack();
    await expectEmailSort("none");
    await page.goBack();
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await page.goForward();
    await expect(page.getByRole("searchbox")).toHaveValue(tag);
    await expect(bodyRows).toHaveCount(3);

    await page.getByRole("searchbox").fill(`${tag}-nobody`);
    await expect(page.getByText(userManagementText.noMatches(`${tag}-nobody`))).toBeVisible();
    await expectAccessible(page);
  });

  test("a session the server ended: Authentication required, then /admin", async ({
    page,
    baseURL,
    playwright,
  }) => {
    await signInAsNewAdmin(page, baseURL!);
    await openDashboard(page);
    // End the session on the server only, as an expiry or a revocation would.
    const cookie = (await page.context().cookies())
      .map((item) => `${item.name}=${item.value}`)
      .join("; ");
    const elsewhere = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie },
    });
    expect((await elsewhere.post("/api/auth/logout")).status()).toBe(204);
    await elsewhere.dispose();

    await page.getByRole("searchbox").fill("anyone");
    await expect(toasts(page, adminToasts.authRequired.title)).toContainText(
      adminToasts.authRequired.description,
    );
    await expect(page).toHaveURL(/\/admin$/);
    await expect(signInButton(page)).toBeVisible();
  });
});

test("no public or portal page's HTML or JavaScript carries admin texts or admin code", async ({
  page,
  request,
}) => {
  test.skip(test.info().project.name !== "desktop", "the same files for every device");
  const adminStrings = [
    adminPanelText.accessDenied.description,
    userManagementText.description,
    userFormText.createTitle,
    userFormText.placeholders.createPassword,
    adminToasts.authRequired.description,
    adminLoginMessages.success.description,
    adminLoginMessages.inline(5).slice(0, 24),
    adminLoginContent.lead,
    "/api/admin",
  ];
  const scripts = new Set<string>();
  const collect = (html: string) => {
    // The page names its scripts in the inline script that starts them after the first paint
    // (the start module and the preloads), no longer in the head.
    for (const [script] of html.matchAll(/\/assets\/[\w.-]+\.js/g)) scripts.add(script);
  };
  for (const pagePath of [...publicPages, ...unlistedPages, notFoundPage]) {
    const html = await (
      await request.get(pagePath === notFoundPage ? "/no-such-page" : pagePath)
    ).text();
    for (const text of adminStrings) expect(html, `${pagePath} HTML`).not.toContain(text);
    collect(html);
  }
  // The portal's pages load their code in the browser: collect what a signed-in partner loads.
  page.on("request", (item) => {
    if (item.resourceType() === "script") scripts.add(new URL(item.url()).pathname);
  });
  await page.request.post("/api/auth/login", { data: { ...demo.partner } });
  await page.goto(paths.partnerPortal);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(scripts.size).toBeGreaterThan(3);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect(body.length, script).toBeGreaterThan(0);
    for (const text of adminStrings) expect(body, script).not.toContain(text);
  }
});
