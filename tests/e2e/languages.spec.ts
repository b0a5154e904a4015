import { localizedPath, locales, type Locale } from "../../core/locales";
import { paths, publicPages, unlistedPages } from "../../core/paths";
import { contactFormTexts } from "../../core/texts/contact-form";
import { expectAccessible } from "./support/accessibility";
import { expectNoEnglish } from "./support/english-sentences";
import { skipDemoHelper } from "./support/slovenian";
import { expect, test, waitForAppStart, type Page } from "./support/test";

const origin = "http://localhost:3000";
const ogLocale: Record<Locale, string> = { en: "en_GB", sl: "sl_SI" };
const htmlLang: Record<Locale, string> = { en: "en", sl: "sl" };

/** Every pre-rendered page a search engine may read, by its English path. */
const indexedPages = [...publicPages, paths.admin];

/** The tag's attribute in a document's HTML, or null. */
function linkHref(html: string, rel: string, hreflang?: string): string | null {
  for (const [tag] of html.matchAll(/<link [^>]*>/g)) {
    const relMatch = new RegExp(`rel="${rel}"`).test(tag);
    const langMatch = hreflang ? new RegExp(`hrefLang="${hreflang}"`, "i").test(tag) : true;
    if (relMatch && langMatch) return /href="([^"]+)"/.exec(tag)?.[1] ?? null;
  }
  return null;
}

test.describe("each page in both languages, as search engines read it", () => {
  for (const page of indexedPages) {
    for (const locale of locales) {
      const path = localizedPath(page, locale);
      test(`${path}: lang, canonical, hreflang twins and og:locale before any script`, async ({
        request,
      }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html lang="${htmlLang[locale]}"`));
        expect(linkHref(html, "canonical")).toBe(`${origin}${path}`);
        expect(linkHref(html, "alternate", "en")).toBe(`${origin}${page}`);
        expect(linkHref(html, "alternate", "sl")).toBe(`${origin}${localizedPath(page, "sl")}`);
        expect(linkHref(html, "alternate", "x-default")).toBe(`${origin}${page}`);
        expect(html).toContain(`<meta property="og:locale" content="${ogLocale[locale]}"/>`);
      });
    }
  }
});

test("the sitemap lists every public page in both languages, each with its twins", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of publicPages) {
    for (const locale of locales) {
      const url = `${origin}${localizedPath(page, locale)}`;
      const entry = sitemap.split("<url>").find((item) => item.includes(`<loc>${url}</loc>`));
      expect(entry, url).toBeDefined();
      expect(entry).toContain(`hreflang="en" href="${origin}${page}"`);
      expect(entry).toContain(`hreflang="sl" href="${origin}${localizedPath(page, "sl")}"`);
      expect(entry).toContain(`hreflang="x-default" href="${origin}${page}"`);
    }
  }
  expect(sitemap).not.toContain("/partner-portal");
  expect(sitemap).not.toContain("/admin");
  expect(sitemap).not.toContain(paths.resetPassword);
});

test("robots.txt keeps the Slovenian signed-in areas and reset page out too", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /sl/partner-portal\n");
  expect(robots).toContain("Disallow: /sl/admin/\n");
  expect(robots).toContain("Disallow: /sl/reset-password\n");
  expect(robots).not.toMatch(/Disallow: \/sl\/?$/m);
});

test("an unknown path below /sl gets the Slovenian not-found page", async ({ request }) => {
  const response = await request.get("/sl/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<html lang="sl"/);
  const english = await request.get("/no-such-page");
  expect(english.status()).toBe(404);
  expect(await english.text()).toMatch(/<html lang="en"/);
});

/** The header's switch on a phone is in the menu. */
async function languageSwitch(page: Page, name: string) {
  const menuButton = page.locator('[data-header="menu-button"]');
  if (await menuButton.isVisible()) await menuButton.click();
  return page.getByRole("link", { name, exact: true });
}

test("the header offers the same page in the other language, named in that language", async ({
  page,
}) => {
  await page.goto(paths.about);
  const toSlovenian = await languageSwitch(page, "Slovenščina");
  await expect(toSlovenian).toHaveAttribute("lang", "sl");
  await expect(toSlovenian).toHaveAttribute("href", "/sl/about");
  await toSlovenian.click();
  await expect(page).toHaveURL(/\/sl\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sl");
  // A document load: the phone menu opens once the new page's app has started.
  await waitForAppStart(page);

  const toEnglish = await languageSwitch(page, "English");
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await expect(toEnglish).toHaveAttribute("href", "/about");
  // A link inside the Slovenian app stays Slovenian.
  await page.goto("/sl/contact");
  await expect(await languageSwitch(page, "English")).toHaveAttribute("href", "/contact");
});

test("the language chosen with the switch is kept for the signed-in screens", async ({ page }) => {
  await page.goto(paths.login);
  await (await languageSwitch(page, "Slovenščina")).click();
  await expect(page).toHaveURL(/\/sl\/login$/);
  // An English address of a signed-in screen leads to the Slovenian one, query kept.
  const response = await page.goto(`${paths.partnerPortal}/requests?new=1`);
  expect(response?.url()).toBe(`${new URL(page.url()).origin}/sl/partner-portal/requests?new=1`);
  // Not signed in, the Slovenian portal sends the visitor to the Slovenian sign-in.
  await expect(page).toHaveURL(/\/sl\/login$/);
  // Public pages never redirect: the address says the language.
  await page.goto(paths.about);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a visitor whose browser prefers Slovenian", () => {
  test.use({ locale: "sl-SI" });

  test("is offered the Slovenian page once, in Slovenian, and can turn it down", async ({
    page,
  }) => {
    await page.goto(paths.services);
    const offer = page.getByTestId("language-offer");
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "sl");
    await expect(offer.getByRole("link", { name: "Preberite jo v slovenščini" })).toHaveAttribute(
      "href",
      "/sl/services",
    );
    await offer.getByRole("button", { name: "Ne, hvala" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
    // The page never moved on its own.
    await expect(page).toHaveURL(/\/services$/);
  });

  test("the offer covers nothing for good: the page's end scrolls above it, a focused field clear of it", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const offer = page.getByTestId("language-offer");
    await expect(offer).toBeVisible();
    const offerTop = async () => (await offer.boundingBox())!.y;
    const bottomOf = async (locator: ReturnType<Page["locator"]>) => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height;
    };

    // Each field after Name, reached with Tab, is scrolled clear of the offer.
    await page
      .getByRole("textbox", { name: new RegExp(`^${contactFormTexts.fields.name}`) })
      .focus();
    const { email, company, subject, message } = contactFormTexts.fields;
    for (const label of [email, company, subject, message]) {
      await page.keyboard.press("Tab");
      const field = page.getByLabel(new RegExp(`^${label}`));
      await expect(field).toBeFocused();
      expect(await bottomOf(field), label).toBeLessThanOrEqual(await offerTop());
    }

    // The footer's last line, at the page's very end, is above the offer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.getByText(/All rights reserved/);
    await expect(lastLine).toBeInViewport();
    expect(await bottomOf(lastLine)).toBeLessThanOrEqual(await offerTop());

    // Once turned down, the room goes with it.
    const withOffer = await page.evaluate(() => document.documentElement.scrollHeight);
    await offer.getByRole("button", { name: "Ne, hvala" }).click();
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
      withOffer,
    );
  });

  test("is not offered Slovenian on a Slovenian page", async ({ page }) => {
    await page.goto("/sl/services");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });
});

test.describe("a visitor whose browser prefers English", () => {
  test.use({ locale: "en-GB" });

  test("is not offered Slovenian", async ({ page }) => {
    await page.goto(paths.services);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });
});

test.describe("Slovenian pages show no English sentence and pass axe", () => {
  // The demo helper's toast on the sign-in pages is judged by the journeys; here it would be
  // caught mid-entrance.
  test.beforeEach(async ({ context }) => skipDemoHelper(context));

  for (const page of [...publicPages, ...unlistedPages, paths.admin]) {
    const path = localizedPath(page, "sl");
    test(path, async ({ page: browserPage }) => {
      await browserPage.goto(path);
      await expect(browserPage.locator("html")).toHaveAttribute("lang", "sl");
      await expectNoEnglish(browserPage);
      await expectAccessible(browserPage, path);
    });
  }
  test("/sl/no-such-page", async ({ page }) => {
    await page.goto("/sl/no-such-page");
    await expectNoEnglish(page);
    await expectAccessible(page, "/sl/no-such-page");
  });
});
