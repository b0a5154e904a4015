import { expect, type Page } from "@playwright/test";

/**
 * Words of English prose that Slovenian never uses on its own: two of them in one line of a
 * Slovenian page mean a sentence was left in English ("to", "in", "on" and "je" are Slovenian
 * words too, so they are not among them).
 */
const englishWords = new Set([
  "the",
  "and",
  "your",
  "our",
  "with",
  "for",
  "you",
  "we",
  "are",
  "is",
  "of",
  "this",
  "that",
  "please",
  "have",
  "has",
  "will",
  "can",
  "from",
  "by",
  "an",
  "not",
  "been",
  "here",
]);

/** The lines of `text` that read as English prose. */
export function englishLines(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => {
      const words = new Set(line.toLowerCase().match(/\p{L}+/gu) ?? []);
      return [...words].filter((word) => englishWords.has(word)).length >= 2;
    });
}

/**
 * Asserts the page as shown has no English sentence, its accessible names included (labels,
 * alternatives, titles). Parts written in English on purpose carry `lang="en"` (the language
 * switch, the offer of English) and are left out.
 */
export async function expectNoEnglish(page: Page, label = page.url()): Promise<void> {
  const text = await page.evaluate(() => {
    const english = (element: Element) => element.closest('[lang="en"]') !== null;
    const code = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
    const visible = [...document.body.querySelectorAll("*")]
      .filter(
        (element) =>
          !english(element) && element.children.length === 0 && !code.has(element.tagName),
      )
      .map((element) => (element as HTMLElement).innerText ?? "");
    const named = [...document.querySelectorAll("[aria-label],[alt],[title],[placeholder]")]
      .filter((element) => !english(element))
      .flatMap((element) =>
        ["aria-label", "alt", "title", "placeholder"].map(
          (name) => element.getAttribute(name) ?? "",
        ),
      );
    return [document.title, ...visible, ...named].join("\n");
  });
  expect(englishLines(text), `English on ${label}`).toEqual([]);
}
