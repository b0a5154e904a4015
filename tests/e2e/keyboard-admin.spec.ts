/**
 * The admin panel by keyboard alone (WCAG 2.2 AA, 2.4.3 focus order, 2.4.1 bypass blocks):
 * dialogs give focus back, actions keep it, paging moves it with the view, and a long table can
 * be skipped. Tab, Shift+Tab, Enter, Space, Escape and typing only; the one `.focus()` in each
 * journey starts it on its page. Focus is checked after every key.
 */
import { expectAccessible } from "./support/accessibility";
import { press, tabTo } from "./support/keyboard";
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "./support/test";
import {
  adminPanelText,
  adminToasts,
  confirmText,
  userFormText,
  userManagementText,
} from "../../core/texts/admin-panel";
import { activityTexts, inboxTexts, pagingTexts } from "../../core/texts/admin-inbox-and-activity";
import { paths } from "../../core/paths";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { toasts } from "./support/toasts";

// The two sizes, whichever device the project emulates.
test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 }),
});

const demo = demoAccounts({ DEMO: "1" })!;
const password = "Harbour7Lights";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

let demoAdminApi: APIRequestContext | undefined;

/** The demo admin, signed in through the API, sets up what a test needs. */
async function demoAdmin(baseURL: string): Promise<APIRequestContext> {
  if (demoAdminApi) return demoAdminApi;
  demoAdminApi = await apiRequest.newContext({ baseURL });
  const signedIn = await demoAdminApi.post("/api/auth/login", {
    data: { ...demo.admin, source: "partner-portal" },
  });
  expect(signedIn.status()).toBe(200);
  return demoAdminApi;
}

test.afterAll(async () => {
  await demoAdminApi?.dispose();
  demoAdminApi = undefined;
});

async function createUsers(api: APIRequestContext, emails: string[]) {
  // A few at a time: quick, without piling every password hash onto the server at once.
  for (let start = 0; start < emails.length; start += 6) {
    await Promise.all(
      emails.slice(start, start + 6).map(async (email) => {
        const response = await api.post("/api/admin/users", {
          data: { email, password, fullName: "Keyboard Person", company: "Tipka d.o.o." },
        });
        expect(response.status(), await response.text()).toBe(201);
      }),
    );
  }
}

/** A new admin of the test's own, signed in on the page's context; returns its e-mail. */
async function signInAsNewAdmin(page: Page, baseURL: string): Promise<string> {
  const email = `keys-admin-${unique()}@example.org`;
  const response = await (
    await demoAdmin(baseURL)
  ).post("/api/admin/users", {
    data: { email, password, fullName: "Keyboard Admin", role: "admin" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const signedIn = await page.request.post("/api/auth/login", {
    data: { email, password, source: "admin-panel" },
  });
  expect(signedIn.status()).toBe(200);
  return email;
}

/**
 * On a phone the filters beyond the search fold behind Filters: from the search, Tab reaches
 * the button and Enter opens them, focus staying on it.
 */
async function openFilters(page: Page) {
  const filters = page.getByRole("button", { name: new RegExp(`^${adminPanelText.filters}`) });
  await press(page, "Tab", filters);
  await press(page, "Enter", filters);
  await expect(filters).toHaveAttribute("aria-expanded", "true");
}

const usersSearch = (page: Page) =>
  page.getByRole("searchbox", { name: userManagementText.search.label });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The dashboard showing the users whose e-mail holds `label`, settled. */
async function openUsers(page: Page, label: string) {
  await page.goto(`${paths.adminDashboard}?search=${label}`);
  await expect(usersSearch(page)).toHaveValue(label);
  await expect(page.getByRole("region", { name: userManagementText.title })).toHaveAttribute(
    "aria-busy",
    "false",
  );
}

/**
 * Opens a user dialog from `opener` three times, by Enter and by Space, and leaves it by Escape,
 * by its Close button and by Cancel (pressed with Enter and with Space): focus lands on
 * `firstField` as it opens and is back on `opener` each time it closes.
 */
async function leaveEachWay(page: Page, opener: Locator, dialog: Locator, firstField: Locator) {
  await press(page, "Enter", firstField);
  await press(page, "Escape", opener);

  await press(page, "Space", firstField);
  await tabTo(page, dialog.getByRole("button", { name: userFormText.close }));
  await press(page, "Enter", opener);

  await press(page, "Enter", firstField);
  await tabTo(page, dialog.getByRole("button", { name: userFormText.cancel }));
  await press(page, "Space", opener);
  await expect(dialog).toHaveCount(0);
}

test.describe("user dialogs give focus back", () => {
  test("Add User: Escape, Close, Cancel and Create all return focus to Add User", async ({
    page,
    baseURL,
  }) => {
    await signInAsNewAdmin(page, baseURL!);
    const label = `add-${unique()}`;
    await openUsers(page, label);
    const addUser = button(page, userManagementText.addUser);
    const dialog = page.getByRole("dialog", { name: userFormText.createTitle });
    const email = dialog.getByRole("textbox", { name: userFormText.fields.email });

    await usersSearch(page).focus();
    await press(page, "Shift+Tab", addUser);
    await leaveEachWay(page, addUser, dialog, email);

    await press(page, "Enter", email);
    await page.keyboard.type(`${label}-new@example.org`);
    await press(page, "Tab", dialog.getByRole("textbox", { name: userFormText.fields.fullName }));
    await page.keyboard.type("Nova Oseba");
    await press(page, "Tab", dialog.getByRole("textbox", { name: userFormText.fields.company }));
    await press(page, "Tab", dialog.getByRole("textbox", { name: userFormText.fields.password }));
    await page.keyboard.type(password);
    await press(page, "Enter", addUser);
    await expect(toasts(page, adminToasts.created)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `${label}-new@example.org` })).toHaveCount(
      1,
    );
    await expect(addUser).toBeFocused();
  });

  test("Edit and Reset password: every way out returns focus to the row's button", async ({
    page,
    baseURL,
  }) => {
    await signInAsNewAdmin(page, baseURL!);
    const label = `edit-${unique()}`;
    const [first, second] = [`${label}-a@example.org`, `${label}-b@example.org`];
    await createUsers(await demoAdmin(baseURL!), [first, second]);
    await openUsers(page, label);
    const edit = button(page, userManagementText.actions.edit(second));
    const reset = button(page, userManagementText.actions.resetPassword(second));
    const editDialog = page.getByRole("dialog", { name: userFormText.editTitle });
    const fullName = editDialog.getByRole("textbox", { name: userFormText.fields.fullName });
    const confirm = page.getByRole("alertdialog", { name: confirmText.resetTitle });
    const cancel = confirm.getByRole("button", { name: confirmText.cancel });

    await usersSearch(page).focus();
    await tabTo(page, edit);
    await leaveEachWay(page, edit, editDialog, fullName);
    // Saved with Enter in a field: the dialog closes, the list reloads, focus is back.
    await press(page, "Enter", fullName);
    await page.keyboard.press("End");
    await page.keyboard.type(" Jr.");
    await press(page, "Enter", edit);
    await expect(toasts(page, adminToasts.updated)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: second })).toContainText(
      "Keyboard Person Jr.",
    );
    await expect(edit).toBeFocused();
    await expectAccessible(page, "dashboard after editing");

    await press(page, "Tab", reset);
    await press(page, "Enter", cancel);
    await press(page, "Escape", reset);
    await press(page, "Enter", cancel);
    await press(page, "Enter", reset);
    await press(page, "Space", cancel);
    await press(page, "Tab", confirm.getByRole("button", { name: confirmText.reset }));
    await press(page, "Enter", reset);
    await expect(toasts(page, adminToasts.reset)).toBeVisible();
    await expect(reset).toBeFocused();
  });

  test("Delete: Escape and Cancel return focus; a deleted row's focus goes to the next row, the previous for the last, the heading when none is left", async ({
    page,
    baseURL,
  }) => {
    await signInAsNewAdmin(page, baseURL!);
    const label = `delete-${unique()}`;
    const [first, second, third] = ["a", "b", "c"].map(
      (letter) => `${label}-${letter}@example.org`,
    ) as [string, string, string];
    // One after another: the table's default order is the order they were added in.
    for (const email of [first, second, third]) {
      await createUsers(await demoAdmin(baseURL!), [email]);
    }
    await openUsers(page, label);
    const remove = (email: string) => button(page, userManagementText.actions.delete(email));
    const edit = (email: string) => button(page, userManagementText.actions.edit(email));
    const confirm = page.getByRole("alertdialog", { name: confirmText.deleteTitle });
    const cancel = confirm.getByRole("button", { name: confirmText.cancel });
    const confirmDelete = confirm.getByRole("button", { name: confirmText.delete, exact: true });

    await usersSearch(page).focus();
    await tabTo(page, remove(first));
    await press(page, "Enter", cancel);
    await press(page, "Escape", remove(first));
    await press(page, "Space", cancel);
    await press(page, "Enter", remove(first));

    // The first row goes: focus moves to the next row's first action.
    await press(page, "Enter", cancel);
    await press(page, "Tab", confirmDelete);
    await press(page, "Enter", edit(second));
    await expect(page.getByRole("row").filter({ hasText: first })).toHaveCount(0);
    await expect(edit(second)).toBeFocused();

    // The last row goes: focus moves to the previous row's.
    await tabTo(page, remove(third));
    await press(page, "Enter", cancel);
    await press(page, "Tab", confirmDelete);
    await press(page, "Enter", edit(second));
    await expect(page.getByRole("row").filter({ hasText: third })).toHaveCount(0);
    await expect(edit(second)).toBeFocused();

    // No row is left: focus moves to the table's heading.
    const heading = page.getByRole("heading", { name: userManagementText.title });
    await tabTo(page, remove(second));
    await press(page, "Enter", cancel);
    await press(page, "Tab", confirmDelete);
    await press(page, "Enter", heading);
    await expect(page.getByText(userManagementText.noMatches(label))).toBeVisible();
    await expect(heading).toBeFocused();
    await expectAccessible(page, "dashboard with no match");
  });
});

test.describe("long lists", () => {
  test("102 users: search keeps focus, sort keeps focus, a skip link leads past the table, and Previous and Next keep focus at either end", async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.slow();
    await signInAsNewAdmin(page, baseURL!);
    const label = `many-${unique()}`;
    await createUsers(
      await demoAdmin(baseURL!),
      Array.from(
        { length: 102 },
        (_, index) => `${label}-${String(index).padStart(3, "0")}@example.org`,
      ),
    );
    await page.goto(paths.adminDashboard);
    const search = usersSearch(page);
    await search.focus();
    await page.keyboard.type(label);
    await press(page, "Enter", search);
    await expect(page).toHaveURL(new RegExp(`search=${label}`));
    const status = page.getByText(userManagementText.pagination.status(1, 2, 102));
    await expect(status).toBeVisible();
    await expect(search).toBeFocused();

    // Before the table, a skip link (shown when it has focus) leads past its 300 buttons.
    const skip = page.getByRole("link", { name: pagingTexts.skipToPagination });
    if (isMobile) {
      // On a phone the Sort by drop-down stands in for the header row's sort buttons; it is
      // folded behind Filters, which Enter opens.
      await openFilters(page);
      const sortBy = page.getByRole("combobox", { name: userManagementText.phoneSort.label });
      await press(page, "Tab", sortBy);
      await press(page, "ArrowDown", sortBy);
      await expect(page).toHaveURL(/order=desc/);
      await expect(sortBy).toBeFocused();
      await press(page, "Tab", skip);
    } else {
      const sortByEmail = page.getByRole("button", { name: userManagementText.columns.email });
      await tabTo(page, sortByEmail);
      await press(page, "Enter", sortByEmail);
      await expect(page).toHaveURL(/sort=email/);
      await expect(sortByEmail).toBeFocused();
      await press(page, "Shift+Tab", page.getByRole("region", { name: userManagementText.title }));
      await press(page, "Shift+Tab", skip);
    }
    await expect(skip).toBeInViewport();
    const pages = page.getByRole("navigation", { name: userManagementText.pagination.label });
    await press(page, "Enter", pages);
    const previous = pages.getByRole("button", { name: userManagementText.pagination.previous });
    const next = pages.getByRole("button", { name: userManagementText.pagination.next });
    await press(page, "Tab", previous);
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    // On the first page Previous is refused, and keeps focus.
    await press(page, "Enter", previous);
    await expect(status).toBeVisible();
    await press(page, "Tab", next);
    await press(page, "Enter", next);
    await expect(page.getByText(userManagementText.pagination.status(2, 2, 102))).toBeVisible();
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute("aria-disabled", "true");
    // On the last page Next is refused, and keeps focus.
    await press(page, "Enter", next);
    await expect(page).toHaveURL(/page=2/);
    await press(page, "Shift+Tab", previous);
    await press(page, "Enter", previous);
    await expect(status).toBeVisible();
    await expect(previous).toBeFocused();
    await expectAccessible(page, "dashboard with 102 users");

    // An edit that sorts its row onto the other page: focus goes to the list's heading, not the
    // page, once the list no longer shows the row.
    await page.goto(`${paths.adminDashboard}?search=${label}&sort=fullName`);
    await expect(status).toBeVisible();
    const firstEdit = page
      .getByRole("button", { name: new RegExp(`^Edit ${label}-`) })
      .filter({ visible: true })
      .first();
    const edited = (await firstEdit.getAttribute("aria-label"))!.replace(/^Edit /, "");
    await firstEdit.focus();
    const fullName = page
      .getByRole("dialog", { name: userFormText.editTitle })
      .getByRole("textbox", { name: userFormText.fields.fullName });
    await press(page, "Enter", fullName);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Zupančič Žan");
    await page.keyboard.press("Enter");
    await expect(toasts(page, adminToasts.updated)).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit ${edited}`, exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: userManagementText.title })).toBeFocused();
  });

  test("Messages: search and Clear keep focus in the field; a skip link leads to the pages; Older and Newer move focus to the list's heading", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInAsNewAdmin(page, baseURL!);
    const label = `keys${unique()}`;
    // 26 messages, one more than a page, each from an address of its own (the per-address limit).
    const visitor = await apiRequest.newContext({ baseURL });
    for (let index = 0; index < 26; index += 1) {
      const sent = await visitor.post("/api/contact", {
        headers: {
          "x-forwarded-for": `198.19.${index + 1}.${Math.floor(Math.random() * 254) + 1}`,
        },
        data: {
          name: "Tipkovnica",
          email: "visitor@example.net",
          subject: `Order ${label} ${index}`,
          message: "Please send an offer.",
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await visitor.dispose();

    await page.goto(paths.adminMessages);
    const heading = page.getByRole("heading", { name: inboxTexts.title });
    const search = page.getByRole("searchbox", { name: inboxTexts.searchLabel });
    await search.focus();
    await page.keyboard.type(label);
    await press(page, "Enter", search);
    await expect(page).toHaveURL(new RegExp(`search=${label}`));
    const table = page.getByRole("table", { name: inboxTexts.tableLabel });
    await expect(table.getByRole("row").filter({ hasText: label })).toHaveCount(25);
    await expect(search).toBeFocused();

    const clear = page.getByRole("link", { name: inboxTexts.clear });
    await press(page, "Tab", clear);
    await press(page, "Enter", search);
    await expect(page).not.toHaveURL(/search=/);
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await page.keyboard.type(label);
    await press(page, "Enter", search);
    await expect(page).toHaveURL(new RegExp(`search=${label}`));
    // Clear appears once the search's list has arrived.
    await expect(clear).toBeVisible();
    await expect(search).toBeFocused();

    const skip = page.getByRole("link", { name: pagingTexts.skipToPagination });
    await press(page, "Tab", clear);
    // Past the All / Open / Handled filter (behind Filters on a phone).
    await tabTo(page, skip, { max: 5 });
    await expect(skip).toBeInViewport();
    const pages = page.getByRole("navigation", { name: inboxTexts.pagesLabel });
    await press(page, "Enter", pages);
    const newer = pages.getByRole("button", { name: pagingTexts.newer });
    const older = pages.getByRole("link", { name: pagingTexts.older });
    await press(page, "Tab", newer);
    await expect(newer).toHaveAttribute("aria-disabled", "true");
    await press(page, "Enter", newer);
    await press(page, "Tab", older);
    // Older shows the top of the next page: focus goes there with it.
    await press(page, "Enter", heading);
    await expect(page).toHaveURL(/before=/);
    await expect(table.getByRole("row").filter({ hasText: label })).toHaveCount(1);
    await expect(heading).toBeFocused();
    const lastOlder = pages.getByRole("button", { name: pagingTexts.older });
    await tabTo(page, lastOlder);
    await expect(lastOlder).toHaveAttribute("aria-disabled", "true");
    await press(page, "Enter", lastOlder);
    await press(page, "Shift+Tab", pages.getByRole("link", { name: pagingTexts.newer }));
    await press(page, "Enter", heading);
    await expect(table.getByRole("row").filter({ hasText: label })).toHaveCount(25);
    await expect(heading).toBeFocused();
    await expectAccessible(page, "messages, first page");
  });

  test("Messages: Mark handled keeps focus while it runs, then focus moves to the row's note that says it is handled", async ({
    page,
    baseURL,
  }) => {
    const admin = await signInAsNewAdmin(page, baseURL!);
    const subject = `Handle ${unique()}`;
    const visitor = await apiRequest.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `198.19.250.${Math.floor(Math.random() * 254) + 1}` },
    });
    const sent = await visitor.post("/api/contact", {
      data: { name: "Tipkovnica", email: "visitor@example.net", subject, message: "An offer?" },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await visitor.dispose();

    await page.goto(`${paths.adminMessages}?search=${encodeURIComponent(subject)}`);
    const row = page
      .getByRole("table", { name: inboxTexts.tableLabel })
      .getByRole("row")
      .filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    const search = page.getByRole("searchbox", { name: inboxTexts.searchLabel });
    await search.focus();
    const markHandled = row.getByRole("button", { name: inboxTexts.markHandled });
    await tabTo(page, markHandled);
    await press(
      page,
      "Enter",
      row.getByRole("paragraph").filter({ hasText: inboxTexts.handledBy(admin) }),
    );
    await expect(markHandled).toHaveCount(0);
  });

  test("Activity: Enter in the user field and a filter keep focus; Older and Newer move focus to the heading; Clear filters to the field", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const admin = await signInAsNewAdmin(page, baseURL!);
    // 26 entries in this admin's audit log: one more than a page.
    const label = `audit-${unique()}`;
    const created = Array.from({ length: 26 }, (_, index) => `${label}-${index}@example.org`);
    await createUsers(page.request, created);

    await page.goto(`${paths.adminActivity}?log=audit`);
    const heading = page.getByRole("heading", { name: activityTexts.title });
    const user = page.getByRole("searchbox", { name: activityTexts.userLabel });
    await user.focus();
    await page.keyboard.type(admin);
    await press(page, "Enter", user);
    await expect(page).toHaveURL(/user=/);
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: label })).toHaveCount(25);
    await expect(user).toBeFocused();

    const action = page.getByRole("combobox", { name: activityTexts.actionLabel });
    if (page.viewportSize()!.width < 768) await openFilters(page);
    await press(page, "Tab", action);
    const pages = page.getByRole("navigation", { name: activityTexts.pagesLabel });
    const older = pages.getByRole("link", { name: pagingTexts.older });
    await tabTo(page, older);
    await press(page, "Enter", heading);
    await expect(page).toHaveURL(/before=/);
    await expect(table.getByRole("row").filter({ hasText: label })).toHaveCount(1);
    const lastOlder = pages.getByRole("button", { name: pagingTexts.older });
    await tabTo(page, lastOlder);
    await expect(lastOlder).toHaveAttribute("aria-disabled", "true");
    await press(page, "Enter", lastOlder);
    await press(page, "Shift+Tab", pages.getByRole("link", { name: pagingTexts.newer }));
    await press(page, "Enter", heading);
    await expect(table.getByRole("row").filter({ hasText: label })).toHaveCount(25);

    const clear = page.getByRole("link", { name: activityTexts.clear });
    await tabTo(page, clear);
    await press(page, "Enter", user);
    await expect(page).not.toHaveURL(/user=/);
    await expect(user).toHaveValue("");
    await expect(user).toBeFocused();
    await expectAccessible(page, "activity, audit log");
  });
});
