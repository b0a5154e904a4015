import { Secret, TOTP } from "otpauth";
import { expectAccessible } from "./support/accessibility";
import { createAccounts, testAccountPassword } from "./support/admin-accounts";
import { expectNewToast } from "./support/toasts";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { paths } from "../../core/paths";
import { userFormText, userManagementText } from "../../core/texts/admin-panel";

// An admin removes the two-factor sign-in of an owner who lost their phone, from Edit User
// (docs/rules.md#two-factor-sign-in): it asks once more in place, then the owner signs in with
// the password alone.

const text = userFormText.twoFactor;

/** Finds the account in the user list and opens Edit User for it, once the search has answered. */
async function editUser(page: Page, email: string) {
  await page.goto(paths.adminDashboard);
  await page.getByRole("searchbox", { name: userManagementText.search.label }).fill(email);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(email)}`));
  // The search's answer, not the list from before it, which may still be reloading.
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole("button", { name: userManagementText.actions.edit(email) }).click();
  return page.getByRole("dialog", { name: userFormText.editTitle });
}

/** Turns two-factor sign-in on for the account signed in on `request`, as its owner would. */
async function turnOnTwoFactor(request: APIRequestContext, email: string) {
  const signedIn = await request.post("/api/auth/login", {
    data: { email, password: testAccountPassword, source: "partner-portal" },
  });
  expect(signedIn.status()).toBe(200);
  const setup = await request.post("/api/account/two-factor/setup", {
    data: { password: testAccountPassword },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const app = new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, "")),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  const confirmed = await request.post("/api/account/two-factor/confirm", {
    data: { code: app.generate() },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test("an admin removes an owner's two-factor sign-in from Edit User", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `mateja.vodopivec.${Date.now().toString(36)}@example.si`;
  // The page's own requests are the demo admin's: the account is made, and the panel opened, as them.
  await createAccounts(page.request, [{ email, fullName: "Mateja Vodopivec" }]);
  const owner = await playwright.request.newContext({ baseURL });
  try {
    await turnOnTwoFactor(owner, email);

    const dialog = await editUser(page, email);
    const section = dialog.getByRole("region", { name: text.title });
    await expect(section).toContainText(text.on);
    await section.getByRole("button", { name: text.remove }).click();
    await expect(section.getByText(text.confirm(email))).toBeVisible();
    const remove = section.getByRole("button", { name: text.confirmRemove, exact: true });
    await expect(remove).toBeFocused();
    await expectAccessible(page);
    await expectNewToast(page, text.removed, () => remove.click());
    await expect(dialog).toBeHidden();

    // The owner's next sign-in asks for no code.
    await owner.post("/api/auth/logout");
    const again = await owner.post("/api/auth/login", {
      data: { email, password: testAccountPassword, source: "partner-portal" },
    });
    expect(again.status()).toBe(200);
  } finally {
    await owner.dispose();
  }
});

test("Edit User shows no two-factor part for an account without it", async ({ page }) => {
  const email = `jure.kranjc.${Date.now().toString(36)}@example.si`;
  await createAccounts(page.request, [{ email }]);
  const dialog = await editUser(page, email);
  await expect(dialog.getByLabel(userFormText.fields.fullName)).toBeVisible();
  await expect(dialog.getByRole("region", { name: text.title })).toHaveCount(0);
});
