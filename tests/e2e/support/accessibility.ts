import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, the level every page keeps. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Asserts axe finds no serious or critical violation. It first waits for the page to settle:
 * a table dimmed while it reloads, or a toast in the middle of its entrance, would be judged
 * on colours the reader never sees at rest.
 */
export async function expectAccessible(page: Page, label = "") {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
  );
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const prefix = label ? `${label} ` : "";
  expect(
    serious.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}
