import { expect, type Locator, type Page } from "@playwright/test";

/** What has focus, described for a failure message: `<body>`, or the element and its name. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "<body>";
    const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
    return `<${element.tagName.toLowerCase()}> ${name.trim().slice(0, 40)}`;
  });

/** Presses a key and checks that focus is then on `target` (and not dropped to the page). */
export async function press(page: Page, key: string, target: Locator) {
  await page.keyboard.press(key);
  await expect(target, `after ${key}, focus is on ${await describeFocus(page)}`).toBeFocused();
}

/**
 * Tabs (or, `back`, Shift+Tabs) until `target` has focus, at most `max` times, checking after
 * every press that focus never falls to the page on the way. Returns the number of presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<number> {
  const key = back ? "Shift+Tab" : "Tab";
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(key);
    expect(await describeFocus(page), `after ${presses + 1} × ${key}`).not.toBe("<body>");
  }
  await expect(
    target,
    `${key} never reached it; focus is on ${await describeFocus(page)}`,
  ).toBeFocused();
  return max;
}
