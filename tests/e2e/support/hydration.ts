import type { Page } from "@playwright/test";
import { appStartNotAwaited, waitForAppStart } from "./test";

/**
 * Waits until the scripts have loaded and React has taken over the pre-rendered page, so a
 * check made afterwards sees what hydration left behind, not only the HTML.
 */
export async function waitForHydration(
  page: Page,
  { networkIdle = true }: { networkIdle?: boolean } = {},
): Promise<void> {
  // A test that holds a request back on purpose never sees the network go idle.
  if (networkIdle) await page.waitForLoadState("networkidle");
  await waitForAppStart(page);
}

/**
 * Holds the page's scripts back until the returned function is called, as a slow connection
 * would: what the visitor does before hydration can then be tested. Call before `goto`, which
 * then returns without waiting for the app to start.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  const awaitAgain = appStartNotAwaited(page);
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return () => {
    awaitAgain();
    release();
  };
}
