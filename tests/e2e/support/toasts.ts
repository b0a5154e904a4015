import type { Locator, Page } from "@playwright/test";

/** The page's toasts, or only those whose text includes `text`. */
export function toasts(page: Page, text?: string | RegExp): Locator {
  const all = page.locator("[data-sonner-toast]");
  return text === undefined ? all : all.filter({ hasText: text });
}
