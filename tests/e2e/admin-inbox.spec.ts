import { useOwnClientAddress } from "./support/client-address";
import { expectAccessible } from "./support/accessibility";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { paths } from "../../core/paths";
import { site } from "../../core/site";
import { adminPanelText } from "../../core/texts/admin-panel";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { mailboxFullMarker, receivedMail } from "./support/server";
import { toasts } from "./support/toasts";

// The demo accounts the server seeds in demo mode (server/env/demo-accounts.mjs).
const demo = demoAccounts({ ...process.env, DEMO: "1" })!;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * An admin of this test's own: the demo admin creates it through the API, so no two tests
 * share an account or its sign-in limit.
 */
async function createAdmin(request: APIRequestContext) {
  const signIn = await request.post("/api/auth/login", {
    data: { email: demo.admin.email, password: demo.admin.password, remember: false },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const admin = { email: `inbox-${unique()}@example.com`, password: `Inbox${unique()}9` };
  const created = await request.post("/api/admin/users", {
    data: { ...admin, fullName: "Inbox Admin", role: "admin" },
  });
  expect(created.status(), await created.text()).toBe(201);
  return admin;
}

/** On a phone the filters beyond the search fold behind Filters: open them there. */
async function openFilters(page: Page) {
  const filters = page.getByRole("button", { name: new RegExp(`^${adminPanelText.filters}`) });
  if (!(await filters.isVisible())) return;
  if ((await filters.getAttribute("aria-expanded")) !== "true") await filters.click();
  await expect(filters).toHaveAttribute("aria-expanded", "true");
}

/** Signs in from the admin sign-in page's API call; the page's context keeps the cookies. */
async function signIn(page: Page, account: { email: string; password: string }, source: string) {
  const response = await page.request.post("/api/auth/login", {
    data: { ...account, remember: false, source },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("an admin reads a contact message, sees its delivery fail and retries it", async ({
  page,
  request,
}) => {
  const admin = await createAdmin(request);
  // A visitor writes through the contact form; the firm's mail server refuses that mail once.
  const subject = `Inspection line ${mailboxFullMarker} ${unique()}`;
  await useOwnClientAddress(page);
  await page.goto(paths.contact);
  await page.getByRole("textbox", { name: /^Name$/ }).fill("Marko Kranjc");
  await page.getByRole("textbox", { name: /^Email$/ }).fill("marko@example.net");
  await page.getByRole("textbox", { name: /^Subject$/ }).fill(subject);
  await page.getByRole("textbox", { name: /^Message$/ }).fill("Please send us an offer.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Message sent!");

  await signIn(page, admin, "admin-panel");
  await page.goto(paths.adminMessages);
  await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
  const table = page.getByRole("table", { name: "Contact messages, newest first" });
  const row = table.getByRole("row").filter({ hasText: subject });
  // The outbox tries at once; reload until the page shows what its one attempt did.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Failed", { timeout: 1_000 });
  }).toPass();
  await expect(row).toContainText("marko@example.net");
  await expect(row).toContainText("Mailbox full");
  await row.getByText("Show message").click();
  await expect(row).toContainText("Please send us an offer.");
  await expectAccessible(page);

  await row.getByRole("button", { name: `Retry delivery of “${subject}”` }).click();
  await expect(toasts(page)).toContainText("Delivery queued again");
  await expect(toasts(page)).toContainText("The message from marko@example.net will be sent");
  await expect
    .poll(() => receivedMail().some((mail) => mail.subject === `Contact form: ${subject}`))
    .toBe(true);
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Sent", { timeout: 1_000 });
  }).toPass();
  await expect(row.getByRole("button", { name: /^Retry/ })).toHaveCount(0);

  // The search runs as one types and is in the URL: the reload keeps it.
  await page.getByRole("searchbox", { name: "Search messages" }).fill("kranjc");
  await expect(page).toHaveURL(/search=kranjc/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search messages" })).toHaveValue("kranjc");
  await expect(row).toBeVisible();
  await page.getByRole("searchbox", { name: "Search messages" }).fill(`nobody-${unique()}`);
  await expect(table).toContainText("No messages match this search.");
  await page.goBack();
  await expect(row).toBeVisible();
});

test("a message a partner sent while signed in names the account; an admin marks it handled", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const admin = await createAdmin(request);
  // The demo admin (signed in on `request`) makes a partner, who writes while signed in.
  const partner = {
    email: `ana.krizaj.${unique()}@longcompanyname-international-holdings.test`,
    password: `Partner${unique()}7`,
  };
  const created = await request.post("/api/admin/users", {
    data: { ...partner, fullName: "Ana Križaj", company: "Žalec Optics d.o.o.", role: "partner" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const partnerApi = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "198.18.200.1" },
  });
  const partnerSignIn = await partnerApi.post("/api/auth/login", {
    data: { ...partner, remember: false },
  });
  expect(partnerSignIn.status()).toBe(200);
  const subject = `Vision inspection offer ${unique()}`;
  const sent = await partnerApi.post("/api/contact", {
    data: {
      name: "Ana Križaj",
      email: partner.email,
      company: "Žalec Optics d.o.o.",
      subject,
      message: "Please send an offer for two inspection cells.",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await partnerApi.dispose();

  await signIn(page, admin, "admin-panel");
  await page.goto(`${paths.adminMessages}?search=${encodeURIComponent(subject)}`);
  const row = page
    .getByRole("table", { name: "Contact messages, newest first" })
    .getByRole("row")
    .filter({ hasText: subject });
  const account = row.getByRole("link", { name: `Partner account: ${partner.email}` });
  await expect(account).toBeVisible();
  await expectAccessible(page, "a partner's message");

  await row.getByRole("button", { name: `Mark handled “${subject}”` }).click();
  await expect(toasts(page).filter({ hasText: "Message marked handled" })).toContainText(
    `The message from ${partner.email} now shows as handled.`,
  );
  await expect(row).toContainText("Handled");
  await expect(row).toContainText(`by ${admin.email}`);
  await expect(row.getByRole("button", { name: /^Mark handled/ })).toHaveCount(0);
  // Nothing on the row reaches past the screen, on a phone either.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The account link opens that partner in Users.
  await account.click();
  await expect(page).toHaveURL(new RegExp(`${paths.adminDashboard}\\?search=`));
  await expect(page.getByRole("searchbox")).toHaveValue(partner.email);
});

test("an admin filters the sign-ins and the admin actions", async ({ page, request }) => {
  const admin = await createAdmin(request);
  await signIn(page, admin, "admin-panel");
  await page.goto(paths.adminActivity);
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  const signIns = page.getByRole("table", { name: "Sign-ins, newest first" });
  await expect(signIns.getByRole("row").nth(1)).toBeVisible();

  // Each filter applies as it changes, the e-mail as one types.
  await page.getByRole("searchbox", { name: "User email contains" }).fill(admin.email);
  await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(admin.email)}`));
  await openFilters(page);
  await page.getByRole("combobox", { name: "Source" }).selectOption("admin-panel");
  await expect(page).toHaveURL(/source=admin-panel/);
  const rows = signIns.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(admin.email);
  await expect(rows.first()).toContainText("Admin panel");
  await expectAccessible(page);

  // Today only: the sign-in is still there; a day in the past has none. Days are typed as the
  // firm writes them (dd.mm.yyyy, in an English-US browser too); the URL keeps YYYY-MM-DD.
  // The firm's today: the panel's days are Ljubljana's, whatever the browser's zone.
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: site.timeZone });
  const [year, month, day] = today.split("-");
  const typedToday = `${day}.${month}.${year}`;
  const from = page.getByRole("textbox", { name: "From", exact: true });
  const to = page.getByRole("textbox", { name: "To", exact: true });
  // The format shows in the empty field and is read with it.
  await expect(from).toHaveAccessibleDescription("dd.mm.yyyy");
  await expect(from).toHaveAttribute("placeholder", "dd.mm.yyyy");
  await from.fill(typedToday);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await to.fill(`${Number(day)}. ${Number(month)}. ${year}`);
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(rows).toHaveCount(1);
  // A day that does not exist is not applied, even on Enter, and the field says how a day is
  // written.
  await to.fill("31.02.2020");
  await to.press("Enter");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription(/Enter a real date as dd\.mm\.yyyy\./);
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await to.fill("31.01.2020");
  await expect(page).toHaveURL(/to=2020-01-31/);
  await expect(to).toHaveAttribute("aria-invalid", "false");
  await expect(signIns).toContainText("No sign-ins match.");
  // Back restores the filters and what they found.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(to).toHaveValue(typedToday);
  await expect(rows).toHaveCount(1);

  await page.getByRole("link", { name: "Account changes" }).click();
  const audit = page.getByRole("table", { name: "Account changes, newest first" });
  // Typed once the admin actions are shown, as a person would: until their list has loaded the
  // sign-ins' filters are still on screen, and the new list's filters start from its address.
  await expect(audit).toBeVisible();
  await page.getByRole("searchbox", { name: "User email contains" }).fill(admin.email);
  // The e-mail applies after a pause in typing: wait for it, or its load could start while
  // axe reads the dimmed table below.
  await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(admin.email)}`));
  await openFilters(page);
  await page.getByRole("combobox", { name: "Action" }).selectOption("create-user");
  await expect(page).toHaveURL(/action=create-user/);
  const created = audit.getByRole("row").filter({ hasText: admin.email });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(demo.admin.email);
  await expect(created).toContainText("Created user");
  await expect(created).toContainText("Password");
  await expect(page.getByRole("link", { name: "Account changes" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectAccessible(page);
});

test("a partner gets Access Denied on both views, and the API refuses them", async ({ page }) => {
  await signIn(page, demo.partner, "partner-portal");
  for (const path of [paths.adminMessages, paths.adminActivity]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  }
  expect((await page.request.get("/api/admin/messages")).status()).toBe(403);
  expect((await page.request.get("/api/admin/activity/sign-ins")).status()).toBe(403);
});
