import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, the level every page keeps. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Asserts axe finds no serious or critical violation. It first waits for the page to settle:
 * a table dimmed while it reloads, or a toast in the middle of its entrance, would be judged
 * on colours the reader never sees at rest. A toast on its way out is one too: its exit may not
 * have started as an animation yet when the animations are collected.
 */
export async function expectAccessible(page: Page, label = "") {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  // Only animations that end: a spinner's never does, and waiting on it would hang the test.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => {})),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  // A toast whose time ran out while axe worked (its exit began after the wait above) is judged
  // mid-fade, on colours no reader sees at rest: its nodes are left out, every other node kept.
  const found: string[] = [];
  for (const violation of serious) {
    for (const node of violation.nodes) {
      const target = node.target.join(" ");
      if (await inLeavingToast(page, target)) continue;
      found.push(`${label ? `${label} ` : ""}${violation.id}: ${target}`);
    }
  }
  expect(found).toEqual([]);
}

async function inLeavingToast(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    try {
      const toast = document.querySelector(target)?.closest("[data-sonner-toast]");
      return toast?.getAttribute("data-removed") === "true";
    } catch {
      // Not a selector this document can answer (a frame's or a shadow root's): keep the node.
      return false;
    }
  }, selector);
}
