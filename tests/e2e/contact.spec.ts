import { expectAccessible } from "./support/accessibility";
import { useOwnClientAddress } from "./support/client-address";
import { expect, test, type Page } from "./support/test";
import { receivedMail } from "./support/server";
import { toasts } from "./support/toasts";
import { waitForHydration } from "./support/hydration";
import { contactResult } from "../../core/texts/contact-result";

type FieldLabel = "Name" | "Email" | "Company" | "Subject" | "Message";

/** A form field by its accessible name: the label, less the required marker's asterisk. */
const field = (page: Page, label: FieldLabel) =>
  page.getByRole("textbox", { name: new RegExp(`^${label}( \\(optional\\))?$`) });

async function fill(
  page: Page,
  values: Partial<Record<"Name" | "Email" | "Company" | "Subject" | "Message", string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    await field(page, label as FieldLabel).fill(value);
  }
}

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
  await page.goto("/contact");
});

test("the page shows the e-mail card, the form, three info blocks and the 24-hour promise", async ({
  page,
}) => {
  await expect(
    page.getByRole("main").getByRole("link", { name: "info@example.com" }),
  ).toBeVisible();
  for (const label of ["Name", "Email", "Company", "Subject", "Message"] as const) {
    await expect(field(page, label)).toBeVisible();
  }
  await expect(field(page, "Email")).toHaveAttribute("type", "email");
  await expect(
    page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 }),
  ).toHaveCount(3);
  await expect(page.getByRole("heading", { name: /respond within 24 hours/ })).toBeVisible();
});

test("an incomplete form shows the required-fields error and sends nothing", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) posted = true;
  });
  await fill(page, { Name: "Ana Novak", Email: "ana@example.org" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Error");
  await expect(toasts(page)).toContainText("Please fill in all required fields.");
  await expect(field(page, "Subject")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(false);
  await expect(field(page, "Name")).toHaveValue("Ana Novak");
});

test("an invalid e-mail address is refused in the form", async ({ page }) => {
  await fill(page, { Name: "Ana", Email: "ana@", Subject: "Hello", Message: "Hi there" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Please enter a valid email address.");
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Email")).toBeFocused();
  await expect(page.locator("form").getByText("Please enter a valid email address.")).toBeVisible();

  // Correcting the field clears its message before the next submit.
  await field(page, "Email").fill("ana@example.org");
  await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid");
});

test("a control character pasted into a field is refused in the form", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) posted = true;
  });
  const message = "Please remove the invisible control characters from a subject.";
  await fill(page, {
    Name: "Ana",
    Email: "ana@example.org",
    Subject: "Offer\u0000request",
    Message: "Hi there",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText(message);
  await expect(field(page, "Subject")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("form").getByText(message)).toBeVisible();
  expect(posted).toBe(false);
});

test("a complete message is sent, confirmed, cleared and delivered by e-mail", async ({ page }) => {
  const subject = `Offer request ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });
  await fill(page, {
    Name: "Ana Novak",
    Email: "ana.novak@example.org",
    Company: "Novak Precision",
    Subject: subject,
    Message: "Please send an offer for 200 machined housings.",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  const sending = page.getByRole("button", { name: "Sending..." });
  await expect(sending).toBeDisabled();
  release();

  await expect(toasts(page)).toContainText("Message sent!");
  await expect(toasts(page)).toContainText(
    "Thank you for contacting us. We'll get back to you within 24 hours.",
  );
  // The form's place shows the confirmation, and it stays once the toast has gone.
  const confirmation = page.getByTestId("contact-confirmation");
  await expect(confirmation).toContainText("Message sent!");
  await expect(confirmation).toContainText(
    "Thank you for contacting us. We'll get back to you within 24 hours.",
  );
  await expect(confirmation.getByRole("heading", { name: "Message sent!" })).toBeFocused();
  await expect(page.locator("main form")).toBeHidden();
  // A visitor has no portal: no way to My Requests.
  await expect(
    confirmation.getByRole("link", { name: contactResult.sent.followInPortal }),
  ).toHaveCount(0);
  await expect(toasts(page, "Message sent!")).toHaveCount(0, { timeout: 20_000 });
  await expect(confirmation).toBeVisible();
  await expectAccessible(page, "/contact sent");

  // Another message: the form comes back, cleared, with the keyboard in its first field.
  await confirmation.getByRole("button", { name: contactResult.sent.another }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(field(page, "Name")).toBeFocused();
  for (const label of ["Name", "Email", "Company", "Subject", "Message"] as const) {
    await expect(field(page, label)).toHaveValue("");
  }
  await expect
    .poll(() => receivedMail().find((mail) => mail.subject === `Contact form: ${subject}`), {
      timeout: 15_000,
    })
    .toMatchObject({
      recipients: ["office@example.com"],
      headers: expect.objectContaining({ "reply-to": "ana.novak@example.org" }),
    });
});

test("two submits in the same moment send one message", async ({ page }) => {
  await waitForHydration(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/contact") {
      posts.push(request.url());
    }
  });
  await fill(page, {
    Name: "Ana Novak",
    Email: "ana.novak@example.org",
    Subject: "One message, pressed twice",
    Message: "A double press, or two submit events in one turn, must not send this twice.",
  });
  // Both before the page renders again: the second must be refused by the form itself.
  await page.locator("main form").evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(toasts(page, "Message sent!").first()).toBeVisible();
  await expect(page.getByTestId("contact-confirmation")).toHaveCount(1);
  expect(posts).toHaveLength(1);
  await expect(toasts(page, "Message sent!")).toHaveCount(1);
});

test("a failed send shows the failure message and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
  );
  await fill(page, { Name: "Ana", Email: "ana@example.org", Subject: "Hello", Message: "Kept?" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Error");
  await expect(toasts(page)).toContainText("Failed to send message. Please try again.");
  await expect(field(page, "Message")).toHaveValue("Kept?");
  await expect(field(page, "Subject")).toHaveValue("Hello");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  // The page says what to do next, beside the button, and it stays.
  const failure = page.getByTestId("contact-failure");
  await expect(failure).toHaveAttribute("role", "alert");
  await expect(failure).toContainText(contactResult.failed.title);
  await expect(failure).toContainText(contactResult.failed.retry);
  await expect(failure.getByRole("link", { name: contactResult.email })).toHaveAttribute(
    "href",
    `mailto:${contactResult.email}`,
  );
  await expect(page.getByTestId("contact-confirmation")).toHaveCount(0);
  await expectAccessible(page, "/contact failed");

  // Sent on the next try: the confirmation takes the form's place.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-confirmation")).toContainText("Message sent!");
  await expect(failure).toHaveCount(0);
});

test("a network failure also keeps the message", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
  await fill(page, {
    Name: "Ana",
    Email: "ana@example.org",
    Subject: "Hello",
    Message: "Still here",
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toasts(page)).toContainText("Failed to send message. Please try again.");
  await expect(field(page, "Message")).toHaveValue("Still here");
  await expect(page.getByTestId("contact-failure")).toContainText(contactResult.failed.retry);
});
