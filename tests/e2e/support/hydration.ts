import type { Page } from "@playwright/test";

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
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  // Effects run after the commit that attached the fibres: let two frames pass.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Holds the page's scripts back until the returned function is called, as a slow connection
 * would: what the visitor does before hydration can then be tested. Call before `goto`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  return release;
}
