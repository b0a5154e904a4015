import { readFile } from "node:fs/promises";
import { Secret, TOTP } from "otpauth";
import { expectAccessible } from "./support/accessibility";
import { useOwnClientAddress } from "./support/client-address";
import { createAccounts, testAccountPassword } from "./support/admin-accounts";
import { expectNewToast, toasts } from "./support/toasts";
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "./support/test";
import { paths } from "../../core/paths";
import { twoFactorLimits } from "../../core/limits";
import { adminLoginContent } from "../../core/content/admin-login";
import { loginContent } from "../../core/content/login";
import { accountTexts } from "../../core/texts/account";
import { adminLoginMessages } from "../../core/texts/admin-sign-in";
import { loginMessages } from "../../core/texts/sign-in";
import { twoFactorTexts } from "../../core/texts/two-factor";

// Two-factor sign-in in the browser (docs/rules.md#two-factor-sign-in): set up on the account
// page with a code the test computes as an authenticator app would (from the key the page
// shows), then the code step of /login and /admin, recovery codes, and turning it off. Every
// test makes its own accounts: the demo accounts never get two-factor sign-in. A time step is
// accepted once per account, so a test's second code is the next step's (the server accepts one
// step either side of now).

const text = twoFactorTexts;

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function createAccount(request: APIRequestContext, role: "partner" | "admin" = "partner") {
  const email = `two-factor.${role}.${tag()}@example.org`;
  await createAccounts(request, [{ email, role, fullName: "Nika Zupančič" }]);
  return email;
}

/** Signs the context in through the API with the password alone (no two-factor sign-in yet). */
async function signInByApi(
  request: APIRequestContext,
  email: string,
  source: "partner-portal" | "admin-panel" = "partner-portal",
) {
  const response = await request.post("/api/auth/login", {
    data: { email, password: testAccountPassword, source },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The authenticator app's view of a key, shown in groups of four. */
function authenticator(key: string) {
  return new TOTP({
    secret: Secret.fromBase32(key.replace(/\s+/g, "")),
    digits: twoFactorLimits.digits,
    period: twoFactorLimits.stepSeconds,
    algorithm: "SHA1",
  });
}

/** The code the app shows now. */
const codeNow = (key: string) => authenticator(key).generate();

/** The next step's code: a step not yet taken when the code of now has just been. */
const nextCode = (key: string) => authenticator(key).generate({ timestamp: Date.now() + 30_000 });

/** A code that none of the steps the server accepts now has. */
function wrongCode(key: string) {
  const app = authenticator(key);
  const step = twoFactorLimits.stepSeconds * 1000;
  const accepted = [-1, 0, 1].map((offset) =>
    app.generate({ timestamp: Date.now() + offset * step }),
  );
  for (let candidate = 123_456; ; candidate += 1) {
    const code = String(candidate).padStart(twoFactorLimits.digits, "0");
    if (!accepted.includes(code)) return code;
  }
}

/** Turns two-factor sign-in on through the API for a signed-in context: its key and codes. */
async function turnOnByApi(request: APIRequestContext) {
  const setup = await request.post("/api/account/two-factor/setup", {
    data: { password: testAccountPassword },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post("/api/account/two-factor/confirm", {
    data: { code: codeNow(secret) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { key: secret, recoveryCodes };
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === "phone";

const section = (page: Page) => page.getByRole("region", { name: text.title });
const dialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });

/** Fills the password dialog and sends it. */
async function givePassword(box: Locator, password = testAccountPassword) {
  await box.getByLabel(text.password.label, { exact: true }).fill(password);
  await box.locator('button[type="submit"]').click();
}

/** The account page with its state loaded. */
async function openAccount(page: Page, path: string) {
  await page.goto(path);
  await expect(section(page).getByText(text.status, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Sets two-factor sign-in up on the account page, as a person does: answers the key. */
async function setUpOnPage(page: Page, path: string) {
  await openAccount(page, path);
  await section(page).getByRole("button", { name: text.turnOn }).click();
  const asked = dialog(page, text.password.setup.title);
  await expect(asked).toBeVisible();
  await givePassword(asked);
  await expect(asked).toHaveCount(0);
  const key = (await section(page).getByTestId("two-factor-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  await section(page).getByLabel(text.setup.codeLabel).fill(codeNow(key));
  await expectNewToast(page, text.toasts.turnedOn.title, () =>
    section(page).getByRole("button", { name: text.setup.confirm }).click(),
  );
  const codes = section(page).getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(twoFactorLimits.recoveryCodes);
  return { key, recoveryCodes: await codes.allTextContents() };
}

/** The sign-in form's fields, on /login or /admin. */
async function givePasswordOnSignIn(page: Page, email: string) {
  await page.getByRole("textbox", { name: loginContent.fields.email }).fill(email);
  await page.getByLabel(loginContent.fields.password, { exact: true }).fill(testAccountPassword);
  await page.getByRole("button", { name: loginContent.submit, exact: true }).click();
}

const codeField = (page: Page) => page.getByLabel(text.signIn.codeLabel, { exact: true });
const recoveryField = (page: Page) =>
  page.getByLabel(text.signIn.recoveryCodeLabel, { exact: true });
const verify = (page: Page) => page.getByRole("button", { name: text.signIn.submit });

async function signOut(page: Page) {
  expect((await page.request.post("/api/auth/logout")).status()).toBe(204);
}

test.beforeEach(async ({ page, context }, testInfo) => {
  await page.setViewportSize(
    isPhone(testInfo) ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  );
  // The demo helper's once-per-browser toast has its own test (auth.spec.ts).
  await context.addInitScript(() => localStorage.setItem("pwUpdatedV1", "true"));
  // The wrong codes and passwords here count against the page's own address, not against the
  // one every other test signs in from: their sum would reach its limit of failures.
  await useOwnClientAddress(page);
});

test("set up on the account page: the password asked, the key as a QR code and as text, a code from the app, the recovery codes once and as a file; axe", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signInByApi(page.request, email);
  await openAccount(page, paths.partnerAccount);
  await expect(section(page).getByText(text.off, { exact: true })).toBeVisible();

  // The password first: a wrong one is said under the field, which keeps focus.
  const setUp = section(page).getByRole("button", { name: text.turnOn });
  await setUp.click();
  const asked = dialog(page, text.password.setup.title);
  const password = asked.getByLabel(text.password.label, { exact: true });
  await expect(password).toBeFocused();
  await expect(asked).toContainText(text.setup.passwordPrompt);
  await givePassword(asked, "NotMine42");
  await expect(password).toHaveAccessibleDescription(accountTexts.password.currentWrong);
  await expect(password).toBeFocused();
  // Cancel gives focus back to the button that opened it.
  await asked.getByRole("button", { name: text.password.cancel }).click();
  await expect(asked).toHaveCount(0);
  await expect(setUp).toBeFocused();

  await setUp.press("Enter");
  await expect(asked).toBeVisible();
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
  await givePassword(asked);
  await expect(asked).toHaveCount(0);

  // The set-up: its heading takes focus; the QR code is an image from a data: address.
  const setupPanel = section(page).getByRole("group", { name: text.turnOn });
  await expect(setupPanel.getByRole("heading", { name: text.turnOn })).toBeFocused();
  const qr = setupPanel.getByRole("img", { name: text.setup.qrAlt });
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;/);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const key = (await setupPanel.getByTestId("two-factor-key").textContent()) ?? "";
  expect(key.replace(/\s/g, "")).toMatch(/^[A-Z2-7]{32}$/);
  const code = setupPanel.getByLabel(text.setup.codeLabel);
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectAccessible(page, "the set-up");

  // No code, then a wrong one: said under the field.
  await setupPanel.getByRole("button", { name: text.setup.confirm }).click();
  await expect(code).toHaveAccessibleDescription(
    `${text.setup.codeHint} ${text.setup.codeRequired}`,
  );
  await code.fill(wrongCode(key));
  await setupPanel.getByRole("button", { name: text.setup.confirm }).click();
  await expect(code).toHaveAccessibleDescription(
    `${text.setup.codeHint} ${text.answers.wrongCode}`,
  );
  await expect(code).toBeFocused();

  await code.fill(codeNow(key));
  await expectNewToast(page, text.toasts.turnedOn.title, () =>
    setupPanel.getByRole("button", { name: text.setup.confirm }).click(),
  );

  // The recovery codes, once: ten of them, focus on their heading, and as a text file.
  const codesHeading = section(page).getByRole("heading", { name: text.recoveryCodes.title });
  await expect(codesHeading).toBeFocused();
  const codes = section(page).getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(twoFactorLimits.recoveryCodes);
  const recoveryCodes = await codes.allTextContents();
  for (const each of recoveryCodes) expect(each).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section(page).getByRole("button", { name: text.recoveryCodes.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(text.recoveryCodes.fileName);
  const file = await readFile(await download.path(), "utf8");
  expect(file).toContain(email);
  for (const each of recoveryCodes) expect(file).toContain(each);
  // And copied, one a line; the button says so itself, where a toast would cover the buttons.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await section(page).getByRole("button", { name: text.recoveryCodes.copy }).click();
  await expect(
    section(page).getByRole("button", { name: text.recoveryCodes.copied }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join("\n"));
  await expectAccessible(page, "the recovery codes");

  // Saved: the section says On, with every code left, and the codes are not shown again.
  await section(page).getByRole("button", { name: text.recoveryCodes.done }).click();
  await expect(section(page).getByRole("heading", { name: text.title })).toBeFocused();
  await expect(section(page).getByText(text.on, { exact: true })).toBeVisible();
  await expect(
    section(page).getByText(text.recoveryCodesLeft(twoFactorLimits.recoveryCodes)),
  ).toBeVisible();
  await expect(section(page).getByTestId("recovery-codes")).toHaveCount(0);
  await page.reload();
  await expect(
    section(page).getByText(text.recoveryCodesLeft(twoFactorLimits.recoveryCodes)),
  ).toBeVisible();
});

test("/login asks for the code after the password: a wrong one is said under the field, the right one signs in as usual; axe on the code step", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signInByApi(page.request, email);
  const { key } = await setUpOnPage(page, paths.partnerAccount);
  await signOut(page);

  await page.goto(paths.login);
  await givePasswordOnSignIn(page, email);
  // The same card: the code step instead of the password, its field focused.
  await expect(page.getByRole("heading", { level: 2, name: text.signIn.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(loginContent.title);
  await expect(codeField(page)).toBeFocused();
  await expect(codeField(page)).toHaveAttribute("inputmode", "numeric");
  await expect(codeField(page)).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField(page)).toHaveAccessibleDescription(text.signIn.codePrompt);
  await expect(page.getByLabel(loginContent.fields.password, { exact: true })).toBeHidden();
  await expect(toasts(page, loginMessages.success.title)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
  // Half signed in: the API answers nothing else yet.
  const due = await page.request.get("/api/account");
  expect(due.status()).toBe(401);
  expect(await due.json()).toMatchObject({ code: "second-factor-due" });
  await expectAccessible(page, "the code step");

  await verify(page).click();
  await expect(codeField(page)).toHaveAccessibleDescription(
    `${text.signIn.codePrompt} ${text.signIn.codeRequired}`,
  );
  await codeField(page).fill(wrongCode(key));
  await verify(page).click();
  await expect(codeField(page)).toHaveAccessibleDescription(
    `${text.signIn.codePrompt} ${text.answers.wrongCode}`,
  );
  await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(codeField(page)).toBeFocused();
  await expectAccessible(page, "the code step's error");

  await codeField(page).fill(nextCode(key));
  const welcome = await expectNewToast(page, loginMessages.success.title, () =>
    verify(page).click(),
  );
  await expect(welcome).toContainText(loginMessages.success.description);
  await expect(page).toHaveURL(new RegExp(`${paths.partnerPortal}$`));
  expect((await page.request.get("/api/account")).status()).toBe(200);
});

test("a recovery code signs in once; the same code is refused the next time", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signInByApi(page.request, email);
  const { recoveryCodes } = await turnOnByApi(page.request);
  await signOut(page);

  await page.goto(paths.login);
  await givePasswordOnSignIn(page, email);
  await expect(codeField(page)).toBeFocused();
  await page.getByRole("button", { name: text.signIn.useRecoveryCode }).click();
  await expect(recoveryField(page)).toBeFocused();
  await expect(codeField(page)).toHaveCount(0);
  await expect(recoveryField(page)).toHaveAccessibleDescription(text.signIn.recoveryPrompt);
  // And back, and to it again.
  await page.getByRole("button", { name: text.signIn.useApp }).click();
  await expect(codeField(page)).toBeFocused();
  await page.getByRole("button", { name: text.signIn.useRecoveryCode }).click();

  // Lower case, without hyphens: forgiven.
  const used = recoveryCodes[0]!;
  await recoveryField(page).fill(used.replace(/-/g, "").toLowerCase());
  await expectNewToast(page, loginMessages.success.title, () => verify(page).click());
  await expect(page).toHaveURL(new RegExp(`${paths.partnerPortal}$`));
  await signOut(page);

  await page.goto(paths.login);
  await givePasswordOnSignIn(page, email);
  await page.getByRole("button", { name: text.signIn.useRecoveryCode }).click();
  await recoveryField(page).fill(used);
  await verify(page).click();
  await expect(recoveryField(page)).toHaveAccessibleDescription(
    `${text.signIn.recoveryPrompt} ${text.answers.wrongCode}`,
  );
  await expect(page).toHaveURL(new RegExp(`${paths.login}$`));

  // Another of the codes still signs in; the account page counts what is left.
  await recoveryField(page).fill(recoveryCodes[1]!);
  await expectNewToast(page, loginMessages.success.title, () => verify(page).click());
  await expect(page).toHaveURL(new RegExp(`${paths.partnerPortal}$`));
  await openAccount(page, paths.partnerAccount);
  await expect(
    section(page).getByText(text.recoveryCodesLeft(twoFactorLimits.recoveryCodes - 2)),
  ).toBeVisible();
});

test("the 5th wrong code ends the sign-in: back to the password, saying so", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signInByApi(page.request, email);
  const { key } = await turnOnByApi(page.request);
  await signOut(page);

  await page.goto(paths.login);
  await givePasswordOnSignIn(page, email);
  for (let attempt = 1; attempt < twoFactorLimits.maxWrongCodes; attempt += 1) {
    await codeField(page).fill(wrongCode(key));
    const answer = page.waitForResponse((response) =>
      response.url().endsWith("/api/auth/second-factor"),
    );
    await verify(page).click();
    expect((await answer).status()).toBe(400);
  }
  await codeField(page).fill(wrongCode(key));
  await verify(page).click();
  const ended = page.getByRole("alert").filter({ hasText: text.answers.ended });
  await expect(ended).toBeFocused();
  await expect(codeField(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: loginContent.submit, exact: true })).toBeVisible();
  // The wrong codes counted towards the account's lock, here as on the server.
  await expect(page.getByText(loginMessages.lockBanner)).toBeVisible();
  await expectAccessible(page, "the ended sign-in");
});

test("Back to sign-in leaves the code step for the password, which keeps the e-mail typed", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signInByApi(page.request, email);
  await turnOnByApi(page.request);
  await signOut(page);

  await page.goto(paths.login);
  await givePasswordOnSignIn(page, email);
  await expect(codeField(page)).toBeFocused();
  await page.getByRole("button", { name: text.signIn.backToSignIn }).click();
  await expect(codeField(page)).toHaveCount(0);
  await expect(page.getByLabel(loginContent.fields.password, { exact: true })).toBeFocused();
  await expect(page.getByRole("textbox", { name: loginContent.fields.email })).toHaveValue(email);
});

test("an admin sets up two-factor sign-in on the panel's account page, then /admin asks for the code", async ({
  page,
  request,
}) => {
  const email = await createAccount(request, "admin");
  await page.goto(paths.admin);
  await givePasswordOnSignIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${paths.adminDashboard}$`));

  const { key } = await setUpOnPage(page, paths.adminAccount);
  await section(page).getByRole("button", { name: text.recoveryCodes.done }).click();
  await expect(section(page).getByText(text.on, { exact: true })).toBeVisible();
  await signOut(page);

  await page.goto(paths.admin);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminLoginContent.title);
  await givePasswordOnSignIn(page, email);
  await expect(codeField(page)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${paths.admin}$`));
  await expectAccessible(page, "the admin's code step");
  await codeField(page).fill(nextCode(key));
  const welcome = await expectNewToast(page, adminLoginMessages.success.title, () =>
    verify(page).click(),
  );
  await expect(welcome).toContainText(adminLoginMessages.success.description);
  await expect(page).toHaveURL(new RegExp(`${paths.adminDashboard}$`));
});

test("turning it off asks for the password; then /login asks for no code", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signInByApi(page.request, email);
  await turnOnByApi(page.request);
  await openAccount(page, paths.partnerAccount);
  await expect(section(page).getByText(text.on, { exact: true })).toBeVisible();

  const turnOff = section(page).getByRole("button", { name: text.turnOff });
  await turnOff.click();
  const asked = dialog(page, text.password.turnOff.title);
  await expect(asked).toContainText(text.password.turnOff.description);
  await expectAccessible(page, "the password dialog");
  await expectNewToast(page, text.toasts.turnedOff.title, () => givePassword(asked));
  await expect(asked).toHaveCount(0);
  await expect(section(page).getByText(text.off, { exact: true })).toBeVisible();
  await expect(section(page).getByRole("heading", { name: text.title })).toBeFocused();
  await expect(section(page).getByRole("button", { name: text.turnOn })).toBeVisible();
  await signOut(page);

  await page.goto(paths.login);
  await givePasswordOnSignIn(page, email);
  await expect(toasts(page, loginMessages.success.title)).toContainText(
    loginMessages.success.description,
  );
  await expect(page).toHaveURL(new RegExp(`${paths.partnerPortal}$`));
  await expect(codeField(page)).toHaveCount(0);
});

test("new recovery codes after the password: shown once, and the old ones stop working", async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  await signInByApi(page.request, email);
  const { recoveryCodes: old } = await turnOnByApi(page.request);
  await openAccount(page, paths.partnerAccount);

  await section(page).getByRole("button", { name: text.newRecoveryCodes }).click();
  const asked = dialog(page, text.password.newCodes.title);
  await expectNewToast(page, text.toasts.newCodes.title, () => givePassword(asked));
  await expect(
    section(page).getByRole("heading", { name: text.recoveryCodes.title }),
  ).toBeFocused();
  const codes = section(page).getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(twoFactorLimits.recoveryCodes);
  const fresh = await codes.allTextContents();
  expect(fresh).not.toContain(old[0]);
  await section(page).getByRole("button", { name: text.recoveryCodes.done }).click();
  await expect(
    section(page).getByText(text.recoveryCodesLeft(twoFactorLimits.recoveryCodes)),
  ).toBeVisible();

  // An old code no longer signs in.
  await signOut(page);
  const elsewhere = page.request;
  const login = await elsewhere.post("/api/auth/login", {
    data: { email, password: testAccountPassword, source: "partner-portal" },
  });
  expect(login.status()).toBe(202);
  const refused = await elsewhere.post("/api/auth/second-factor", {
    data: { recoveryCode: old[0] },
  });
  expect(refused.status()).toBe(400);
  const accepted = await elsewhere.post("/api/auth/second-factor", {
    data: { recoveryCode: fresh[0] },
  });
  expect(accepted.status()).toBe(200);
});

test("outside demo mode, the admin API's refusal of an admin without two-factor sign-in leads to the account page's set-up", async ({
  page,
  request,
}) => {
  const email = await createAccount(request, "admin");
  await signInByApi(page.request, email, "admin-panel");
  // The e2e server runs in demo mode, where the admin API does not insist: its refusal, as a
  // server outside demo mode answers it.
  await page.route("**/api/admin/**", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({
        statusCode: 403,
        error: "Forbidden",
        message: text.answers.setupRequired,
        code: "second-factor-setup-due",
      }),
    }),
  );
  await page.goto(paths.adminDashboard);
  await expect(page).toHaveURL(new RegExp(`${paths.adminAccount}\\?`));
  const notice = page.getByTestId("two-factor-setup-due");
  await expect(notice).toContainText(text.answers.setupRequiredHere);
  await expect(notice).toHaveAttribute("role", "alert");
  await expectAccessible(page, "the set-up notice");

  // The other views lead back here too.
  await page.goto(paths.adminMessages);
  await expect(page).toHaveURL(new RegExp(`${paths.adminAccount}\\?`));
  await expect(notice).toBeVisible();

  // Its button opens the section's set-up; the account page works as ever.
  await notice.getByRole("button", { name: text.turnOn }).click();
  const asked = dialog(page, text.password.setup.title);
  await givePassword(asked);
  await expect(section(page).getByTestId("two-factor-key")).toBeVisible();
  const key = (await section(page).getByTestId("two-factor-key").textContent()) ?? "";
  await section(page).getByLabel(text.setup.codeLabel).fill(codeNow(key));
  await section(page).getByRole("button", { name: text.setup.confirm }).click();
  await section(page).getByRole("button", { name: text.recoveryCodes.done }).click();
  await expect(section(page).getByText(text.on, { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
