import { localizedPath } from "../../../core/locales";
import { expect, type BrowserContext, type Locator, type Page } from "./test";

/** A page's Slovenian path, from its English one: `/login` → `/sl/login`, `/` → `/sl`. */
export const sl = (englishPath: string) => localizedPath(englishPath, "sl");

/**
 * `text` as a regular expression that matches it literally, but for its spaces: each matches
 * any white space, as the Slovenian pages bind one-letter words to the next with a no-break
 * space (vite-plugins/slovenian-typography.ts).
 */
export const literal = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(" ", "\\s");

/** An address ending in the Slovenian path (a query after it allowed when `query` is true). */
export const slovenianUrl = (englishPath: string, { query = false } = {}) =>
  new RegExp(`${literal(sl(englishPath))}${query ? "(\\?.*)?" : ""}$`);

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Asserts nothing reaches past the window's right edge, so the page never scrolls sideways
 * (the longer Slovenian words and the č, š and ž names included).
 */
export async function expectNoSidewaysScroll(page: Page, label = page.url()) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth, `sideways scroll on ${label}`).toBeLessThanOrEqual(sizes.innerWidth);
}

/**
 * Asserts no box on the page holds content reaching past its right edge: a label that cannot
 * wrap pushing out of its card, a column grown past the page's. Only for the signed-in screens:
 * the public pages' maps are meant to run edge to edge on a phone.
 */
export async function expectNothingSpills(page: Page, label = page.url()) {
  const spills = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        // Words are what must fit; an empty decoration (a toast's stack) may reach past.
        if (element.clientWidth === 0 || !element.textContent?.trim()) return false;
        if (getComputedStyle(element).overflowX !== "visible") return false;
        return element.scrollWidth - element.clientWidth > 1;
      })
      .map(
        (element) =>
          `${element.tagName}.${element.className} "${element.textContent?.trim().slice(0, 50)}"`,
      ),
  );
  expect(spills, `content past its box on ${label}`).toEqual([]);
}

/** The site header's menu button, shown on phones only. */
export const siteMenuButton = (page: Page) => page.locator('[data-header="menu-button"]');

/** On a phone, opens the site header's menu (which holds the language switch) if closed. */
export async function openSiteMenuOnPhone(page: Page) {
  const button = siteMenuButton(page);
  if (!(await button.isVisible())) return;
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
}

/** The header's link to the same page in English: "English", in English (lang="en"). */
export async function englishSwitch(page: Page): Promise<Locator> {
  await openSiteMenuOnPhone(page);
  return page.getByRole("link", { name: "English", exact: true }).filter({ visible: true });
}

/** The demo helper's once-per-browser toast would only add noise to these journeys. */
export async function skipDemoHelper(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem("pwUpdatedV1", "true"));
}

/** A fresh e-mail address per test, so no two tests (or projects) share an account or a lock. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A mail header as written, its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`)
 * decoded: the stand-in SMTP server keeps headers raw, and a subject with č, š or ž is encoded.
 * Adjacent encoded words are joined before decoding, so a letter split between two still reads.
 */
export function decodeHeader(value: string): string {
  const encodedWords = /(?:=\?[^?]+\?[QqBb]\?[^?]*\?=\s*)+/g;
  const encodedWord = /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g;
  return value.replace(encodedWords, (run) => {
    const bytes = [...run.matchAll(encodedWord)].map(([, kind, text = ""]) =>
      kind!.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            "latin1",
          ),
    );
    // Whitespace after the last word of a run belongs to the text that follows.
    return Buffer.concat(bytes).toString("utf8") + (/\s+$/.exec(run)?.[0] ?? "");
  });
}
