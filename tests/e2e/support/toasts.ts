import { expect, type Locator, type Page } from "@playwright/test";

/** The page's toasts, or only those whose text includes `text`. */
export function toasts(page: Page, text?: string | RegExp): Locator {
  const all = page.locator("[data-sonner-toast]");
  return text === undefined ? all : all.filter({ hasText: text });
}

const SEEN = "data-test-seen";

/**
 * Runs `action` and waits for a toast including `text` that was not on the page before it.
 * Counting all toasts would not do: on a slow machine an earlier one can time out meanwhile.
 */
export async function expectNewToast(
  page: Page,
  text: string | RegExp,
  action: () => Promise<void>,
): Promise<Locator> {
  await page
    .locator("[data-sonner-toast]")
    .evaluateAll((shown, seen) => shown.forEach((toast) => toast.setAttribute(seen, "")), SEEN);
  await action();
  const fresh = toasts(page, text).and(page.locator(`[data-sonner-toast]:not([${SEEN}])`));
  await expect(fresh).toHaveCount(1);
  return fresh;
}
