import { expectAccessible } from "./support/accessibility";
import { startAnotherServer } from "./support/another-server";
import { expectNewToast } from "./support/toasts";
import { expect, test, type CDPSession, type Page } from "./support/test";
import { paths } from "../../core/paths";
import { adminLoginContent } from "../../core/content/admin-login";
import { loginContent } from "../../core/content/login";
import { passkeyTexts } from "../../core/texts/passkeys";
import { twoFactorTexts } from "../../core/texts/two-factor";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";

// Passkeys in the browser (docs/rules.md#passkeys), with Chromium's virtual authenticator as
// the device: added on the account page, used by the sign-in pages' button, removed again. A
// passkey is bound to the site's address, so these tests run on a server of their own whose
// PUBLIC_URL is the address the browser uses (the suite's server is reached at another one).

const text = passkeyTexts;
const demo = demoAccounts({ DEMO: "1" })!;

let site: Awaited<ReturnType<typeof startAnotherServer>>;
let origin = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAnotherServer((port) => `http://localhost:${port}`);
  origin = `http://localhost:${site.port}`;
});

test.afterAll(async () => {
  await site?.stop();
});

/** A platform authenticator that verifies the person (a fingerprint reader, say). */
async function addDevice(page: Page): Promise<CDPSession> {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable");
  await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return client;
}

const section = (page: Page) => page.getByRole("region", { name: text.title });

async function signInWithPassword(page: Page, path: string, email: string, password: string) {
  await page.goto(`${origin}${path}`);
  await page.getByRole("textbox", { name: loginContent.fields.email }).fill(email);
  await page.getByLabel(loginContent.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: loginContent.submit, exact: true }).click();
}

/** Adds a passkey on the account page: the password, then its name, then the device. */
async function addPasskeyOnPage(page: Page, accountPath: string, password: string, name: string) {
  await page.goto(`${origin}${accountPath}`);
  await expect(section(page).getByText(text.list.empty)).toBeVisible();
  await section(page).getByRole("button", { name: text.add.button }).click();
  const asked = page.getByRole("dialog", { name: text.add.title });
  await asked.getByLabel(twoFactorTexts.password.label, { exact: true }).fill(password);
  await asked.locator('button[type="submit"]').click();
  await expect(asked).toHaveCount(0);
  const nameField = section(page).getByLabel(text.add.nameLabel, { exact: true });
  // The browser it is made in is offered as its name.
  await expect(nameField).toHaveValue(/Chrome/);
  // One character too many is refused at the field, which keeps focus.
  await nameField.fill(`${name}${"č".repeat(61 - name.length)}`);
  await section(page).getByRole("button", { name: text.add.create }).click();
  await expect(section(page).getByText(text.add.nameTooLong)).toBeVisible();
  await expect(nameField).toBeFocused();
  await nameField.fill(name);
  await expectNewToast(page, text.toasts.added.title, () =>
    section(page).getByRole("button", { name: text.add.create }).click(),
  );
  await expect(section(page).getByText(name)).toBeVisible();
  await expect(section(page).getByText(text.list.neverUsed)).toBeVisible();
}

/** The same with the keyboard alone: focus follows each step. */
async function addPasskeyByKeyboard(
  page: Page,
  accountPath: string,
  password: string,
  name: string,
) {
  await page.goto(`${origin}${accountPath}`);
  await expect(section(page).getByText(text.list.empty)).toBeVisible();
  await section(page).getByRole("button", { name: text.add.button }).focus();
  await page.keyboard.press("Enter");
  const asked = page.getByRole("dialog", { name: text.add.title });
  await expect(asked.getByLabel(twoFactorTexts.password.label, { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(asked).toHaveCount(0);
  // The name step's heading takes focus; the name field is next.
  await expect(section(page).getByRole("heading", { name: text.add.title })).toBeFocused();
  await page.keyboard.press("Tab");
  const nameField = section(page).getByLabel(text.add.nameLabel, { exact: true });
  await expect(nameField).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(name);
  await expectNewToast(page, text.toasts.added.title, () => page.keyboard.press("Enter"));
  await expect(section(page).getByRole("heading", { name: text.title })).toBeFocused();
  await expect(section(page).getByText(name)).toBeVisible();
}

test("a partner adds a passkey, signs in with it on /login, and removes it", async ({ page }) => {
  await addDevice(page);
  await signInWithPassword(page, paths.login, demo.partner.email, demo.partner.password);
  await expect(page).toHaveURL(new RegExp(`${paths.partnerPortal}$`));

  // 60 characters, the most a name may have.
  const name = "Službeni prenosnik Žiga Kovačič, 3. nadstropje, pisarna 312b";
  await addPasskeyOnPage(page, paths.partnerAccount, demo.partner.password, name);
  await expectAccessible(page, "account page with a passkey");

  // Signed out, the sign-in page's button signs in with the passkey alone. The virtual device
  // answers the e-mail field's offer of passkeys by itself, as if one were picked: that offer
  // is turned off here, so that the button is what signs in (the admin's test uses the offer).
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.context().clearCookies();
  await page.goto(`${origin}${paths.login}`);
  await expect(page.getByRole("textbox", { name: loginContent.fields.email })).toHaveAttribute(
    "autocomplete",
    "username webauthn",
  );
  await page.getByRole("button", { name: text.signIn.button }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.partnerPortal}$`));

  await page.goto(`${origin}${paths.partnerAccount}`);
  await expect(section(page).getByText(name)).toBeVisible();
  await expect(section(page).getByText(text.list.neverUsed)).toHaveCount(0);

  await section(page)
    .getByRole("button", { name: text.list.removeNamed(name) })
    .click();
  const asked = page.getByRole("dialog", { name: text.remove.title });
  await asked
    .getByLabel(twoFactorTexts.password.label, { exact: true })
    .fill(demo.partner.password);
  await expectNewToast(page, text.toasts.removed.title, () =>
    asked.locator('button[type="submit"]').click(),
  );
  await expect(section(page).getByText(text.list.empty)).toBeVisible();

  // The device still holds it, but the site no longer knows it.
  await page.context().clearCookies();
  await page.goto(`${origin}${paths.login}`);
  await expectNewToast(page, text.signIn.failedTitle, () =>
    page.getByRole("button", { name: text.signIn.button }).click(),
  );
  await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
});

test("an admin signs in to the panel with the passkey the e-mail field offers", async ({
  page,
}) => {
  await addDevice(page);
  await signInWithPassword(page, paths.admin, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(new RegExp(`${paths.adminDashboard}$`));
  await addPasskeyByKeyboard(page, paths.adminAccount, demo.admin.password, "Varnostni ključ");

  await page.context().clearCookies();
  const optionsAsked: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/passkey/options")) optionsAsked.push(request.url());
  });
  await page.goto(`${origin}${paths.admin}`);
  await expect(page.getByRole("heading", { name: adminLoginContent.title })).toBeVisible();
  // Nothing is asked before the page is used: a visit that only looks downloads none of it.
  expect(optionsAsked).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${paths.admin}$`));
  // The e-mail field focused, the device answers its offer of passkeys (conditional
  // mediation) by itself, as if one were picked: nothing else is pressed.
  await page.getByRole("textbox", { name: loginContent.fields.email }).focus();
  await expect(page).toHaveURL(new RegExp(`${paths.adminDashboard}$`));
  await expect(page.getByRole("heading", { name: adminLoginContent.title })).toHaveCount(0);
});
