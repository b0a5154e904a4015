/**
 * The public forms by keyboard alone (WCAG 2.2 AA, 2.4.3 focus order): a button that is busy
 * keeps focus, and the sign-in locks announce themselves once. Tab, Shift+Tab, Enter, Space and
 * typing only; the one `.focus()` starts a journey on its page. Focus is checked after every key.
 */
import { expectAccessible } from "./support/accessibility";
import { press, tabTo } from "./support/keyboard";
import { expect, test, type Locator, type Page, type Request, type Route } from "./support/test";
import { contactMessages } from "../../core/texts/contact-toasts";
import { contactResult } from "../../core/texts/contact-result";
import { loginMessages, passwordResetMessages } from "../../core/texts/sign-in";
import { adminLoginMessages } from "../../core/texts/admin-sign-in";
import { loginContent } from "../../core/content/login";
import { paths } from "../../core/paths";
import { useOwnClientAddress } from "./support/client-address";
import { waitForHydration } from "./support/hydration";
import { expectNewToast, toasts } from "./support/toasts";

// The two sizes, whichever device the project emulates.
test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 }),
});

/**
 * Types into the focused field and checks the field now holds the text, so a journey whose
 * typing went astray fails where it happened, not at the submit that follows.
 */
async function typeInto(page: Page, field: Locator, text: string) {
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/**
 * Holds the next request to `url` until the test lets it go; later ones pass. Set up before
 * the page is opened, so the interception is in place from its first request. The route stays
 * for the page's life: a `times: 1` route is taken down while its request is held, which can
 * leave the request orphaned in Chromium (Playwright issue 41802). `held()` waits with a limit
 * and, when it fails, says whether the page sent the request at all and what became of it.
 */
async function holdRequest(page: Page, url: string) {
  let heldRoute: Route | null = null;
  const seen: string[] = [];
  const matches = (request: Request) =>
    new URL(request.url()).pathname === new URL(url, "http://x").pathname;
  page.on("request", (request) => {
    if (matches(request)) seen.push(`sent ${request.method()}`);
  });
  page.on("requestfailed", (request) => {
    if (matches(request)) seen.push(`failed: ${request.failure()?.errorText ?? "?"}`);
  });
  page.on("response", (response) => {
    if (matches(response.request())) seen.push(`answered ${response.status()}`);
  });
  await page.route(`**${url}`, (route) => {
    if (heldRoute) return route.continue();
    heldRoute = route;
  });
  /** Resolves once the request is held; fails, naming what the page did instead. */
  const held = () =>
    expect
      .poll(() => heldRoute !== null, {
        message: `${url} held (the page's requests to it: ${seen.join(", ") || "none"})`,
      })
      .toBe(true);
  const release = () => void heldRoute?.continue();
  return { held, release };
}

/**
 * The text a screen reader is told again when a live region in the sign-in form changes: the
 * live regions' text, less any part marked as not live (aria-live="off", or a timer).
 */
const liveRegionText = (page: Page) =>
  page.locator("main form").evaluate((form) => {
    const live =
      '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])';
    return Array.from(form.querySelectorAll(live))
      .map((region) => {
        const copy = region.cloneNode(true) as Element;
        copy.querySelectorAll('[aria-live="off"], [role="timer"]').forEach((part) => part.remove());
        return copy.textContent?.trim() ?? "";
      })
      .join(" | ");
  });

/**
 * Five wrong passwords for a new e-mail, by keyboard alone: typed, sent with Enter, and back to
 * the e-mail by Shift+Tab after each refusal (its toast counted), so the fifth locks the form.
 */
async function failFiveTimes(page: Page, label: string, failedTitle: string) {
  const email = page.getByRole("textbox", { name: "Email" });
  const password = page.getByLabel("Password", { exact: true });
  await email.focus();
  await page.keyboard.type(`${label}-${Date.now()}@example.org`);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await press(page, "Tab", password);
    await page.keyboard.type(`wrong-${attempt}`);
    if (attempt < 5) {
      await expectNewToast(page, failedTitle, () => page.keyboard.press("Enter"));
      await press(page, "Shift+Tab", email);
    } else {
      await page.keyboard.press("Enter");
    }
  }
}

test.describe("contact form", () => {
  test("Send Message keeps focus while it sends; the confirmation takes it once the message has gone", async ({
    page,
  }) => {
    await useOwnClientAddress(page);
    const { held, release } = await holdRequest(page, "/api/contact");
    await page.goto(paths.contact);
    await waitForHydration(page);
    const field = (label: string) => page.getByRole("textbox", { name: label });
    const name = field("Name");
    const send = page.getByRole("button", { name: "Send Message" });
    await name.focus();
    await typeInto(page, name, "Ana Novak");
    await press(page, "Tab", field("Email"));
    await typeInto(page, field("Email"), "ana.novak@example.org");
    await press(page, "Tab", field("Company (optional)"));
    await press(page, "Tab", field("Subject"));
    await typeInto(page, field("Subject"), "Sensors for a new line");
    await press(page, "Tab", field("Message"));
    await typeInto(page, field("Message"), "We need 200 pressure sensors by March.");
    await press(page, "Tab", send);

    await page.keyboard.press("Enter");
    await held();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeFocused();
    await expect(page.getByRole("button", { name: "Sending..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // A second Enter while it sends is refused: one message, not two.
    await press(page, "Enter", page.getByRole("button", { name: "Sending..." }));
    release();
    await expect(toasts(page, contactMessages.sent.title)).toBeVisible();
    // The form's place now shows the confirmation, which stays and takes the focus.
    await expect(page.getByRole("heading", { name: contactMessages.sent.title })).toBeFocused();
    await expectAccessible(page, "/contact sent");
    // Send Another Message brings back the form, cleared, with its first field focused.
    await tabTo(page, page.getByRole("button", { name: contactResult.sent.another }));
    await press(page, "Enter", name);
    await expect(name).toHaveValue("");
  });
});

test.describe("partner sign-in", () => {
  test("Forgot password? keeps focus while it asks and after the e-mail is sent", async ({
    page,
  }) => {
    // Reset requests are limited per address: this test's count is its own.
    await useOwnClientAddress(page);
    const { held, release } = await holdRequest(page, "/api/auth/password-reset");
    await page.goto(paths.login);
    await waitForHydration(page);
    const email = page.getByRole("textbox", { name: "Email" });
    const forgot = page.getByRole("button", { name: loginContent.forgotPassword });
    await email.focus();
    await page.keyboard.type(`forgot-${Date.now()}@example.org`);
    await tabTo(page, forgot);

    await page.keyboard.press("Enter");
    await held();
    await expect(forgot).toBeFocused();
    await expect(forgot).toHaveAttribute("aria-disabled", "true");
    release();
    await expect(toasts(page, passwordResetMessages.sent.title)).toBeVisible();
    await expect(forgot).toBeFocused();
    await expect(forgot).not.toHaveAttribute("aria-disabled");
    // Asked again by Space: the same, and focus stays.
    await press(page, "Space", forgot);
    await expect(toasts(page, passwordResetMessages.sent.title)).toHaveCount(2);
    await expect(forgot).toBeFocused();
  });

  test("the lock banner is announced once; its minutes count down without being announced again", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(paths.login);
    await waitForHydration(page, { networkIdle: false });
    await failFiveTimes(page, "lock", loginMessages.failed.title);
    const alert = page.getByRole("alert").filter({ hasText: loginMessages.lockBanner });
    const timeLeft = page.getByText(/^Try again in/);
    await expect(alert).toBeVisible();
    // The lock disabled the field and button that had focus: its message takes the focus.
    await expect(alert).toBeFocused();
    await expect(timeLeft).toHaveText(loginMessages.lockTimeLeft(15));
    const announced = await liveRegionText(page);
    expect(announced).toContain(loginMessages.lockBanner);
    expect(announced).not.toContain(loginMessages.lockTimeLeft(15));

    await page.clock.fastForward("01:00");
    await expect(timeLeft).toHaveText(loginMessages.lockTimeLeft(14));
    expect(await liveRegionText(page)).toBe(announced);
    await page.clock.fastForward("01:00");
    await expect(timeLeft).toHaveText(loginMessages.lockTimeLeft(13));
    expect(await liveRegionText(page)).toBe(announced);
    await expectAccessible(page, "/login locked");

    // Opened again while the lock lasts, the page leaves focus where a page load puts it.
    await page.reload();
    await waitForHydration(page, { networkIdle: false });
    await expect(alert).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });
});

test.describe("admin sign-in", () => {
  test("the lock message is announced once; its minutes count down without being announced again", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(paths.admin);
    await waitForHydration(page, { networkIdle: false });
    await failFiveTimes(page, "admin-lock", adminLoginMessages.failedTitle);
    const message = page.getByText(/^Too many failed attempts\. Please wait/);
    await expect(message).toHaveText(adminLoginMessages.inline(30));
    await expect(message, "the lock's message takes the focus the disabled form had").toBeFocused();
    const announced = await liveRegionText(page);
    expect(announced).toContain("Too many failed attempts.");
    expect(announced).not.toContain("30 minutes");

    await page.clock.fastForward("01:00");
    await expect(message).toHaveText(adminLoginMessages.inline(29));
    expect(await liveRegionText(page)).toBe(announced);
    await expectAccessible(page, "/admin locked");
  });
});
