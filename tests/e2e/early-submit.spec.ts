/**
 * A visitor on a slow connection can fill in a pre-rendered form and press its button before
 * the page's scripts have started. The browser's own submission would then send the contact
 * message by GET (into the address bar, the history and the server's log) or post a password
 * to a page. Nothing may leave the page; what was typed stays, and is sent once the page runs.
 */
import { expect, test, type Page, type Request } from "./support/test";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { useOwnClientAddress } from "./support/client-address";
import { holdScripts, waitForHydration } from "./support/hydration";
import { receivedMail } from "./support/server";
import { toasts } from "./support/toasts";

/** Every request the page sends other than for its own files: what a submission would be. */
function recordRequests(page: Page) {
  const sent: string[] = [];
  const note = (request: Request) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith("/assets/")) sent.push(`${request.method()} ${pathname}${search}`);
  };
  page.on("request", note);
  return sent;
}

test("a contact message sent before the scripts start stays on the page, then goes once they run", async ({
  page,
}) => {
  await useOwnClientAddress(page);
  const release = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  const sent = recordRequests(page);
  const subject = `Early press ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const values = {
    Name: "Žiga Čebašek",
    Email: "ziga.cebasek@example.si",
    Subject: subject,
    Message: "Prosimo za ponudbo: 40 šasij.",
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole("textbox", { name: label }).fill(value);
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  // A navigation away would have happened by the time the page is told to go idle.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));

  expect(sent).toEqual([]);
  expect(page.url()).toMatch(/\/contact$/);
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByRole("textbox", { name: label })).toHaveValue(value);
  }

  release();
  await waitForHydration(page);
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByRole("textbox", { name: label })).toHaveValue(value);
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page, "Message sent!")).toBeVisible();
  await expect
    .poll(() => receivedMail().filter((mail) => mail.subject === `Contact form: ${subject}`), {
      timeout: 15_000,
    })
    .toHaveLength(1);
});

for (const path of ["/login", "/admin"]) {
  test(`${path}: a sign-in pressed before the scripts start posts no password anywhere`, async ({
    page,
    context,
  }) => {
    // The demo helper's toast has its own test.
    await context.addInitScript(() => localStorage.setItem("pwUpdatedV1", "true"));
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const sent = recordRequests(page);
    const email = page.getByRole("textbox", { name: "Email" });
    const password = page.getByLabel("Password", { exact: true });
    await email.fill("nobody@example.org");
    await password.fill("not-the-password-1");
    await password.press("Enter");
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));

    expect(sent).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`${path}$`));
    await expect(email).toHaveValue("nobody@example.org");
    await expect(password).toHaveValue("not-the-password-1");

    release();
    await waitForHydration(page);
    await expect(password).toHaveValue("not-the-password-1");
  });
}

test("once the page runs, the partner sign-in goes through its script as before", async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem("pwUpdatedV1", "true"));
  const { partner } = demoAccounts({ DEMO: "1" })!;
  await page.goto("/login");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Email" }).fill(partner.email);
  await page.getByLabel("Password", { exact: true }).fill(partner.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/partner-portal$/);
});
