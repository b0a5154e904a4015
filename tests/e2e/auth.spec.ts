import { expectAccessible } from "./support/accessibility";
import { useOwnClientAddress } from "./support/client-address";
import { appStartNotAwaited, expect, test, type BrowserContext, type Page } from "./support/test";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { receivedMail } from "./support/server";
import { expectNewToast, toasts } from "./support/toasts";

// The e2e server runs in demo mode with the default demo accounts (see global-setup.ts).
const demo = demoAccounts({ DEMO: "1" })!;
const partner = demo.partner;

const emailField = (page: Page) => page.getByRole("textbox", { name: "Email" });
const passwordField = (page: Page) => page.getByLabel("Password", { exact: true });
const signInButton = (page: Page) => page.getByRole("button", { name: "Sign In", exact: true });
/** The lock's message (the alert) with the time left beside it (a timer, not announced). */
const lockBanner = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Account temporarily locked" }).locator("..");
const useAnotherAccount = (page: Page) => page.getByRole("button", { name: "Use another account" });

/** Five wrong passwords for the e-mail: the fifth locks it. */
async function lockEmail(page: Page, email: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await expectNewToast(page, attempt < 5 ? "Login Failed" : "Too Many Attempts", () =>
      signInThroughForm(page, email, `wrong-${attempt}`),
    );
  }
}

/** A fresh address per test: the server's lock is per e-mail, so tests never share one. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** The header's controls, in whichever of the two headers (desktop, menu) is showing. */
const logoutControl = (page: Page) =>
  page.getByRole("button", { name: "Logout" }).filter({ visible: true });
const partnerLoginControl = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "Partner Login" }).filter({ visible: true });

async function openMenuIfPhone(page: Page) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
}

async function signInThroughForm(page: Page, email = partner.email, password = partner.password) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await signInButton(page).click();
}

/** Signs the context in through the API, as a page's own fetch would. */
async function signInByApi(context: BrowserContext, remember = false) {
  const response = await context.request.post("/api/auth/login", {
    data: { email: partner.email, password: partner.password, remember, source: "partner-portal" },
  });
  expect(response.status()).toBe(200);
}

test.describe("with the demo helper already applied", () => {
  test.beforeEach(async ({ context, page }) => {
    // The once-per-browser helper has its own test; here its toast would only add noise.
    await context.addInitScript(() => localStorage.setItem("pwUpdatedV1", "true"));
    // The failed sign-ins here count against the page's own address, not against the one
    // every other test signs in from: their sum would reach its limit of failures.
    await useOwnClientAddress(page);
  });

  test("signing in with the shown demo credentials opens the partner portal", async ({ page }) => {
    await page.goto("/login");
    const sample = page.getByText("Demo credentials").locator("..");
    await expect(sample).toContainText(partner.email);
    await expect(sample).toContainText(partner.password);
    await openMenuIfPhone(page);
    await expect(partnerLoginControl(page)).toBeVisible();
    if (await page.getByRole("button", { name: "Close menu" }).isVisible()) {
      await page.getByRole("button", { name: "Close menu" }).click();
    }

    await signInThroughForm(page);
    await expect(toasts(page, "Login Successful")).toContainText("Welcome to the partner portal!");
    await expect(page).toHaveURL(/\/partner-portal$/);
    await openMenuIfPhone(page);
    await expect(logoutControl(page)).toBeVisible();
    await expect(partnerLoginControl(page)).toHaveCount(0);
  });

  test("the form has labels, a password toggle, Remember me and its links", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(/^Partner Login \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/login$/);
    await expect(emailField(page)).toHaveAttribute("type", "email");
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(passwordField(page)).toHaveAttribute("type", "text");
    await toggle.click();
    await expect(passwordField(page)).toHaveAttribute("type", "password");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  test("a wrong password is refused with the required message", async ({ page }) => {
    await page.goto("/login");
    await signInThroughForm(page, partner.email, "not-the-password-1");
    await expect(toasts(page, "Login Failed")).toContainText(
      "Invalid email or password. Please try again.",
    );
    await expect(page).toHaveURL(/\/login$/);
    await expect(signInButton(page)).toBeEnabled();
  });

  test("the form checks for both fields and a valid e-mail before sending", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/login")) posted = true;
    });
    await page.goto("/login");
    await signInButton(page).click();
    await expect(toasts(page, "Validation Error")).toContainText(
      "Please enter both email and password.",
    );
    await emailField(page).fill("ana@example.org");
    await passwordField(page).fill("   ");
    await signInButton(page).click();
    await expect(toasts(page, "Validation Error")).toHaveCount(2);

    await emailField(page).fill("ana@");
    await passwordField(page).fill("something1");
    await signInButton(page).click();
    await expect(toasts(page, "Invalid Email")).toContainText(
      "Please enter a valid email address.",
    );
    await expect(emailField(page)).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
  });

  test("a server that cannot be reached gives the unexpected-error message", async ({ page }) => {
    await page.goto("/login");
    await page.route("**/api/auth/login", (route) => route.abort("connectionrefused"));
    await signInThroughForm(page);
    await expect(toasts(page, "Login Failed")).toContainText(
      "An unexpected error occurred. Please try again.",
    );
  });

  test("five failures lock the form until the server's time is up", async ({ page }) => {
    await page.clock.install();
    await page.goto("/login");
    const email = uniqueEmail("lock");
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expectNewToast(page, "Login Failed", () =>
        signInThroughForm(page, email, `wrong-${attempt}`),
      );
      await expect(signInButton(page)).toBeEnabled();
    }
    await signInThroughForm(page, email, "wrong-5");
    await expect(toasts(page, "Too Many Attempts")).toContainText(
      "Please wait 15 minutes before trying again.",
    );
    await expect(lockBanner(page)).toContainText(
      "Account temporarily locked due to multiple failed attempts",
    );
    await expect(lockBanner(page)).toContainText("Try again in 15 minutes.");
    await expect(emailField(page)).toBeDisabled();
    await expect(passwordField(page)).toBeDisabled();
    await expect(signInButton(page)).toBeDisabled();

    // Still locked after a reload: the count lives in the browser, not in the page.
    await page.reload();
    await expect(signInButton(page)).toBeDisabled();

    await page.clock.fastForward("15:01");
    await expect(page.getByText("Account temporarily locked")).toHaveCount(0);
    await expect(signInButton(page)).toBeEnabled();
  });

  test("a locked e-mail shows the time left and can reset its password", async ({ page }) => {
    await page.clock.install();
    await page.goto("/login");
    const email = uniqueEmail("locked-reset");
    await lockEmail(page, email);
    await expect(lockBanner(page)).toContainText(
      "Account temporarily locked due to multiple failed attempts",
    );
    await expect(lockBanner(page)).toContainText("Try again in 15 minutes.");
    await expect(emailField(page)).toBeDisabled();
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toBeDisabled();
    await expect(signInButton(page)).toBeDisabled();

    await page.clock.fastForward("01:00");
    await expect(lockBanner(page)).toContainText("Try again in 14 minutes.");

    // Forgot password? is the way out: it asks for the locked e-mail's reset.
    const reset = page.waitForRequest("**/api/auth/password-reset");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    expect((await reset).postDataJSON()).toEqual({ email });
    await expect(toasts(page, "Password Reset Email Sent")).toContainText(
      "Check your email for password reset instructions",
    );
    await expect(toasts(page, "Email Required")).toHaveCount(0);
    await expect(signInButton(page)).toBeDisabled();
  });

  test("Use another account opens the form for another e-mail; the locked one stays locked", async ({
    page,
  }) => {
    await page.goto("/login");
    const email = uniqueEmail("locked-switch");
    await lockEmail(page, email);
    await expect(lockBanner(page)).toBeVisible();
    await expectAccessible(page, "/login locked");

    await useAnotherAccount(page).click();
    await expect(lockBanner(page)).toHaveCount(0);
    await expect(emailField(page)).toBeEnabled();
    await expect(emailField(page)).toBeFocused();
    await expect(emailField(page)).toHaveValue("");
    await expect(passwordField(page)).toHaveValue("");

    // The server still locks that e-mail, so the page locks it again. (The first lock's toast
    // may have gone by now: the server's answer, then a toast, is what shows the second.)
    const answer = page.waitForResponse("**/api/auth/login");
    await signInThroughForm(page, email, "wrong-6");
    expect((await answer).status()).toBe(429);
    await expect(toasts(page, "Too Many Attempts").last()).toBeVisible();
    await expect(lockBanner(page)).toContainText("Try again in 15 minutes.");
    await expect(signInButton(page)).toBeDisabled();

    await useAnotherAccount(page).click();
    await signInThroughForm(page);
    await expect(toasts(page, "Login Successful")).toContainText("Welcome to the partner portal!");
    await expect(page).toHaveURL(/\/partner-portal$/);
  });

  test("Forgot password? asks for the e-mail first, then confirms the request", async ({
    page,
  }) => {
    await page.goto("/login");
    const forgot = page.getByRole("button", { name: "Forgot password?" });
    await forgot.click();
    await expect(toasts(page, "Email Required")).toContainText(
      "Please enter your email address first",
    );
    // An unknown address gets the same answer as a known one.
    await emailField(page).fill(uniqueEmail("nobody"));
    await forgot.click();
    await expect(toasts(page, "Password Reset Email Sent")).toContainText(
      "Check your email for password reset instructions",
    );
  });

  test("a failed reset request shows the server's message", async ({ page }) => {
    await page.goto("/login");
    await page.route("**/api/auth/password-reset", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 429,
          error: "Too Many Requests",
          message: "Too many requests. Please try again later.",
        }),
      }),
    );
    await emailField(page).fill("ana@example.org");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(toasts(page, "Password Reset Failed")).toContainText(
      "Too many requests. Please try again later.",
    );
  });

  test("the e-mailed link sets a new password that then signs in", async ({ page, playwright }) => {
    test.skip(test.info().project.name !== "desktop", "one account, one run at a time");
    // The demo admin (any account may use the portal), so the partner's sessions in the tests
    // alongside live on. The new password is the shown one: other tests opening /login reset
    // the demo passwords to it at any moment (the demo helper), so no other value would hold.
    // That the reset took effect shows in the sessions it ends and the link it uses up.
    const account = demo.admin;
    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const signedIn = await elsewhere.post("/api/auth/login", {
      data: { email: account.email, password: account.password, source: "partner-portal" },
    });
    expect(signedIn.status()).toBe(200);
    expect((await elsewhere.get("/api/auth/session")).status()).toBe(200);
    const since = receivedMail().length;

    await page.goto("/login");
    await emailField(page).fill(account.email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(toasts(page, "Password Reset Email Sent")).toBeVisible();

    let link = "";
    await expect
      .poll(
        () => {
          const mail = receivedMail()
            .slice(since)
            .find((item) => item.recipients.includes(account.email));
          link = mail?.text.match(/https?:\/\/\S+\/reset-password#token=\S+/)?.[0] ?? "";
          return link;
        },
        { timeout: 15_000 },
      )
      .not.toBe("");
    const fragment = link.slice(link.indexOf("#"));

    await page.goto(`/reset-password${fragment}`);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    // The secret leaves the address bar at once.
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    await expect(page.getByText("At least 6 characters")).toBeVisible();

    const newField = page.getByLabel("New password", { exact: true });
    const confirmField = page.getByLabel("Confirm new password");
    const save = page.getByRole("button", { name: "Set New Password" });

    await newField.fill("abc");
    await confirmField.fill("abc");
    await save.click();
    await expect(toasts(page, "Password validation failed")).toContainText(
      "Password must be at least 6 characters long. Password must contain at least one number",
    );

    await newField.fill(account.password);
    await confirmField.fill(`${account.password}x`);
    await save.click();
    await expect(toasts(page, "Password Reset Failed")).toContainText(
      "The two passwords do not match.",
    );

    await newField.fill("password1");
    await confirmField.fill("password1");
    await save.click();
    await expect(
      toasts(
        page,
        "Password should be at least 6 characters long and not commonly used. Please choose a stronger password.",
      ),
    ).toContainText("Password Reset Failed");

    await newField.fill(account.password);
    await confirmField.fill(account.password);
    await save.click();
    await expect(toasts(page, "Password Updated")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await elsewhere.get("/api/auth/session")).status()).toBe(401);
    await elsewhere.dispose();

    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/partner-portal$/);

    // The link works once.
    await page.goto(`/reset-password${fragment}`);
    await newField.fill(account.password);
    await confirmField.fill(account.password);
    await save.click();
    await expect(
      toasts(page, "This password reset link is invalid or has expired. Please request a new one."),
    ).toContainText("Password Reset Failed");
  });

  test("the reset page without a link explains how to get one", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText("This link is incomplete")).toBeVisible();
    await page.getByRole("link", { name: "Go to Partner Login" }).click();
    await expect(page).toHaveURL(/\/login$/);
    const html = await (await page.request.get("/reset-password")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test("the header shows Logout from the first paint of a pre-rendered page", async ({
    page,
    context,
  }) => {
    const html = await (await page.request.get("/about")).text();
    expect(html).toMatch(
      /<head>[\s\S]*<script id="session-state">[^<]*session_info[^<]*data-session[^<]*<\/script>/,
    );

    /** How the header's controls are displayed: by the HTML, the CSS and the inline script. */
    const controls = () =>
      page.locator("[data-auth]").evaluateAll((elements) =>
        elements.map((element) => ({
          auth: element.getAttribute("data-auth"),
          text: element.textContent?.trim(),
          shown: getComputedStyle(element).display !== "none",
        })),
      );

    // No script file runs: the page is what the server sent and the inline script did.
    appStartNotAwaited(page);
    await context.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-session", "out");
    expect(await controls()).toEqual([
      { auth: "out", text: "Partner Login", shown: true },
      { auth: "in", text: "Logout", shown: false },
      { auth: "out", text: "Partner Login", shown: true },
      { auth: "in", text: "Logout", shown: false },
    ]);

    await signInByApi(context);
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-session", "in");
    expect(await controls()).toEqual([
      { auth: "out", text: "Partner Login", shown: false },
      { auth: "in", text: "Logout", shown: true },
      { auth: "out", text: "Partner Login", shown: false },
      { auth: "in", text: "Logout", shown: true },
    ]);
    if (test.info().project.name === "desktop") {
      await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
    }
  });

  test("a reload keeps the session", async ({ page }) => {
    await page.goto("/login");
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/partner-portal$/);
    await page.goto("/services");
    await page.reload();
    await openMenuIfPhone(page);
    await expect(logoutControl(page)).toBeVisible();
    const session = await page.request.get("/api/auth/session");
    expect(session.status()).toBe(200);
  });

  test("Logout signs out, says so and goes home; the portal tab goes to /login", async ({
    page,
    context,
  }) => {
    await signInByApi(context);
    const portalTab = await context.newPage();
    await portalTab.goto("/partner-portal");
    await page.goto("/about");
    await openMenuIfPhone(page);
    await logoutControl(page).click();
    await expect(toasts(page, "Logged Out")).toContainText(
      "You have been successfully logged out.",
    );
    await expect(page).toHaveURL(/\/$/);
    await openMenuIfPhone(page);
    await expect(partnerLoginControl(page)).toBeVisible();
    await expect(portalTab).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/auth/session")).status()).toBe(401);
  });

  test("a failed logout keeps the session and says so", async ({ page, context }) => {
    await signInByApi(context);
    await page.goto("/about");
    await page.route("**/api/auth/logout", (route) => route.abort("connectionrefused"));
    await openMenuIfPhone(page);
    await logoutControl(page).click();
    await expect(toasts(page, "Error")).toContainText("Failed to log out");
    await expect(page).toHaveURL(/\/about$/);
    await expect(logoutControl(page)).toBeVisible();
  });

  test("without Remember me the session cookie ends with the browser; with it, it persists", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/partner-portal$/);
    const browserSession = await context.cookies();
    const info = browserSession.find((cookie) => cookie.name.endsWith("session_info"));
    expect(info?.expires).toBe(-1);
    for (const cookie of browserSession.filter((c) => c.httpOnly)) expect(cookie.expires).toBe(-1);

    await context.clearCookies();
    await page.goto("/login");
    await emailField(page).fill(partner.email);
    await passwordField(page).fill(partner.password);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/partner-portal$/);
    const remembered = (await context.cookies()).find((c) => c.name.endsWith("session_info"));
    const hoursLeft = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11);
    expect(hoursLeft).toBeLessThanOrEqual(12);
  });

  test("/login with a session goes to the partner portal", async ({ page, context }) => {
    await signInByApi(context);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/partner-portal$/);
  });

  test("after 25 idle minutes a warning, after 30 sign-out and /login", async ({ page }) => {
    await page.clock.install();
    await page.goto("/login");
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/partner-portal$/);

    // The warning shows on the page itself (not as a toast), until the partner acts.
    const warning = page.getByRole("alertdialog", { name: "Session Expiring Soon" });
    await page.clock.fastForward("24:00");
    await expect(warning).toHaveCount(0);
    // Activity restarts the timer.
    await page.mouse.move(10, 10);
    await page.mouse.move(40, 60);
    await page.clock.fastForward("24:00");
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward("01:30");
    await expect(warning).toContainText(
      "Your session will expire in 5 minutes. Please refresh the page to continue.",
    );
    await page.clock.fastForward("05:00");
    await expect(toasts(page, "Session Expired")).toContainText(
      "Your session has expired. Please log in again.",
    );
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get("/api/auth/session")).status()).toBe(401);
  });

  test("axe finds no serious problem on /login and /reset-password", async ({ page }) => {
    for (const path of ["/login", "/reset-password", "/reset-password#token=abc"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
  });
});

test("the demo helper updates the test passwords once per browser", async ({ page }) => {
  const helperCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/demo/test-user-passwords")) helperCalls.push(request.url());
  });
  await page.goto("/login");
  await expect(toasts(page, "Security Update Applied")).toContainText(
    "Test user passwords have been updated.",
  );
  expect(await page.evaluate(() => localStorage.getItem("pwUpdatedV1"))).not.toBeNull();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Partner Login" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(toasts(page, "Security Update Applied")).toHaveCount(0);
  expect(helperCalls).toHaveLength(1);
});

test("the demo notice covers none of /login's controls: below the header on a phone, at the bottom on a desktop", async ({
  page,
  isMobile,
}) => {
  await page.goto("/login");
  const notice = toasts(page, "Security Update Applied");
  await expect(notice).toBeVisible();
  // Held in place while measured: a pointer resting on a toast keeps it.
  await notice.hover();
  await expect(notice).toHaveAttribute("data-y-position", isMobile ? "top" : "bottom");
  const box = (await notice.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (isMobile) {
    const header = (await page.locator("header").first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  } else {
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  }
  const controls = page.locator("main").getByRole("button").or(page.locator("main input"));
  for (const control of await controls.all()) {
    const at = await control.boundingBox();
    if (!at || at.y > viewport.height || at.y + at.height < 0) continue;
    const overlaps =
      at.x < box.x + box.width &&
      box.x < at.x + at.width &&
      at.y < box.y + box.height &&
      box.y < at.y + at.height;
    expect(overlaps, `${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`).toBe(false);
  }
});
