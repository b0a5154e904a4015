/**
 * The site's main journeys, walked in Slovenian (/sl…): the contact form, the partner sign-in
 * and its lock, the reset by e-mail, the partner portal (overview, a product page, the search,
 * My Requests, the switch to English), the inactivity warning, and the admin panel's Users,
 * Messages and Activity. Every word asserted comes from the Slovenian text modules (`*.sl.ts`),
 * imported by name, so the tests check the very words the Slovenian build shows.
 * docs/rules.md#languages, docs/decisions/0042-a-build-per-language.md.
 */
import { expectAccessible } from "./support/accessibility";
import { createAccounts, testAccountPassword } from "./support/admin-accounts";
import { useOwnClientAddress } from "./support/client-address";
import { englishLines, expectNoEnglish } from "./support/english-sentences";
import { receivedMail } from "./support/server";
import type { ReceivedMail } from "../support/smtp";
import {
  decodeHeader,
  englishSwitch,
  expectNoSidewaysScroll,
  expectNothingSpills,
  isPhone,
  literal,
  openSiteMenuOnPhone,
  skipDemoHelper,
  sl,
  slovenianUrl,
  unique,
  uniqueEmail,
} from "./support/slovenian";
import { expect, test, type APIRequestContext, type Locator, type Page } from "./support/test";
import { expectNewToast, toasts } from "./support/toasts";
import { browserName } from "../../core/browser-name";
import { contactTopicPath } from "../../core/contact-topics";
import type { PortalWelcome } from "../../core/schemas/portal";
import { passwordResetLimits } from "../../core/limits";
import { isPrivateArea, partnerRequestsPath, paths, portalPagePath } from "../../core/paths";
import { site } from "../../core/site.sl";
// Slovenian texts, by name: the words the Slovenian pages show.
import { adminLoginContent } from "../../core/content/admin-login.sl";
import { contactContent } from "../../core/content/contact.sl";
import { loginContent } from "../../core/content/login.sl";
import { partnerRequestsContent } from "../../core/content/partner-requests.sl";
import { resetPasswordContent } from "../../core/content/reset-password.sl";
import { accountTexts } from "../../core/texts/account.sl";
import { activityTexts, inboxTexts } from "../../core/texts/admin-inbox-and-activity.sl";
import {
  adminPanelText,
  adminToasts,
  confirmText,
  userFormText,
  userManagementText,
} from "../../core/texts/admin-panel.sl";
import { adminLoginMessages } from "../../core/texts/admin-sign-in.sl";
import { apiErrorTexts } from "../../core/texts/api-errors.sl";
import { browserNameTexts } from "../../core/texts/browser-name.sl";
import { contactFormTexts } from "../../core/texts/contact-form.sl";
import { contactResult } from "../../core/texts/contact-result.sl";
import { contactTopicSubjects } from "../../core/texts/contact-topics.sl";
import {
  accountNoticeMailTexts,
  mailFrame,
  passwordResetMailTexts,
} from "../../core/texts/e-mails.sl";
import { contactMessages } from "../../core/texts/contact-toasts.sl";
import { formMessages } from "../../core/texts/forms.sl";
import { passwordMessages } from "../../core/texts/passwords.sl";
import { portalTexts } from "../../core/texts/portal.sl";
import { authControlTexts, sessionMessages } from "../../core/texts/session.sl";
import { sessionWarningTexts } from "../../core/texts/session-warning.sl";
import { toasterTexts } from "../../core/texts/toaster.sl";
import { loginMessages, passwordResetMessages } from "../../core/texts/sign-in.sl";
import { capabilityPages } from "../../server/content/portal/capabilities.sl";
import { portalOverview } from "../../server/content/portal/overview.sl";
import { searchPortal } from "../../server/content/portal/search";
// English, only where a test follows the switch to the English page.
import { partnerRequestsContent as englishRequestsContent } from "../../core/content/partner-requests";
import { accountTexts as englishAccountTexts } from "../../core/texts/account";
import { activityTexts as englishActivityTexts } from "../../core/texts/admin-inbox-and-activity";
import { capabilityPages as englishCapabilityPages } from "../../server/content/portal/capabilities";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";

// The browser asks for Slovenian: the offer of the other language never shows on these pages.
test.use({ locale: "sl-SI" });

const demo = demoAccounts({ DEMO: "1" })!;

// Each test's browser has an address of its own (as a visitor behind the proxy would), so the
// per-address sign-in and contact limits count it apart from the rest of the suite.
test.beforeEach(async ({ context, page }) => {
  await skipDemoHelper(context);
  await useOwnClientAddress(page);
});

/**
 * A text function's output as a pattern, its argument captured: `createdPassword` ("Geslo:
 * {password}") becomes /^Geslo: (\S+)$/.
 */
function capture(template: (value: string) => string): RegExp {
  const marker = "\u0001";
  return new RegExp(`^${literal(template(marker)).replace(marker, "(\\S+)")}$`);
}

/** Checks the page is the Slovenian app's, with no English sentence and nothing off the side. */
/** The months as a Slovenian date writes them, written out here to check the site's own. */
const slovenianMonthsGenitive: Record<string, string> = {
  januar: "januarja",
  februar: "februarja",
  marec: "marca",
  april: "aprila",
  maj: "maja",
  junij: "junija",
  julij: "julija",
  avgust: "avgusta",
  september: "septembra",
  oktober: "oktobra",
  november: "novembra",
  december: "decembra",
};

async function expectSlovenianScreen(page: Page, label: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "sl");
  await expectNoEnglish(page, label);
  await expectNoSidewaysScroll(page, label);
  if (isPrivateArea(new URL(page.url()).pathname)) await expectNothingSpills(page, label);
}

// ---------------------------------------------------------------------------------------------
// 1. Contact
// ---------------------------------------------------------------------------------------------

/** A contact form field by its Slovenian label (an optional one says "(neobvezno)" after it). */
const contactField = (page: Page, name: keyof typeof contactFormTexts.fields) =>
  page.getByRole("textbox", {
    name: new RegExp(
      `^${literal(contactFormTexts.fields[name])}( ${literal(contactFormTexts.optional)})?$`,
    ),
  });

test.describe("contact, in Slovenian", () => {
  test.beforeEach(async ({ page }) => {
    await useOwnClientAddress(page);
    await page.goto(sl(paths.contact));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactContent.hero.title);
  });

  test("a sent message is confirmed in Slovenian, and the firm's e-mail names the language", async ({
    page,
  }) => {
    await expectSlovenianScreen(page, "/sl/contact");
    const subject = `Ponudba za čistilne naprave ${unique()}`;
    await contactField(page, "name").fill("Mojca Kovačič Žagar");
    await contactField(page, "email").fill("mojca.kovacic@example.si");
    await contactField(page, "company").fill("Čistilne naprave Šoštanj d.o.o.");
    await contactField(page, "subject").fill(subject);
    await contactField(page, "message").fill("Pozdravljeni, prosim za ponudbo za 200 ohišij.");
    await page.getByRole("button", { name: contactFormTexts.send }).click();

    await expect(toasts(page, contactMessages.sent.title)).toContainText(
      contactMessages.sent.description,
    );
    const confirmation = page.getByTestId("contact-confirmation");
    await expect(
      confirmation.getByRole("heading", { name: contactMessages.sent.title }),
    ).toBeFocused();
    await expect(confirmation).toContainText(contactMessages.sent.description);
    // A visitor has no portal, so no way to My Requests.
    await expect(
      confirmation.getByRole("link", { name: contactResult.sent.followInPortal }),
    ).toHaveCount(0);
    await expect(page.locator("main form")).toBeHidden();
    await expectSlovenianScreen(page, "/sl/contact sent");
    await expectAccessible(page, "/sl/contact sent");

    await confirmation.getByRole("button", { name: contactResult.sent.another }).click();
    await expect(contactField(page, "name")).toBeFocused();
    await expect(contactField(page, "subject")).toHaveValue("");

    // The firm's copy is for its staff, in English, and says the visitor wrote in Slovenian.
    // (Its subject header is encoded for the č; the body names the subject as written.)
    await expect
      .poll(
        () => receivedMail().find((mail) => mail.text.includes(`Subject: ${subject}`))?.text ?? "",
        { timeout: 15_000 },
      )
      .toContain("Language: Slovenian");
  });

  test("an incomplete form and a wrong e-mail address are refused in Slovenian", async ({
    page,
  }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted = true;
    });
    await contactField(page, "name").fill("Ana Novak");
    await contactField(page, "email").fill("ana@example.org");
    await page.getByRole("button", { name: contactFormTexts.send }).click();
    await expect(toasts(page, contactMessages.missingFields.title)).toContainText(
      contactMessages.missingFields.description,
    );
    await expect(contactField(page, "subject")).toHaveAttribute("aria-invalid", "true");

    await contactField(page, "email").fill("ana@");
    await contactField(page, "subject").fill("Vprašanje o dobavi");
    await contactField(page, "message").fill("Kdaj lahko dobavite?");
    await page.getByRole("button", { name: contactFormTexts.send }).click();
    await expect(toasts(page, formMessages.invalidEmail)).toBeVisible();
    await expect(contactField(page, "email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("form").getByText(formMessages.invalidEmail)).toBeVisible();
    expect(posted).toBe(false);
    await expectSlovenianScreen(page, "/sl/contact refused");
    await expectAccessible(page, "/sl/contact refused");
  });
});

// ---------------------------------------------------------------------------------------------
// 2–4. Partner sign-in, its lock, and the reset by e-mail
// ---------------------------------------------------------------------------------------------

const emailField = (page: Page) => page.getByRole("textbox", { name: loginContent.fields.email });
const passwordField = (page: Page) =>
  page.getByLabel(loginContent.fields.password, { exact: true });
const signInButton = (page: Page) =>
  page.getByRole("button", { name: loginContent.submit, exact: true });
/** The lock's message (the alert) and the time left beside it. */
const lockBanner = (page: Page) =>
  page.getByRole("alert").filter({ hasText: loginMessages.lockBanner }).locator("..");
const lockTimeLeft = (page: Page) => lockBanner(page).getByRole("timer");

async function signInThroughForm(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await signInButton(page).click();
}

/** A partner of the test's own, made by the demo admin through the API. */
async function createPartner(
  request: APIRequestContext,
  details: { fullName?: string; company?: string } = {},
) {
  const partner = {
    email: uniqueEmail("partner-sl"),
    password: testAccountPassword,
    fullName: details.fullName ?? "Živa Čeh Šušteršič",
    company:
      details.company ?? "Šušteršič Čistilne naprave in mednarodni inženirski holding d.o.o. Žalec",
  };
  await createAccounts(request, [{ ...partner, role: "partner" }]);
  return partner;
}

test.describe("partner sign-in on /sl/login", () => {
  test("a wrong password fails in Slovenian; the partner then lands on the Slovenian portal", async ({
    page,
    request,
  }) => {
    // An account of the test's own: a wrong password counts against the account, and the demo
    // partner's count is shared by the whole suite.
    const partner = await createPartner(request);
    await page.goto(sl(paths.login));
    await expect(page).toHaveTitle(new RegExp(`^${literal(loginContent.meta.title)} \\| `));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(loginContent.title);
    const sample = page.getByText(loginContent.sampleCredentials).locator("..");
    await expect(sample).toContainText(demo.partner.email);
    await expect(sample).toContainText(demo.partner.password);
    await expectSlovenianScreen(page, "/sl/login");
    await expectAccessible(page, "/sl/login");

    await signInButton(page).click();
    await expect(toasts(page, loginMessages.validation.title)).toContainText(
      loginMessages.validation.description,
    );

    await signInThroughForm(page, partner.email, "not-the-password-1");
    await expect(toasts(page, loginMessages.failed.title)).toContainText(
      loginMessages.failed.description,
    );
    await expect(page).toHaveURL(slovenianUrl(paths.login));
    await expectNoEnglish(page, "/sl/login failed");

    await signInThroughForm(page, partner.email, partner.password);
    await expect(toasts(page, loginMessages.success.title)).toContainText(
      loginMessages.success.description,
    );
    await expect(page).toHaveURL(slovenianUrl(paths.partnerPortal));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalOverview.hero.title);
    await openSiteMenuOnPhone(page);
    await expect(
      page.getByRole("button", { name: authControlTexts.logout }).filter({ visible: true }),
    ).toBeVisible();
  });

  test("five failures lock the form; the time left counts down in Slovenian's plural forms", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(sl(paths.login));
    const email = uniqueEmail("lock-sl");
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expectNewToast(page, loginMessages.failed.title, () =>
        signInThroughForm(page, email, `wrong-${attempt}`),
      );
      await expect(signInButton(page)).toBeEnabled();
    }
    await signInThroughForm(page, email, "wrong-5");
    const tooMany = loginMessages.tooMany(15);
    await expect(toasts(page, tooMany.title)).toContainText(tooMany.description);
    await expect(lockBanner(page)).toContainText(loginMessages.lockBanner);
    await expect(lockTimeLeft(page)).toHaveText(loginMessages.lockTimeLeft(15));
    // "čez 15 minut": the form for five and more.
    expect(loginMessages.lockTimeLeft(15)).toMatch(/ 15 minut\.$/);
    await expect(emailField(page)).toBeDisabled();
    await expect(signInButton(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: loginContent.useAnotherAccount })).toBeVisible();
    await expectSlovenianScreen(page, "/sl/login locked");
    await expectAccessible(page, "/sl/login locked");

    // Slovenian counts in four forms: 4 and 3 "minute", 2 "minuti", 1 "minuto".
    for (const [elapsed, left, form] of [
      ["11:00", 4, "minute"],
      ["01:00", 3, "minute"],
      ["01:00", 2, "minuti"],
      ["01:00", 1, "minuto"],
    ] as const) {
      await page.clock.fastForward(elapsed);
      await expect(lockTimeLeft(page)).toHaveText(loginMessages.lockTimeLeft(left));
      await expect(lockTimeLeft(page)).toHaveText(new RegExp(` ${left} ${form}\\.$`));
    }
    await page.clock.fastForward("01:01");
    await expect(page.getByText(loginMessages.lockBanner)).toHaveCount(0);
    await expect(signInButton(page)).toBeEnabled();

    // Only the page's clock moved: the server still holds the lock, and its answer (in
    // Slovenian, as the page asked) locks the form again for the server's minutes.
    const answer = page.waitForResponse("**/api/auth/login");
    await expectNewToast(page, tooMany.title, () => signInThroughForm(page, email, "wrong-6"));
    const refused = await answer;
    expect(refused.status()).toBe(429);
    const body = (await refused.json()) as { message: string; retryAfterSeconds: number };
    expect(body.message).toBe(
      loginMessages.tooMany(Math.ceil(body.retryAfterSeconds / 60)).description,
    );
    await expect(lockTimeLeft(page)).toHaveText(loginMessages.lockTimeLeft(15));
  });

  test("Ste pozabili geslo? sends a Slovenian e-mail whose link sets a new password on /sl/reset-password", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.slow();
    await useOwnClientAddress(page);
    const partner = await createPartner(request);
    // A sign-in on a Slovenian page makes Slovenian the account's language for later notices.
    await page.goto(sl(paths.login));
    await signInThroughForm(page, partner.email, partner.password);
    await expect(page).toHaveURL(slovenianUrl(paths.partnerPortal));
    expect((await page.request.post("/api/auth/logout", { data: {} })).status()).toBe(204);
    const since = receivedMail().length;

    await page.goto(sl(paths.login));
    await expect(signInButton(page)).toBeEnabled();
    const forgot = page.getByRole("button", { name: loginContent.forgotPassword });
    await forgot.click();
    await expect(toasts(page, passwordResetMessages.emailRequired.title)).toContainText(
      passwordResetMessages.emailRequired.description,
    );
    await emailField(page).fill(partner.email);
    await forgot.click();
    await expect(toasts(page, passwordResetMessages.sent.title)).toContainText(
      passwordResetMessages.sent.description,
    );

    // The e-mail: Slovenian words, and a link to the Slovenian reset page.
    let mail: ReceivedMail | undefined;
    await expect
      .poll(
        () =>
          (mail = receivedMail()
            .slice(since)
            .find((item) => item.recipients.includes(partner.email))),
        { timeout: 15_000 },
      )
      .toBeDefined();
    expect(mail!.subject).toBe(passwordResetMailTexts.subject);
    for (const line of [
      mailFrame.greeting,
      passwordResetMailTexts.asked,
      passwordResetMailTexts.openLink,
      passwordResetMailTexts.expiry(passwordResetLimits.linkValidMs / 60_000),
      passwordResetMailTexts.notYou,
      ...mailFrame.signature,
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(englishLines(mail!.text), "English in the reset e-mail").toEqual([]);
    const link = mail!.text.match(/https?:\/\/\S+#token=\S+/)?.[0] ?? "";
    expect(new URL(link).pathname).toBe(sl(paths.resetPassword));

    await page.goto(`${sl(paths.resetPassword)}${new URL(link).hash}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resetPasswordContent.title);
    // The secret leaves the address bar at once.
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    for (const rule of resetPasswordContent.rules) await expect(page.getByText(rule)).toBeVisible();
    await expectSlovenianScreen(page, "/sl/reset-password");
    await expectAccessible(page, "/sl/reset-password");

    const newField = page.getByLabel(resetPasswordContent.fields.password, { exact: true });
    const confirmField = page.getByLabel(resetPasswordContent.fields.confirm, { exact: true });
    const save = page.getByRole("button", { name: resetPasswordContent.submit });

    await newField.fill("abc");
    await confirmField.fill("abc");
    await save.click();
    await expect(toasts(page, passwordMessages.validationFailedTitle)).toContainText(
      `${passwordMessages.tooShort}. ${passwordMessages.noNumber}`,
    );

    const newPassword = `Novo${unique()}7`;
    await newField.fill(newPassword);
    await confirmField.fill(`${newPassword}x`);
    await save.click();
    await expect(toasts(page, passwordResetMessages.failedTitle)).toContainText(
      passwordResetMessages.mismatch,
    );

    await confirmField.fill(newPassword);
    await save.click();
    await expect(toasts(page, passwordResetMessages.done.title)).toContainText(
      passwordResetMessages.done.description,
    );
    await expect(page).toHaveURL(slovenianUrl(paths.login));

    // The owner is told of the change in the account's language, Slovenian.
    const words = accountNoticeMailTexts;
    let notice: ReceivedMail | undefined;
    await expect
      .poll(
        () =>
          (notice = receivedMail()
            .slice(since)
            .find(
              (item) =>
                item.recipients.includes(partner.email) &&
                item.text.includes(words.password.resetLink),
            )),
        { timeout: 15_000 },
      )
      .toBeDefined();
    expect(decodeHeader(notice!.subject)).toBe(words.subject(words.topics.password));
    for (const line of [
      mailFrame.greeting,
      words.intro,
      words.allSessionsEnded,
      words.notExpected,
    ]) {
      expect(notice!.text).toContain(line);
    }
    expect(englishLines(notice!.text), "English in the account notice").toEqual([]);

    // The old password no longer signs in; the new one does, into the Slovenian portal.
    const elsewhere = await playwright.request.newContext({ baseURL });
    const old = await elsewhere.post("/api/auth/login", {
      data: { email: partner.email, password: partner.password },
    });
    expect(old.status()).toBe(401);
    await elsewhere.dispose();
    await signInThroughForm(page, partner.email, newPassword);
    await expect(page).toHaveURL(slovenianUrl(paths.partnerPortal));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalOverview.hero.title);
  });

  test("the reset page without a link says how to get one, in Slovenian", async ({ page }) => {
    await page.goto(sl(paths.resetPassword));
    await expect(page.getByText(resetPasswordContent.noToken.title)).toBeVisible();
    await expectSlovenianScreen(page, "/sl/reset-password without a link");
    await page.getByRole("link", { name: resetPasswordContent.noToken.action }).click();
    await expect(page).toHaveURL(slovenianUrl(paths.login));
  });
});

// ---------------------------------------------------------------------------------------------
// 5. The partner portal
// ---------------------------------------------------------------------------------------------

/** Signs the partner in through the API; the page's context keeps the session. */
async function signInByApi(
  page: Page,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const response = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password, remember: false },
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: portalTexts.search.label }).filter({ visible: true });

const visionInspection = capabilityPages.find((page) => page.slug === "vision-inspection")!;

test.describe("the partner portal, in Slovenian", () => {
  test("the overview welcomes the partner, and a product's Več o tem opens its Slovenian page; English goes to the same page", async ({
    page,
    request,
  }) => {
    test.slow();
    const partner = await createPartner(request);
    await signInByApi(page, partner, { "user-agent": chromeOnWindows });
    await page.goto(sl(paths.partnerPortal));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portalOverview.hero.title);
    await expect(page).toHaveTitle(`${portalTexts.portal} | ${site.name}`);
    const welcome = page.getByRole("region", { name: partner.fullName });
    await expect(welcome).toContainText(partner.company);
    await expect(welcome).toContainText(`${portalTexts.welcome.signedInAs} ${partner.email}`);
    await expect(welcome.getByTestId("previous-sign-in")).toHaveText(
      portalTexts.welcome.firstSignIn,
    );
    for (const section of [
      portalOverview.portfolio.title,
      portalOverview.government.title,
      portalOverview.benefits.title,
    ]) {
      await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
    }
    const portfolio = page.locator("section", {
      has: page.getByRole("heading", { name: portalOverview.portfolio.title, level: 2 }),
    });
    const learnMore = portfolio.getByRole("link", {
      name: new RegExp(`^${literal(portalTexts.productCard.learnMore)}`),
    });
    await expect(learnMore).toHaveCount(portalOverview.portfolio.items.length);
    expect(
      await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(portalOverview.portfolio.items.map((item) => sl(item.learnMore)));
    await expectSlovenianScreen(page, "/sl/partner-portal, first sign-in");

    // Signed in again: the sign-in before this one, its day, time and browser in Slovenian.
    await page.request.post("/api/auth/logout", { data: {} });
    await signInByApi(page, partner);
    await page.reload();
    const { previousSignIn } = (await (
      await page.request.get("/api/portal/welcome")
    ).json()) as PortalWelcome;
    // "petek, 27. novembra 2026 ob 10:05": the month in the genitive, as Slovenian writes it.
    const when = new Intl.DateTimeFormat("sl-SI", {
      timeZone: site.timeZone,
      dateStyle: "full",
      timeStyle: "short",
    })
      .format(new Date(previousSignIn!.at))
      .replace(/ (\p{L}+) (\d{4})/u, (_, month: string, year: string) => {
        const genitive = slovenianMonthsGenitive[month];
        expect(genitive, `a month: ${month}`).toBeDefined();
        return ` ${genitive} ${year}`;
      });
    await expect(welcome.getByTestId("previous-sign-in")).toHaveText(
      `${portalTexts.welcome.lastSignIn}: ${portalTexts.welcome.lastSignInAt(
        when,
        previousSignIn!.address,
        browserName(chromeOnWindows, portalTexts.welcome.unknownBrowser, browserNameTexts),
      )}`,
    );
    // The long company name and the č, š and ž fit the phone.
    await expectSlovenianScreen(page, "/sl/partner-portal");
    await expectAccessible(page, "/sl/partner-portal");

    // A product page, reached by its card's link.
    const product = portalOverview.portfolio.items.find(
      (item) => item.learnMore === portalPagePath(visionInspection.slug),
    )!;
    await portfolio.getByRole("link", { name: new RegExp(`${literal(product.title)}$`) }).click();
    await expect(page).toHaveURL(slovenianUrl(portalPagePath(visionInspection.slug)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(visionInspection.hero.title);
    await expect(page).toHaveTitle(
      `${visionInspection.hero.title} | ${portalTexts.portal} | ${site.name}`,
    );
    const crumbs = page.getByRole("navigation", { name: portalTexts.breadcrumbLabel });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      portalTexts.portal,
      visionInspection.hero.title,
    ]);
    await expect(crumbs.getByRole("link", { name: portalTexts.portal })).toHaveAttribute(
      "href",
      sl(paths.partnerPortal),
    );
    await expect(page.getByRole("link", { name: portalTexts.backToPortal })).toHaveAttribute(
      "href",
      sl(paths.partnerPortal),
    );
    const cards = page.locator("section", {
      has: page.getByRole("heading", { name: visionInspection.capabilities.title, level: 2 }),
    });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      visionInspection.capabilities.items.map((item) => item.title),
    );
    const requestInformation = page.getByRole("link", {
      name: visionInspection.closing.primary.label,
      exact: true,
    });
    await expect(requestInformation).toHaveCount(2);
    for (const link of await requestInformation.all()) {
      await expect(link).toHaveAttribute("href", sl(contactTopicPath("vision-inspection")));
    }
    await expectSlovenianScreen(page, "/sl/partner-portal/vision-inspection");
    await expectAccessible(page, "/sl/partner-portal/vision-inspection");

    // The header's English is the same page in English.
    const toEnglish = await englishSwitch(page);
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await expect(toEnglish).toHaveAttribute("href", portalPagePath(visionInspection.slug));
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`${portalPagePath(visionInspection.slug)}$`));
    expect(new URL(page.url()).pathname).toBe(portalPagePath(visionInspection.slug));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      englishCapabilityPages.find((each) => each.slug === visionInspection.slug)!.hero.title,
    );
  });

  test("the search finds Slovenian words with č, š and ž and counts in Slovenian", async ({
    page,
    request,
  }) => {
    const partner = await createPartner(request);
    await signInByApi(page, partner);
    await page.goto(sl(portalPagePath("service-support")));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Slovenian's four forms: "vozniška" (š) finds three, "potnih listov" two, "življenjski"
    // (ž) and "čitalnik" (č) one, "za" more than one answer lists.
    for (const [query, form] of [
      ["vozniška", "zadetki"],
      ["potnih listov", "zadetka"],
      ["za", "zadetkov"],
      ["življenjski", "zadetek"],
      ["čitalnik", "zadetek"],
    ] as const) {
      const answer = searchPortal(query, "sl");
      await searchBox(page).fill("");
      await searchBox(page).pressSequentially(query, { delay: 30 });
      const status = page
        .getByRole("status")
        .filter({ hasText: `»${query}«` })
        .first();
      await expect(status).toHaveText(portalTexts.search.results(answer.total, query));
      await expect(status).toHaveText(new RegExp(`^${answer.total} ${form} `));
      const [first] = answer.results;
      const result = page.getByRole("link", { name: new RegExp(`^${literal(first!.title)}`) });
      await expect(result.first()).toHaveAttribute("href", sl(first!.to));
      await expect(result.first()).toContainText(
        `${portalTexts.search.fields[first!.field]} ${portalTexts.search.onPage} ${first!.pageTitle}`,
      );
      if (answer.total > answer.results.length) {
        await expect(
          page.getByText(portalTexts.search.moreResults(answer.results.length, answer.total)),
        ).toBeVisible();
      }
      await expectSlovenianScreen(page, `search for ${query}`);
    }
    await expectAccessible(page, "search results");

    // The last result leads to its Slovenian page.
    const [found] = searchPortal("čitalnik", "sl").results;
    await page
      .getByRole("link", { name: new RegExp(`^${literal(found!.title)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(slovenianUrl(found!.to));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(found!.pageTitle);

    // Nothing found: said in Slovenian.
    await searchBox(page).fill("žžqx");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: portalTexts.search.noResults("žžqx") })
        .first(),
    ).toHaveText(portalTexts.search.noResults("žžqx"));
  });

  test("Zaprosi za informacije leads to the Slovenian form filled in, and the request shows in Moja povpraševanja", async ({
    page,
    request,
  }) => {
    test.slow();
    const partner = await createPartner(request);
    await useOwnClientAddress(page);
    await signInByApi(page, partner);

    // Before any request, the list says there are none.
    await page.goto(sl(paths.partnerPortal));
    // My Requests at a glance leads to the whole list (the sidebar's link of the same name
    // leads to the same page).
    await page
      .getByTestId("requests-glance")
      .getByRole("link", { name: partnerRequestsContent.overviewLink.label })
      .click();
    await expect(page).toHaveURL(slovenianUrl(partnerRequestsPath));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      partnerRequestsContent.hero.title,
    );
    await expect(page.getByText(partnerRequestsContent.empty.title)).toBeVisible();
    await expectSlovenianScreen(page, "/sl/partner-portal/requests empty");

    await page.goto(sl(portalPagePath(visionInspection.slug)));
    await page
      .getByTestId("portal-page-header")
      .getByRole("link", { name: visionInspection.closing.primary.label })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${literal(sl(contactTopicPath("vision-inspection")))}$`),
    );
    const subject = contactTopicSubjects["vision-inspection"];
    await expect(contactField(page, "name")).toHaveValue(partner.fullName);
    await expect(contactField(page, "email")).toHaveValue(partner.email);
    await expect(contactField(page, "company")).toHaveValue(partner.company);
    await expect(contactField(page, "subject")).toHaveValue(subject);
    await expectSlovenianScreen(page, "/sl/contact for a partner");

    const ownSubject = `${subject} za polnilno linijo ${unique()}`;
    await contactField(page, "subject").fill(ownSubject);
    await contactField(page, "message").fill(
      "Potrebujemo pregled površine za 40.000 steklenic na uro.",
    );
    await page.getByRole("button", { name: contactFormTexts.send }).click();
    const confirmation = page.getByTestId("contact-confirmation");
    await expect(confirmation).toContainText(contactMessages.sent.title);
    await expect(confirmation).toContainText(contactResult.sent.followHint);
    await expectSlovenianScreen(page, "/sl/contact sent by a partner");

    await confirmation.getByRole("link", { name: contactResult.sent.followInPortal }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(sl(partnerRequestsPath))}\\?new=[^&]+$`));
    const list = page.getByRole("list", { name: partnerRequestsContent.listLabel });
    const card = list.getByRole("article", { name: ownSubject });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("new-request-badge")).toHaveText(partnerRequestsContent.newBadge);
    await expect(
      card.getByText(partnerRequestsContent.states.received, { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(partnerRequestsContent.sent, { exact: true })).toBeVisible();
    await card.getByText(partnerRequestsContent.showMessage).click();
    await expect(card.getByText("Potrebujemo pregled površine")).toBeVisible();
    await expectSlovenianScreen(page, "/sl/partner-portal/requests");
    await expectAccessible(page, "/sl/partner-portal/requests");

    // English: the same page, its query kept.
    const here = new URL(page.url());
    const toEnglish = await englishSwitch(page);
    await expect(toEnglish).toHaveAttribute("href", `${partnerRequestsPath}${here.search}`);
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`${literal(partnerRequestsPath)}\\?new=`));
    expect(new URL(page.url()).pathname).toBe(partnerRequestsPath);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      englishRequestsContent.hero.title,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// 6. Inactivity
// ---------------------------------------------------------------------------------------------

test("after 25 idle minutes the warning, after 30 the sign-out, both in Slovenian", async ({
  page,
  request,
}) => {
  const partner = await createPartner(request);
  await page.clock.install();
  await page.goto(sl(paths.login));
  await signInThroughForm(page, partner.email, partner.password);
  await expect(page).toHaveURL(slovenianUrl(paths.partnerPortal));
  await page.mouse.move(20, 30);

  const warning = page.getByRole("alertdialog", { name: sessionWarningTexts.title });
  await page.clock.fastForward("24:00");
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward("01:30");
  await expect(warning).toContainText(sessionWarningTexts.description);
  await expect(
    warning.getByRole("button", { name: sessionWarningTexts.staySignedIn }),
  ).toBeVisible();
  await expectSlovenianScreen(page, "session warning");
  await expectAccessible(page, "session warning");

  await page.clock.fastForward("05:00");
  await expect(toasts(page, sessionMessages.expired.title)).toContainText(
    sessionMessages.expired.description,
  );
  await expect(page).toHaveURL(slovenianUrl(paths.login));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(loginContent.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "sl");
  expect((await page.request.get("/api/auth/session")).status()).toBe(401);
});

// ---------------------------------------------------------------------------------------------
// 7–8. The admin panel
// ---------------------------------------------------------------------------------------------

const userRow = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

/**
 * Closes a toast by its own button, if it has not gone by itself meanwhile (one with a
 * password stays until closed; a pointer resting on any holds it).
 */
async function closeToast(toast: Locator) {
  if ((await toast.count()) > 0) {
    await toast
      .getByRole("button", { name: toasterTexts.close })
      .click({ timeout: 3_000 })
      .catch(() => {
        // It left on its own while being closed.
      });
  }
  await expect(toast).toHaveCount(0);
}

/**
 * A row's action, once the list has loaded again after the last change and the toasts have
 * been put away (on a phone they lie over the rows; a toast closing gives focus back to where
 * it came from, which must not race the dialog the action opens).
 */
async function rowAction(page: Page, name: string) {
  await expect(page.getByRole("region", { name: userManagementText.title })).not.toHaveAttribute(
    "aria-busy",
    "true",
  );
  for (const toast of await toasts(page).all()) await closeToast(toast);
  await expect(toasts(page)).toHaveCount(0);
  await page.getByRole("button", { name }).click();
}

const filtersButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^${literal(adminPanelText.filters)}`) });

/** On a phone the filters beyond the search fold behind Filtri: open them there. */
async function openFilters(page: Page) {
  if (!isPhone(page)) return;
  const button = filtersButton(page);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
}

async function searchUsers(page: Page, text: string) {
  await page.getByRole("searchbox", { name: userManagementText.search.label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
  await expect(
    page.locator("tbody tr").filter({ hasNotText: new RegExp(literal(text), "i") }),
  ).toHaveCount(0);
  await expect(page.getByText(userManagementText.loadingUsers)).toHaveCount(0);
}

/** A toast's description, read back through the text function that wrote it. */
async function toastValue(toast: Locator, template: (value: string) => string) {
  const description = (await toast.locator("[data-description]").textContent()) ?? "";
  const match = capture(template).exec(description.trim());
  expect(match, `"${description}" against ${capture(template)}`).not.toBeNull();
  return match![1]!;
}

/** A new admin of the test's own, signed in on the page's context. */
async function signInAsNewAdmin(page: Page, request: APIRequestContext) {
  const email = uniqueEmail("admin-sl");
  await createAccounts(request, [{ email, role: "admin", fullName: "Nina Žnidaršič" }]);
  const response = await page.request.post("/api/auth/login", {
    data: { email, password: testAccountPassword, source: "admin-panel" },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

test.describe("the admin panel, in Slovenian", () => {
  test("an admin signs in on /sl/admin and creates, edits, resets and deletes a user", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.slow();
    // An admin of the test's own: every /admin submit counts against the account, and the demo
    // admin's count is shared by the whole suite.
    const admin = uniqueEmail("admin-form-sl");
    await createAccounts(request, [{ email: admin, role: "admin", fullName: "Nina Žnidaršič" }]);

    await page.goto(sl(paths.admin));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminLoginContent.title);
    const sample = page.getByText(adminLoginContent.sampleCredentials).locator("..");
    await expect(sample).toContainText(demo.admin.email);
    await expectSlovenianScreen(page, "/sl/admin");
    await expectAccessible(page, "/sl/admin");
    const adminEmail = page.getByRole("textbox", { name: adminLoginContent.fields.email });
    const adminPassword = page.getByLabel(adminLoginContent.fields.password, { exact: true });
    const adminSubmit = page.getByRole("button", { name: adminLoginContent.submit, exact: true });
    // Wrong credentials (for an address of the test's own: every /admin submit counts).
    await adminEmail.fill(uniqueEmail("nobody-admin"));
    await adminPassword.fill("Napacno-geslo-1");
    await adminSubmit.click();
    await expect(toasts(page, adminLoginMessages.failedTitle)).toContainText(
      adminLoginMessages.invalidCredentials,
    );
    await expectNoEnglish(page, "/sl/admin refused");
    await adminEmail.fill(admin);
    await adminPassword.fill(testAccountPassword);
    await adminSubmit.click();
    await expect(toasts(page, adminLoginMessages.success.title)).toContainText(
      adminLoginMessages.success.description,
    );
    await expect(page).toHaveURL(slovenianUrl(paths.adminDashboard, { query: true }));
    await expect(page.getByText(adminPanelText.welcome(admin))).toBeVisible();
    await expect(page.getByRole("heading", { name: userManagementText.title })).toBeVisible();
    await expect(page).toHaveTitle(`${adminPanelText.title} | ${site.name}`);
    for (const label of Object.values(userManagementText.summary)) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(userManagementText.loadingUsers)).toHaveCount(0);

    // Create, with a generated password shown once in the toast.
    const email = uniqueEmail("uporabnik");
    const fullName = "Žiga Čebašek Šušteršič";
    const company = "Čistilne naprave Šoštanj in mednarodni inženirski holding d.o.o. Žalec";
    await page.getByRole("button", { name: userManagementText.addUser }).click();
    const create = page.getByRole("dialog", { name: userFormText.createTitle });
    await expect(create).toContainText(userFormText.createDescription);
    await expect(create.getByText(userFormText.passwordHint)).toBeVisible();
    await expect(create.getByLabel(userFormText.fields.password)).toHaveAttribute(
      "placeholder",
      userFormText.placeholders.createPassword,
    );
    await expectSlovenianScreen(page, "create user dialog");
    await expectAccessible(page, "create user dialog");
    await create.getByLabel(userFormText.fields.email).fill(email);
    await create.getByLabel(userFormText.fields.fullName).fill(fullName);
    await create.getByLabel(userFormText.fields.company).fill(company);
    // The password rules, said by the page, then the server's refusal of a common password.
    const typedPassword = create.getByLabel(userFormText.fields.password);
    await typedPassword.fill("ab");
    await create.getByRole("button", { name: userFormText.create }).click();
    const rules = toasts(page, adminToasts.passwordValidationFailed).filter({
      hasText: `${passwordMessages.tooShort}. ${passwordMessages.noNumber}`,
    });
    await expect(rules).toBeVisible();
    await typedPassword.fill("password1");
    await create.getByRole("button", { name: userFormText.create }).click();
    const weak = toasts(page, adminToasts.passwordValidationFailed).filter({
      hasText: passwordMessages.weak,
    });
    await expect(weak).toBeVisible();
    await expectNoEnglish(page, "create user dialog, password refused");
    // Left empty, the password is generated.
    await typedPassword.fill("");
    await create.getByRole("button", { name: userFormText.create }).click();
    const created = toasts(page, adminToasts.created);
    await expect(created).toBeVisible();
    await expect(created.getByRole("button", { name: adminToasts.copyPassword })).toBeVisible();
    const generated = await toastValue(created, adminToasts.createdPassword);
    await expect(create).toBeHidden();
    // A toast with a password stays until it is closed. The refusals' toasts are put away too
    // (a pointer resting on a toast holds it), so on a phone none covers a row's buttons.
    await expectNoEnglish(page, "password toast");
    for (const toast of [created, rules, weak]) await closeToast(toast);
    const check = await playwright.request.newContext({ baseURL });
    expect(
      (await check.post("/api/auth/login", { data: { email, password: generated } })).status(),
    ).toBe(200);

    await searchUsers(page, email);
    const row = userRow(page, email);
    await expect(row).toContainText(fullName);
    await expect(row).toContainText(company);
    await expect(row).toContainText(userManagementText.roles.partner);
    await expectSlovenianScreen(page, "/sl/admin/dashboard with the new user");

    // The same e-mail again: the server's refusal, said on the E-pošta field.
    await page.getByRole("button", { name: userManagementText.addUser }).click();
    await create.getByLabel(userFormText.fields.email).fill(email.toUpperCase());
    await create.getByRole("button", { name: userFormText.create }).click();
    await expect(create.getByText(apiErrorTexts.users.duplicate)).toBeVisible();
    await expect(create.getByLabel(userFormText.fields.email)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(toasts(page, adminToasts.createError)).toBeVisible();
    await expectNoEnglish(page, "create user dialog, duplicate e-mail");
    await create.getByRole("button", { name: userFormText.cancel }).click();
    await expect(create).toBeHidden();
    await closeToast(toasts(page, adminToasts.createError));

    // Edit: a new name and the admin role, then back to partner.
    await rowAction(page, userManagementText.actions.edit(email));
    const edit = page.getByRole("dialog", { name: userFormText.editTitle });
    await expect(edit).toContainText(userFormText.editDescription);
    await expect(edit.getByLabel(userFormText.fields.email)).toBeDisabled();
    await expect(edit.getByLabel(userFormText.fields.password)).toHaveAttribute(
      "placeholder",
      userFormText.placeholders.editPassword,
    );
    await expectSlovenianScreen(page, "edit user dialog");
    await edit.getByLabel(userFormText.fields.fullName).fill("Špela Čož Žužek");
    await edit.getByLabel(userFormText.fields.role).selectOption("admin");
    await edit.getByRole("button", { name: userFormText.save }).click();
    await expect(toasts(page, adminToasts.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText("Špela Čož Žužek");
    await expect(row).toContainText(userManagementText.roles.admin);
    await rowAction(page, userManagementText.actions.edit(email));
    await edit.getByLabel(userFormText.fields.role).selectOption("partner");
    await edit.getByRole("button", { name: userFormText.save }).click();
    // The first one was put away before the row's Uredi: this is the second save's.
    await expect(toasts(page, adminToasts.updated)).toHaveCount(1);
    await expect(row).toContainText(userManagementText.roles.partner);

    // Reset: asked first, then the new password in the toast.
    await rowAction(page, userManagementText.actions.resetPassword(email));
    const confirmReset = page.getByRole("alertdialog", { name: confirmText.resetTitle });
    await expect(confirmReset).toContainText(confirmText.resetDescription(email));
    await expectSlovenianScreen(page, "reset password dialog");
    await expectAccessible(page, "reset password dialog");
    await confirmReset.getByRole("button", { name: confirmText.reset }).click();
    const reset = toasts(page, adminToasts.reset);
    await expect(reset).toBeVisible();
    const newPassword = await toastValue(reset, (value) => adminToasts.resetPassword(email, value));
    expect(
      (await check.post("/api/auth/login", { data: { email, password: newPassword } })).status(),
    ).toBe(200);
    await check.dispose();
    await expectNoEnglish(page, "new password toast");
    await closeToast(reset);

    // Delete: asked first; Prekliči keeps the user.
    await rowAction(page, userManagementText.actions.delete(email));
    const remove = page.getByRole("alertdialog", { name: confirmText.deleteTitle });
    await expect(remove).toContainText(confirmText.deleteDescription(email));
    await expectSlovenianScreen(page, "delete user dialog");
    await remove.getByRole("button", { name: confirmText.cancel }).click();
    await expect(row).toBeVisible();
    await rowAction(page, userManagementText.actions.delete(email));
    await remove.getByRole("button", { name: confirmText.delete }).click();
    await expect(toasts(page, adminToasts.deleted)).toBeVisible();
    await expect(page.getByText(userManagementText.noMatches(email))).toBeVisible();
    await expectSlovenianScreen(page, "/sl/admin/dashboard after the delete");
  });

  test("Users counts its pages' users in Slovenian's plural forms", async ({ page, request }) => {
    test.slow();
    await signInAsNewAdmin(page, request);
    // One page holds 100: 101, 102 and 103 users take the forms for 1, 2 and 3–4.
    const tag = `stevilo-${unique()}`;
    const addUsers = async (from: number, to: number) => {
      for (let start = from; start < to; start += 6) {
        await Promise.all(
          Array.from({ length: Math.min(6, to - start) }, async (_, offset) => {
            const response = await request.post("/api/admin/users", {
              data: {
                email: `${tag}-${String(start + offset).padStart(3, "0")}@example.org`,
                password: testAccountPassword,
                fullName: "Števec Uporabnikov",
                company: "Štetje d.o.o.",
              },
            });
            expect(response.status(), await response.text()).toBe(201);
          }),
        );
      }
    };
    await addUsers(0, 101);
    await page.goto(`${sl(paths.adminDashboard)}?search=${tag}`);
    const status = (total: number) =>
      page.getByText(userManagementText.pagination.status(1, 2, total), { exact: true });
    for (const [total, form] of [
      [101, "uporabnik"],
      [102, "uporabnika"],
      [103, "uporabniki"],
    ] as const) {
      if (total > 101) {
        await addUsers(total - 1, total);
        await page.reload();
      }
      await expect(status(total)).toBeVisible();
      await expect(status(total)).toHaveText(new RegExp(`\\(${total} ${form}\\)$`));
    }
    const pages = page.getByRole("navigation", { name: userManagementText.pagination.label });
    await pages.getByRole("button", { name: userManagementText.pagination.next }).click();
    await expect(
      page.getByText(userManagementText.pagination.status(2, 2, 103), { exact: true }),
    ).toBeVisible();
    await expectSlovenianScreen(page, "/sl/admin/dashboard, page 2");
  });

  test("Messages: the held-mail notice, a row, its filter and Označi kot obdelano, in Slovenian", async ({
    page,
    request,
  }) => {
    test.slow();
    const tag = unique();
    const subject = `Ponudba za čistilne naprave ${tag}`;
    const sender = `mojca.kovacic.${tag}@example.si`;
    const byte = () => Math.floor(Math.random() * 254) + 1;
    // A visitor's message, sent before anyone signs in on the page.
    const sent = await page.request.post("/api/contact", {
      headers: { "x-forwarded-for": `198.19.${byte()}.${byte()}`, "accept-language": "sl-SI" },
      data: {
        name: "Mojca Kovačič",
        email: sender,
        company: "Žužemberk Čistilne naprave d.o.o.",
        subject,
        message: "Pozdravljeni, prosim za ponudbo za dve čistilni napravi.",
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const admin = await signInAsNewAdmin(page, request);

    // As if no mail server were configured: the view says once that mail is held.
    await page.route("**/api/admin/messages?*", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), mailDelivery: false } });
    });
    await page.goto(`${sl(paths.adminMessages)}?search=${tag}`);
    await expect(page.getByRole("heading", { name: inboxTexts.title, level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${literal(inboxTexts.title)} \\| `));
    const table = page.getByRole("table", { name: inboxTexts.tableLabel });
    const row = table.getByRole("row").filter({ hasText: subject });
    await expect(row).toBeVisible();
    await expect(page.getByText(inboxTexts.heldNotice)).toHaveCount(1);
    await expectSlovenianScreen(page, "/sl/admin/messages, mail held");
    await expectAccessible(page, "/sl/admin/messages, mail held");

    // With the mail server: the message's e-mail is sent.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(inboxTexts.status.sent, { timeout: 1_000 });
    }).toPass();
    await expect(page.getByText(inboxTexts.heldNotice)).toHaveCount(0);
    await expect(row).toContainText(sender);
    await row.getByText(inboxTexts.showMessage).click();
    await expect(row).toContainText("prosim za ponudbo za dve čistilni napravi");

    // The filter: Odprta shows it; once handled, Obdelana does and Odprta no longer.
    // It sits in the page header, on a phone too.
    const filter = page.getByRole("navigation", { name: inboxTexts.stateFilter.label });
    const showOnly = async (state: keyof typeof inboxTexts.stateFilter, url: RegExp) => {
      // Once the list has settled after the last change, with the toasts put away (on a
      // phone they may lie over the header).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const toast of await toasts(page).all()) await closeToast(toast);
      await filter.getByRole("link", { name: inboxTexts.stateFilter[state] }).click();
      await expect(page).toHaveURL(url);
      await expect(
        filter.getByRole("link", { name: inboxTexts.stateFilter[state] }),
      ).toHaveAttribute("aria-current", "page");
    };
    await showOnly("open", /state=open/);
    await expect(row).toBeVisible();

    await showOnly("all", /^[^?]*\?(?![^#]*state=)/);
    await row
      .getByRole("button", {
        name: `${inboxTexts.markHandled}${inboxTexts.markHandledTarget(subject)}`,
      })
      .click();
    await expect(toasts(page, inboxTexts.markedHandled.title)).toContainText(
      inboxTexts.markedHandled.description(sender),
    );
    await expect(row).toContainText(inboxTexts.handled);
    await expect(row).toContainText(inboxTexts.handledBy(admin));
    await expectSlovenianScreen(page, "/sl/admin/messages, handled");

    await showOnly("handled", /state=handled/);
    await expect(row).toBeVisible();
    await expectAccessible(page, "/sl/admin/messages, handled");
    await showOnly("open", /state=open/);
    await expect(row).toHaveCount(0);
    await expect(table).toContainText(inboxTexts.noMatch);
  });

  test("Activity: the sign-ins and account changes, filtered, in Slovenian", async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await signInAsNewAdmin(page, request);
    await page.goto(sl(paths.adminActivity));
    await expect(page.getByRole("heading", { name: activityTexts.title, level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${literal(activityTexts.title)} \\| `));
    const signIns = page.getByRole("table", { name: activityTexts.signInsLabel });
    await expect(signIns.getByRole("row").nth(1)).toBeVisible();

    await page.getByRole("searchbox", { name: activityTexts.userLabel }).fill(admin);
    await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(admin)}`));
    await openFilters(page);
    await page
      .getByRole("combobox", { name: activityTexts.sourceLabel })
      .selectOption("admin-panel");
    await expect(page).toHaveURL(/source=admin-panel/);
    const rows = signIns.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(admin);
    await expect(rows.first()).toContainText(activityTexts.sources["admin-panel"]);

    // Days as Slovenian writes them; the Filtri button counts the filters set in its forms.
    const today = new Date().toLocaleDateString("sv-SE", { timeZone: site.timeZone });
    const [year, month, day] = today.split("-");
    const from = page.getByRole("textbox", { name: activityTexts.fromLabel, exact: true });
    const to = page.getByRole("textbox", { name: activityTexts.toLabel, exact: true });
    await expect(from).toHaveAccessibleDescription(activityTexts.dayFormat);
    await from.fill(`${Number(day)}. ${Number(month)}. ${year}`);
    await expect(page).toHaveURL(new RegExp(`from=${today}`));
    await to.fill(`${day}.${month}.${year}`);
    await expect(page).toHaveURL(new RegExp(`to=${today}`));
    await expect(rows).toHaveCount(1);
    if (isPhone(page)) {
      await expect(filtersButton(page)).toHaveAccessibleName(
        new RegExp(literal(adminPanelText.filtersActive(3))),
      );
    }
    await to.fill("31. 2. 2020");
    await to.press("Enter");
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(to).toHaveAccessibleDescription(new RegExp(literal(activityTexts.dayInvalid)));
    await expectSlovenianScreen(page, "/sl/admin/activity, sign-ins");
    await expectAccessible(page, "/sl/admin/activity, sign-ins");

    await page.getByRole("link", { name: activityTexts.audit }).click();
    const audit = page.getByRole("table", { name: activityTexts.auditLabel });
    await expect(audit).toBeVisible();
    await page.getByRole("searchbox", { name: activityTexts.userLabel }).fill(admin);
    await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(admin)}`));
    await openFilters(page);
    await page
      .getByRole("combobox", { name: activityTexts.actionLabel })
      .selectOption("create-user");
    await expect(page).toHaveURL(/action=create-user/);
    const createdRow = audit.getByRole("row").filter({ hasText: admin });
    await expect(createdRow).toHaveCount(1);
    await expect(createdRow).toContainText(demo.admin.email);
    await expect(createdRow).toContainText(activityTexts.actions["create-user"]);
    await expect(createdRow).toContainText(activityTexts.fieldNames.password!);
    await expect(page.getByRole("link", { name: activityTexts.audit })).toHaveAttribute(
      "aria-current",
      "page",
    );
    if (isPhone(page)) {
      await expect(filtersButton(page)).toHaveAccessibleName(
        new RegExp(literal(adminPanelText.filtersActive(1))),
      );
    }
    await expectSlovenianScreen(page, "/sl/admin/activity, account changes");
    await expectAccessible(page, "/sl/admin/activity, account changes");

    const here = new URL(page.url());
    const headerEnglish = page
      .getByRole("banner")
      .getByRole("link", { name: "English", exact: true });
    if (isPhone(page)) {
      // A phone's panel header has no room for it: English is among the account's settings.
      await expect(headerEnglish).toBeHidden();
      await page.getByRole("link", { name: accountTexts.navLabel }).click();
      const language = page.getByRole("region", { name: accountTexts.language.title });
      await expect(language).toContainText(accountTexts.language.intro);
      const toEnglish = language.getByRole("link", { name: "English", exact: true });
      await expect(toEnglish).toHaveAttribute("lang", "en");
      await expect(toEnglish).toHaveAttribute("href", paths.adminAccount);
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${literal(paths.adminAccount)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(
        page.getByRole("heading", { name: englishAccountTexts.language.title }),
      ).toBeVisible();
      await page.goto(`${paths.adminActivity}${here.search}`);
    } else {
      // The panel's header: English is the same view in English, its filters kept.
      await expect(headerEnglish).toHaveAttribute("lang", "en");
      await expect(headerEnglish).toHaveAttribute("href", `${paths.adminActivity}${here.search}`);
      await headerEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${literal(paths.adminActivity)}\\?`));
      expect(new URL(page.url()).pathname).toBe(paths.adminActivity);
      expect(new URL(page.url()).search).toBe(here.search);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(
      page
        .getByRole("table", { name: englishActivityTexts.auditLabel })
        .getByRole("row")
        .filter({ hasText: admin }),
    ).toHaveCount(1);
  });
});
