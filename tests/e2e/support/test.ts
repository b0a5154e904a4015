import { test as base, type BrowserContext, type Page, type Response } from "@playwright/test";

export { expect, request } from "@playwright/test";
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  CDPSession,
  Locator,
  Page,
  Request,
  Route,
  TestInfo,
} from "@playwright/test";

/** The attribute app/root.tsx sets on <html> once the app has hydrated and its effects ran. */
const STARTED = "data-app-started";
const START_TIMEOUT = 10_000;

/** Pages whose documents are not waited for while their scripts are held or blocked. */
const notAwaited = new WeakSet<Page>();
const watched = new WeakSet<Page>();

/**
 * Waits until the app has started on the page's current document. The pages start their
 * scripts after the first paint, so hydration comes after the load event: a control pressed
 * before this may do nothing, or what the browser alone does. A document without React
 * Router's context (scripts disabled, not one of the app's pages) has nothing to wait for.
 */
export async function waitForAppStart(page: Page, timeout = START_TIMEOUT): Promise<void> {
  try {
    await page.waitForFunction(
      (attribute) =>
        // Until the document is parsed, React Router's context may not be there yet.
        document.readyState !== "loading" &&
        (!("__reactRouterContext" in window) || document.documentElement.hasAttribute(attribute)),
      STARTED,
      { timeout },
    );
  } catch (error) {
    throw new Error(
      `The app did not start on ${page.url()} within ${timeout} ms (no <html ${STARTED}>). ` +
        `A test that holds or blocks the scripts on purpose says so with holdScripts or ` +
        `appStartNotAwaited.`,
      { cause: error },
    );
  }
}

/**
 * Stops waiting for the app after the page's navigations, for a test that holds or blocks
 * its scripts on purpose to check what a visitor gets before they run. Returns the function
 * that waits again from the next navigation on.
 */
export function appStartNotAwaited(page: Page): () => void {
  notAwaited.add(page);
  return () => notAwaited.delete(page);
}

async function afterNavigation(page: Page, response: Response | null): Promise<Response | null> {
  // Null: the same document (a fragment, history within the app) or one kept in memory.
  if (!response || notAwaited.has(page) || page.isClosed()) return response;
  const request = response.request();
  const isPage =
    request.resourceType() === "document" &&
    request.frame() === page.mainFrame() &&
    (response.headers()["content-type"] ?? "").startsWith("text/html");
  if (isPage) await waitForAppStart(page);
  return response;
}

/** Makes goto, reload, goBack and goForward return once the app has started on the page. */
function awaitAppStartOn(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = async (url, options) => afterNavigation(page, await goto(url, options));
  page.reload = async (options) => afterNavigation(page, await reload(options));
  page.goBack = async (options) => afterNavigation(page, await goBack(options));
  page.goForward = async (options) => afterNavigation(page, await goForward(options));
}

/** The same for every page of a context the test opens itself, as the fixture does. */
export function awaitAppStartIn(context: BrowserContext): void {
  for (const page of context.pages()) awaitAppStartOn(page);
  context.on("page", awaitAppStartOn);
}

/**
 * Playwright's `test`, whose pages (the `page` fixture, and those opened with
 * `context.newPage()` or by the site) wait for the app to start after each navigation that
 * loads a document. `test.use({ awaitAppStart: false })` turns it off for a file or group.
 */
export const test = base.extend<{ awaitAppStart: boolean }>({
  awaitAppStart: [true, { option: true }],
  context: async ({ context, awaitAppStart }, use) => {
    if (awaitAppStart) awaitAppStartIn(context);
    await use(context);
  },
});
