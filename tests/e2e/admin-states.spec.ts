/**
 * The admin panel's states and its quiet, dense layout: a failed load says what failed and
 * offers Retry (never an empty list), a toast that carries a password stays until it is
 * closed and copies it, at most three toasts show at once with the newest first, Messages
 * filter Open / Handled with a one-line preview and one notice that mail is held, and on a
 * phone the filters fold behind a Filters button. Long Slovenian names wrap, never cut.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { activityTexts, inboxTexts } from "../../core/texts/admin-inbox-and-activity";
import {
  adminPanelText,
  adminToasts,
  confirmText,
  userFormText,
  userManagementText,
} from "../../core/texts/admin-panel";
import { paths } from "../../core/paths";
import { expectAccessible } from "./support/accessibility";
import { createAccounts, testAccountPassword, type TestAccount } from "./support/admin-accounts";
import { toasts } from "./support/toasts";

const password = testAccountPassword;
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const isPhone = (page: Page) => page.viewportSize()!.width < 768;

/** A new admin of the test's own, signed in on the page's context; returns its e-mail. */
async function signInAsNewAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const email = `states-${tag()}@example.org`;
  await createAccounts(request, [{ email, role: "admin" }]);
  const response = await page.request.post("/api/auth/login", {
    data: { email, password, source: "admin-panel" },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

const filtersButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${adminPanelText.filters}`) });

/** The toasts on screen: the library keeps those past the limit in the page, hidden. */
const shownToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

test.describe("a failed load", () => {
  test("Users: says what failed in place of the list and the counts, and Retry loads them again", async ({
    page,
    request,
  }, testInfo) => {
    const email = await signInAsNewAdmin(page, request);
    // Every call for the list and the counts fails, as with the server out of reach.
    let failing = true;
    await page.route("**/api/admin/users?*", (route) =>
      failing ? route.abort("connectionrefused") : route.continue(),
    );
    await page.route("**/api/admin/users/summary", (route) =>
      failing ? route.abort("connectionrefused") : route.continue(),
    );
    // Narrowed to this test's admin, whom other tests' users could push past the first page.
    await page.goto(`${paths.adminDashboard}?search=${encodeURIComponent(email)}`);
    // The view's own message (the toast says Error loading users too).
    const failure = page.locator("[data-load-failure]");
    await expect(failure).toHaveRole("alert");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(adminToasts.unreachable);
    // Not an empty list, nor made-up counts.
    await expect(page.getByText(userManagementText.noUsers)).toHaveCount(0);
    await expect(page.getByRole("table", { name: userManagementText.title })).toHaveCount(0);
    await expect(page.getByText(userManagementText.summary.totalUsers)).toHaveCount(0);
    await expect(page.getByText(/^[–-]$/)).toHaveCount(0);
    await expect(toasts(page, adminToasts.loadError)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("users-failed.png") });
    await expectAccessible(page, "users failed to load");

    // Retry while it still fails: the failure stays, with Retry.
    const retry = failure.getByRole("button", { name: adminPanelText.retry });
    await retry.click();
    await expect(failure).toBeVisible();

    failing = false;
    await failure.getByRole("button", { name: adminPanelText.retry }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
    await expect(page.getByText(userManagementText.summary.totalUsers)).toBeVisible();
  });

  test("Messages: says what failed, and Retry loads the list again", async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    let failing = true;
    await page.route("**/api/admin/messages*", (route) =>
      failing
        ? route.fulfill({
            status: 503,
            json: { statusCode: 503, error: "Service Unavailable", message: "Database is down." },
          })
        : route.continue(),
    );
    await page.goto(paths.adminMessages);
    const failure = page.locator("[data-load-failure]");
    await expect(failure).toContainText(inboxTexts.loadFailed);
    await expect(failure).toContainText("Database is down.");
    await expect(page.getByText(inboxTexts.empty)).toHaveCount(0);
    failing = false;
    await failure.getByRole("button", { name: adminPanelText.retry }).click();
    await expect(page.getByRole("table", { name: inboxTexts.tableLabel })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

test.describe("toasts", () => {
  test("a new user's password stays until closed, with Copy that copies it and leaves it open; no strip under the page", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await signInAsNewAdmin(page, request);
    const group = tag();
    await page.goto(`${paths.adminDashboard}?search=${group}`);

    await page.getByRole("button", { name: userManagementText.addUser }).click();
    const dialog = page.getByRole("dialog", { name: userFormText.createTitle });
    await dialog.getByRole("textbox", { name: /^Email/ }).fill(`${group}@example.org`);
    await dialog.getByRole("button", { name: userFormText.create }).click();
    const toast = toasts(page, adminToasts.created);
    await expect(toast).toContainText("Password: ");
    const shown = (await toast.locator("[data-description]").textContent())!;
    const newPassword = shown.replace(/^Password: /, "");

    // No room is added under the page while the toast shows: the page keeps its own end.
    expect(
      await page.evaluate(() => ({
        padding: getComputedStyle(document.body).paddingBottom,
        room: document.documentElement.style.getPropertyValue("--toast-clearance"),
      })),
      "no strip under the page",
    ).toEqual({ padding: "0px", room: "" });

    // Ten minutes on, it is still there: a password is shown nowhere else.
    await page.clock.runFor(10 * 60_000);
    await expect(toast).toBeVisible();

    await toast.getByRole("button", { name: adminToasts.copyPassword }).click();
    await expect(toasts(page, adminToasts.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newPassword);
    await expect(toast).toBeVisible();

    await toast.getByRole("button", { name: "Close toast" }).click();
    await expect(toast).toHaveCount(0);
  });

  test("at most three toasts show at once, the newest first; an older one returns when a newer one goes", async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    await signInAsNewAdmin(page, request);
    const group = tag();
    const emails = Array.from({ length: 4 }, (_, index) => `toast-${index}-${group}@example.org`);
    await createAccounts(
      request,
      emails.map((email) => ({ email })),
    );
    await page.goto(`${paths.adminDashboard}?search=${group}&sort=email&order=asc`);
    await expect(page.getByRole("row").filter({ hasText: group })).toHaveCount(4);

    // Four passwords reset, one after another: each toast stays until it is closed. The clicks
    // go to the buttons themselves: on a phone the toasts piling up at the bottom may lie over
    // the last cards, which is no matter here.
    for (const email of emails) {
      await page
        .getByRole("button", { name: userManagementText.actions.resetPassword(email) })
        .dispatchEvent("click");
      const confirm = page.getByRole("alertdialog", { name: confirmText.resetTitle });
      await confirm.getByRole("button", { name: confirmText.reset }).dispatchEvent("click");
      await expect(confirm).toBeHidden();
      await expect(toasts(page, `New password for ${email}`)).toHaveCount(1);
    }
    const shown = shownToasts(page);
    await expect(shown).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath("three-toasts.png") });
    await expect(shown.nth(0)).toContainText(emails[3]!);
    await expect(shown.nth(1)).toContainText(emails[2]!);
    await expect(shown.nth(2)).toContainText(emails[1]!);
    // The oldest waits, out of sight and out of reach of Tab and screen readers.
    const oldest = toasts(page, emails[0]!);
    await expect(oldest).toHaveAttribute("data-visible", "false");
    expect(await oldest.evaluate((element) => (element as HTMLElement).inert)).toBe(true);

    // Closing the newest brings the oldest back.
    await shown.nth(0).getByRole("button", { name: "Close toast" }).click();
    await expect(toasts(page, emails[3]!)).toHaveCount(0);
    await expect(oldest).toHaveAttribute("data-visible", "true");
    await expect(shown).toHaveCount(3);
  });
});

test.describe("Messages", () => {
  test("Open / Handled filters on the server, each message has a one-line preview, and held mail is said once", async ({
    page,
    request,
  }, testInfo) => {
    const admin = await signInAsNewAdmin(page, request);
    const group = tag();
    const subjects = { open: `Open ${group}`, handled: `Handled ${group}` };
    for (const subject of Object.values(subjects)) {
      // Each from an address of its own (the contact form's per-address limit).
      const byte = () => Math.floor(Math.random() * 254) + 1;
      const sent = await page.request.post("/api/contact", {
        headers: { "x-forwarded-for": `198.18.${byte()}.${byte()}` },
        data: {
          name: "Mojca Kovačič",
          email: "mojca.kovacic@example.si",
          company: "Žužemberk Čistilne naprave d.o.o.",
          subject,
          message: `Pozdravljeni, prosim za ponudbo. ${"Dolga vrstica besedila. ".repeat(20)}`,
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    const listed = await page.request.get(`/api/admin/messages?search=${subjects.handled}`);
    const [handled] = (await listed.json()).messages as { id: string }[];
    expect(
      (
        await page.request.post(`/api/admin/messages/${handled!.id}/handled`, { data: {} })
      ).status(),
    ).toBe(200);

    // As if no mail server were configured: the page then says once that mail is held.
    await page.route("**/api/admin/messages?*", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), mailDelivery: false } });
    });
    await page.goto(`${paths.adminMessages}?search=${group}`);
    const table = page.getByRole("table", { name: inboxTexts.tableLabel });
    const rows = table.getByRole("row").filter({ hasText: group });
    await expect(rows).toHaveCount(2);
    await expect(page.getByText(inboxTexts.heldNotice)).toHaveCount(1);
    await expect(table.getByText(/^Held:/)).toHaveCount(0);
    // One line of each message, cut at the line's end.
    const preview = rows.first().locator("[data-preview]");
    await expect(preview).toContainText("Pozdravljeni, prosim za ponudbo.");
    const lines = await preview.evaluate(
      (element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBe(1);
    await page.screenshot({ path: testInfo.outputPath("messages.png"), fullPage: true });

    const filter = page.getByRole("navigation", { name: inboxTexts.stateFilter.label });
    await filter.getByRole("link", { name: inboxTexts.stateFilter.open }).click();
    await expect(page).toHaveURL(/state=open/);
    await expect(page).toHaveURL(new RegExp(`search=${group}`));
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(subjects.open);
    await expect(filter.getByRole("link", { name: inboxTexts.stateFilter.open })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await filter.getByRole("link", { name: inboxTexts.stateFilter.handled }).click();
    await expect(page).toHaveURL(/state=handled/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(subjects.handled);
    await expect(rows).toContainText(inboxTexts.handledBy(admin));
    await expectAccessible(page, "handled messages");

    // A search that finds nothing says what to do next.
    await page.goto(`${paths.adminMessages}?state=open&search=nobody-${group}`);
    await expect(page.getByText(inboxTexts.noMatch)).toBeVisible();
    await expect(page.getByText(inboxTexts.noMatchHint)).toBeVisible();
  });
});

test.describe("searching", () => {
  test("letters typed while the list for the first ones loads stay in the field", async ({
    page,
    request,
  }) => {
    const admin = await signInAsNewAdmin(page, request);
    await page.goto(paths.adminActivity);
    await expect(page.getByRole("table")).toBeVisible();
    const user = page.getByRole("searchbox", { name: activityTexts.userLabel });

    // Each list waits until the test lets it go: the address changes once its list is in.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/admin\/activity\//, async (route) => {
      await held;
      await route.continue();
    });
    const firstSearch = page.waitForRequest(/\/api\/admin\/activity\/.*user=/);
    await user.pressSequentially(admin.slice(0, 7));
    // Typing paused: the field sent what it had, and the list for it is on its way.
    await firstSearch;
    await user.pressSequentially(admin.slice(7));
    release();

    await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(admin)}`));
    await expect(user).toHaveValue(admin);
  });
});

test.describe("layout", () => {
  test("Users: long Slovenian names and companies wrap, nothing is cut, rows centred, figures right-aligned, no sideways scroll", async ({
    page,
    request,
  }, testInfo) => {
    const group = tag();
    const accounts: TestAccount[] = [
      {
        email: `mojca.kovacic.${group}@zelo-dolga-domena-podjetja-international.si`,
        fullName: "Mojca Kovačič Žužemberšek",
        company: "Čistilne naprave Šoštanj in Žalec d.o.o., Podružnica Ljubljana",
      },
      {
        email: `ziga.sustar.${group}@example.si`,
        fullName: "Žiga Šuštar",
        company: "Šumi Čokolada d.d.",
        role: "admin",
      },
    ];
    await createAccounts(request, accounts);
    await signInAsNewAdmin(page, request);
    const sizes = isPhone(page) ? [{ width: 390, height: 844 }] : [{ width: 1440, height: 900 }];
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.goto(`${paths.adminDashboard}?search=${group}`);
      const rows = page.getByRole("row").filter({ hasText: group });
      await expect(rows).toHaveCount(2);
      for (const account of accounts) {
        const row = rows.filter({ hasText: account.email });
        for (const value of [account.email, account.fullName!, account.company!]) {
          await expectWhole(page, row.getByText(value, { exact: true }), value);
        }
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        `no sideways scroll at ${size.width} px`,
      ).toBe(true);

      const first = rows.filter({ hasText: accounts[0]!.email });
      if (!isPhone(page)) {
        // The long company wraps onto a second line rather than being cut.
        const company = first.getByRole("cell", { name: accounts[0]!.company, exact: true });
        const height = await company.evaluate((cell) => {
          const style = getComputedStyle(cell);
          return (
            (cell.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
            parseFloat(style.lineHeight)
          );
        });
        expect(Math.round(height)).toBeGreaterThanOrEqual(2);
        // Every cell's content sits on the row's centre line.
        const centres = await first.evaluate((row) =>
          [...row.children].map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            const box = range.getBoundingClientRect();
            return box.top + box.height / 2;
          }),
        );
        for (const centre of centres) expect(Math.abs(centre - centres[0]!)).toBeLessThan(3);
        // Figures and dates are right-aligned in tabular figures.
        for (const column of [
          userManagementText.columns.loginCount,
          userManagementText.columns.lastLogin,
        ]) {
          const index = await page
            .getByRole("columnheader")
            .evaluateAll(
              (headers, name) => headers.findIndex((header) => header.textContent?.trim() === name),
              column,
            );
          const cell = first.getByRole("cell").nth(index);
          await expect(cell).toHaveCSS("text-align", "right");
          await expect(cell).toHaveCSS("font-variant-numeric", "tabular-nums");
        }
      } else {
        // Delete is never the largest control on a card.
        const card = first;
        const sizeOf = async (locator: Locator) => {
          const box = (await locator.boundingBox())!;
          return box.width * box.height;
        };
        const remove = await sizeOf(
          card.getByRole("button", { name: userManagementText.actions.delete(accounts[0]!.email) }),
        );
        for (const name of [
          userManagementText.actions.edit(accounts[0]!.email),
          userManagementText.actions.resetPassword(accounts[0]!.email),
        ]) {
          expect(remove).toBeLessThan(await sizeOf(card.getByRole("button", { name })));
        }
      }
      await page.screenshot({
        path: testInfo.outputPath(`users-${size.width}.png`),
        fullPage: true,
      });
    }
    await expectAccessible(page, "users with long names");
  });

  test("on a phone the filters fold behind a Filters button; on a desktop they show at once; the choice of list is in the page header", async ({
    page,
    request,
  }) => {
    await signInAsNewAdmin(page, request);
    // Which list a view shows sits in its page header, on a phone too: Messages' state and
    // Activity's log, the same control in the same place.
    for (const [path, label] of [
      [paths.adminMessages, inboxTexts.stateFilter.label],
      [paths.adminActivity, activityTexts.logsLabel],
    ] as const) {
      await page.goto(path);
      const choice = page.getByRole("navigation", { name: label });
      await expect(choice).toBeVisible();
      await expect(page.getByTestId("panel-page-header").getByRole("navigation")).toHaveCount(1);
      await expect(page.getByTestId("panel-page-header")).toContainText(
        (await choice.textContent())!,
      );
    }
    await page.goto(paths.adminMessages);
    const filter = page.getByRole("navigation", { name: inboxTexts.stateFilter.label });
    await expect(page.getByRole("searchbox", { name: inboxTexts.searchLabel })).toBeVisible();
    // Messages has nothing to fold: its search alone is under the header.
    await expect(filtersButton(page)).toBeHidden();
    await filter.getByRole("link", { name: inboxTexts.stateFilter.handled }).click();
    await expect(page).toHaveURL(/state=handled/);
    await expect(
      filter.getByRole("link", { name: inboxTexts.stateFilter.handled }),
    ).toHaveAttribute("aria-current", "page");
    if (!isPhone(page)) {
      await page.goto(paths.adminActivity);
      await expect(filtersButton(page)).toBeHidden();
      await expect(page.getByRole("combobox", { name: "Source" })).toBeVisible();
      return;
    }

    // Users: the Sort by drop-down; Activity: source and dates.
    await page.goto(paths.adminDashboard);
    const sortBy = page.getByRole("combobox", { name: userManagementText.phoneSort.label });
    await expect(sortBy).toBeHidden();
    await filtersButton(page).click();
    await expect(sortBy).toBeVisible();
    await page.goto(paths.adminActivity);
    const source = page.getByRole("combobox", { name: "Source" });
    await expect(source).toBeHidden();
    await filtersButton(page).click();
    await expect(source).toBeVisible();
    await expect(page.getByLabel("From")).toBeVisible();
    await expectAccessible(page, "activity filters open on a phone");
    // A filter that is on is counted on the button, so a folded filter is never a surprise.
    await source.selectOption("admin-panel");
    await expect(page).toHaveURL(/source=admin-panel/);
    await expect(filtersButton(page)).toContainText("1");
    await filtersButton(page).click();
    await expect(source).toBeHidden();
  });
});

/** The whole value shows: nothing cut off, inside the window. */
async function expectWhole(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  expect(
    await locator.evaluate((element) => element.scrollWidth <= element.clientWidth),
    `${what} is not cut off`,
  ).toBe(true);
  const box = (await locator.boundingBox())!;
  expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}
