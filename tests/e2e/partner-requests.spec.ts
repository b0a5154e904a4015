import { expectAccessible } from "./support/accessibility";
import { useOwnClientAddress } from "./support/client-address";
import { waitForHydration } from "./support/hydration";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { contactTopics } from "../../core/contact-topics";
import { partnerRequestsContent } from "../../core/content/partner-requests";
import { partnerRequestsPath, paths, portalPagePath } from "../../core/paths";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { toasts } from "./support/toasts";
import { contactResult } from "../../core/texts/contact-result";

// The demo admin the server seeds in demo mode (server/env/demo-accounts.mjs).
const demo = demoAccounts({ ...process.env, DEMO: "1" })!;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

type FieldLabel = "Name" | "Email" | "Company" | "Subject" | "Message";

/** A form field by its accessible name: the label, less the required marker's asterisk. */
const field = (page: Page, label: FieldLabel) =>
  page.getByRole("textbox", { name: new RegExp(`^${label}( \\(optional\\))?$`) });

interface Partner {
  id: string;
  email: string;
  password: string;
  fullName: string;
  company: string;
}

/** Signs the demo admin in on the given API context (not the page's). */
async function signInAdmin(request: APIRequestContext) {
  const signIn = await request.post("/api/auth/login", {
    data: { email: demo.admin.email, password: demo.admin.password, remember: false },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
}

/**
 * A partner of this test's own, with a long e-mail and company and Slovenian letters, created
 * by the demo admin: no two tests share an account or its requests.
 */
async function createPartner(request: APIRequestContext): Promise<Partner> {
  await signInAdmin(request);
  const partner = {
    email: `luka.kranjc.${unique()}@longcompanyname-international-holdings.test`,
    password: `Partner${unique()}7`,
    fullName: "Luka Kranjc Žagar Čelešnik",
    company: "Kranjc Precision Engineering and International Holdings GmbH Šenčur",
  };
  const created = await request.post("/api/admin/users", {
    data: { ...partner, role: "partner" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { userId: string } };
  return { ...partner, id: user.userId };
}

async function signIn(page: Page, partner: Partner) {
  await useOwnClientAddress(page);
  const response = await page.request.post("/api/auth/login", {
    data: { email: partner.email, password: partner.password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** No sideways scrolling on the page. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a partner asks for information from a portal page and follows the request until it is handled", async ({
  page,
  request,
}) => {
  // The whole journey, with three accessibility checks: longer than one page's test.
  test.setTimeout(120_000);
  const partner = await createPartner(request);
  await signIn(page, partner);

  // Before any request: the list says there are none.
  await page.goto(paths.partnerPortal);
  // The overview's main action sends a new request; the requests' card leads to the list.
  await expect(
    page
      .getByTestId("portal-page-header")
      .getByRole("link", { name: partnerRequestsContent.newRequest }),
  ).toHaveAttribute("href", paths.contact);
  await page
    .getByTestId("requests-glance")
    .getByRole("link", { name: partnerRequestsContent.overviewLink.label })
    .click();
  await expect(page).toHaveURL(partnerRequestsPath);
  await expect(
    page.getByRole("heading", { level: 1, name: partnerRequestsContent.hero.title }),
  ).toBeVisible();
  await expect(page.getByText(partnerRequestsContent.empty.title)).toBeVisible();
  await expectAccessible(page, "no requests yet");

  // Request Information on a product page (the page header's main action) leads to the contact
  // form, filled in for the partner.
  await page.goto(portalPagePath("vision-inspection"));
  await page
    .getByTestId("portal-page-header")
    .getByRole("link", { name: "Request Information" })
    .click();
  await expect(page).toHaveURL(`${paths.contact}?topic=vision-inspection`);
  await expect(field(page, "Name")).toHaveValue(partner.fullName);
  await expect(field(page, "Email")).toHaveValue(partner.email);
  await expect(field(page, "Company")).toHaveValue(partner.company);
  const subject = contactTopics["vision-inspection"];
  await expect(field(page, "Subject")).toHaveValue(subject);
  await expect(field(page, "Message")).toHaveValue("");
  await expectNoSidewaysScroll(page);

  // The filled-in values stay the partner's to change.
  await field(page, "Subject").fill(`${subject} for a bottling line`);
  await field(page, "Message").fill("We need surface inspection for 40,000 bottles per hour.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Message sent!");

  // The confirmation leads to the request in My Requests, marked new.
  await page
    .getByTestId("contact-confirmation")
    .getByRole("link", { name: contactResult.sent.followInPortal })
    .click();
  await expect(page).toHaveURL(new RegExp(`${partnerRequestsPath}\\?new=`));
  const card = page.getByRole("article", { name: `${subject} for a bottling line` });
  await expect(card).toBeVisible();
  await expect(card.getByText(partnerRequestsContent.newBadge, { exact: true })).toBeVisible();
  await expect(card.getByText("Received", { exact: true })).toBeVisible();
  await expect(card.getByText("Sent", { exact: true })).toBeVisible();
  await card.getByText(partnerRequestsContent.showMessage).click();
  await expect(card.getByText("We need surface inspection")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "received");

  // An admin marks it handled; the partner then sees it so, with the time.
  const admin = await request.get("/api/admin/messages", {
    params: { search: partner.email.split("@")[0]! },
  });
  expect(admin.status()).toBe(200);
  const { messages } = (await admin.json()) as {
    messages: { id: string; subject: string; account: { email: string } | null }[];
  };
  const sent = messages.find((each) => each.subject === `${subject} for a bottling line`);
  expect(sent?.account?.email).toBe(partner.email);
  const handled = await request.post(`/api/admin/messages/${sent!.id}/handled`, { data: {} });
  expect(handled.status(), await handled.text()).toBe(200);

  await page.reload();
  await expect(card.getByText("Handled", { exact: true }).first()).toBeVisible();
  await expect(card.locator("time")).toHaveCount(2);
  await expectAccessible(page, "handled");
});

test("after a send, the confirmation stays and leads to My Requests, where that request is first and marked new", async ({
  page,
  request,
}) => {
  const partner = await createPartner(request);
  await signIn(page, partner);
  // An earlier request, sent by the API with the partner's session, from the page's address.
  const address = await useOwnClientAddress(page);
  const earlier = await page.request.post("/api/contact", {
    headers: { "x-forwarded-for": address },
    data: {
      name: partner.fullName,
      email: partner.email,
      subject: `Earlier request ${unique()}`,
      message: "Lead times for the spring, please.",
    },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);
  const earlierId = ((await earlier.json()) as { id: string }).id;
  expect(earlierId).toBeTruthy();

  await page.goto(paths.contact);
  await expect(field(page, "Email")).toHaveValue(partner.email);
  const subject = `Newest request ${unique()}`;
  await field(page, "Subject").fill(subject);
  await field(page, "Message").fill("Quotation for 12 inspection stations.");
  await page.getByRole("button", { name: "Send Message" }).click();

  const confirmation = page.getByTestId("contact-confirmation");
  await expect(confirmation).toContainText("Message sent!");
  await expect(confirmation).toContainText(contactResult.sent.followHint);
  // It stays after the toast has gone.
  await expect(toasts(page, "Message sent!")).toHaveCount(0, { timeout: 20_000 });
  await expect(confirmation).toBeVisible();
  await expectAccessible(page, "confirmation for a partner");

  await confirmation.getByRole("link", { name: contactResult.sent.followInPortal }).click();
  await expect(page).toHaveURL(new RegExp(`${partnerRequestsPath}\\?new=[^&]+$`));
  const articles = page
    .getByRole("list", { name: partnerRequestsContent.listLabel })
    .getByRole("article");
  await expect(articles).toHaveCount(2);
  await expect(articles.first()).toHaveAccessibleName(subject);
  await expect(articles.first().getByTestId("new-request-badge")).toHaveText(
    partnerRequestsContent.newBadge,
  );
  await expect(articles.nth(1).getByTestId("new-request-badge")).toHaveCount(0);

  // Named by its id, an older request is the one shown first and marked.
  await page.goto(`${partnerRequestsPath}?new=${encodeURIComponent(earlierId)}`);
  await expect(articles.first()).toHaveAccessibleName(/^Earlier request/);
  await expect(articles.first().getByTestId("new-request-badge")).toBeVisible();
  await expect(page.getByTestId("new-request-badge")).toHaveCount(1);
  await expectAccessible(page, "my requests with a new one");
});

test("a profile that arrives late never overwrites what the partner typed", async ({
  page,
  request,
}) => {
  const partner = await createPartner(request);
  await signIn(page, partner);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("/api/me", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${paths.contact}?topic=smart-card-solutions`);
  await waitForHydration(page, { networkIdle: false });
  await field(page, "Name").fill("Ana Kovač");
  await field(page, "Subject").fill("My own subject");
  await field(page, "Company").fill("x");
  await field(page, "Company").fill("");
  release();
  await expect(field(page, "Email")).toHaveValue(partner.email);
  await expect(field(page, "Name")).toHaveValue("Ana Kovač");
  await expect(field(page, "Subject")).toHaveValue("My own subject");
  // Cleared by the partner: stays empty.
  await expect(field(page, "Company")).toHaveValue("");
});

test("an unknown topic is ignored: the partner's details are filled in, the subject is not", async ({
  page,
  request,
}) => {
  const partner = await createPartner(request);
  await signIn(page, partner);
  await page.goto(`${paths.contact}?topic=constructor`);
  await expect(field(page, "Email")).toHaveValue(partner.email);
  await expect(field(page, "Subject")).toHaveValue("");
});

test("a visitor without an account opening a topic link sees the contact form as always", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/api/")) calls.push(sent.url());
  });
  const plain = await page.request.get(paths.contact);
  const withTopic = await page.request.get(`${paths.contact}?topic=smart-card-solutions`);
  expect(await withTopic.text()).toBe(await plain.text());

  await page.goto(`${paths.contact}?topic=smart-card-solutions`);
  await waitForHydration(page);
  for (const label of ["Name", "Email", "Company", "Subject", "Message"] as const) {
    await expect(field(page, label)).toHaveValue("");
  }
  expect(calls).toEqual([]);
  await expectAccessible(page);
});

test("the requests page needs a session", async ({ page }) => {
  await page.goto(partnerRequestsPath);
  await expect(page).toHaveURL(paths.login);
});
