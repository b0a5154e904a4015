import { expect, test, type Page, type Request } from "./support/test";
import { paths } from "../../core/paths";
import { sessionWarningTexts } from "../../core/texts/session-warning";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { expectAccessible } from "./support/accessibility";
import { toasts } from "./support/toasts";

// The inactivity rule (docs/rules.md#inactivity): the warning 25 minutes after the
// person's last input, the sign-out at 30, whatever the machine's speed and however the
// browser's clock stands against the server's. The server's clock cannot be moved from here:
// "moving time" below moves the browser's only, which is what a clock that is off looks like.

// The e2e server runs in demo mode with the default demo accounts (see global-setup.ts).
const partner = demoAccounts({ DEMO: "1" })!.partner;

const MINUTE = 60_000;
/** The warning, shown on the page itself (not as a toast) until the partner acts. */
const warning = (page: Page) => page.getByRole("alertdialog", { name: sessionWarningTexts.title });
const expired = (page: Page) => toasts(page, "Session Expired");

test.beforeEach(async ({ context }) => {
  // The demo helper's once-per-browser toast would only add noise.
  await context.addInitScript(() => localStorage.setItem("pwUpdatedV1", "true"));
});

async function signIn(page: Page) {
  await page.goto(paths.login);
  await page.getByRole("textbox", { name: "Email" }).fill(partner.email);
  await page.getByLabel("Password", { exact: true }).fill(partner.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/partner-portal$/);
}

/** A computed colour (rgb or oklch) in the yellow-orange hues of the warning colour. */
function isAmber(colour: string): boolean {
  const oklch = /^oklch\(([\d.]+)%? ([\d.]+) ([\d.]+)/.exec(colour);
  if (oklch) return Number(oklch[2]) > 0.01 && Number(oklch[3]) >= 50 && Number(oklch[3]) <= 110;
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (!rgb) return false;
  const [r, g, b] = rgb.slice(1).map(Number) as [number, number, number];
  return r >= g && g > b && r - b > 10;
}

/** Every refresh the page asks for, from now on. */
function recordRefreshes(page: Page): Request[] {
  const refreshes: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/refresh")) refreshes.push(request);
  });
  return refreshes;
}

/**
 * Holds back the script that keeps the session (it loads only once someone is signed in), as
 * a busy phone fetching it slowly would; the returned function lets it through and resolves
 * once it has arrived.
 */
async function holdSessionKeeper(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const mayLoad = new Promise<void>((resolve) => (release = resolve));
  let requested = () => {};
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route("**/assets/session-keeper-*.js", async (route) => {
    requested();
    await mayLoad;
    await route.continue();
  });
  return async () => {
    await wasRequested;
    const loaded = page.waitForResponse(/\/assets\/session-keeper-[^/]*\.js$/);
    release();
    await loaded;
    // The module runs once it has arrived: let it start and ask for its first refresh.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
}

/**
 * Lets the server answer the page's next refresh at once, but holds the answer on its way
 * back until the returned function is called; it resolves once the page has the answer.
 * Later refreshes pass untouched.
 */
async function holdNextRefreshAnswer(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const mayAnswer = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route("**/api/auth/refresh", async (route) => {
    if (held) return route.continue();
    held = true;
    const response = await route.fetch();
    await mayAnswer;
    await route.fulfill({ response });
  });
  return async () => {
    const answered = page.waitForResponse("**/api/auth/refresh");
    release();
    await answered;
    await page.unrouteAll({ behavior: "ignoreErrors" });
  };
}

test("the warning comes 25 minutes after the last input even when the session's script arrives late", async ({
  page,
}) => {
  const letKeeperLoad = await holdSessionKeeper(page);
  await page.clock.install();
  await signIn(page);
  await page.mouse.move(20, 30);
  // 24 idle minutes pass before the script that keeps the session has arrived.
  await page.clock.fastForward("24:00");
  await letKeeperLoad();
  await expect(warning(page)).toHaveCount(0);

  await page.clock.fastForward("01:30");
  await expect(warning(page)).toContainText(
    "Your session will expire in 5 minutes. Please refresh the page to continue.",
  );
  await page.clock.fastForward("05:00");
  await expect(expired(page)).toContainText("Your session has expired. Please log in again.");
  await expect(page).toHaveURL(/\/login$/);
});

test("a script that arrives after 30 idle minutes signs out at once", async ({ page }) => {
  const letKeeperLoad = await holdSessionKeeper(page);
  await page.clock.install();
  await signIn(page);
  await page.clock.fastForward("31:00");
  await letKeeperLoad();
  await expect(expired(page)).toContainText("Your session has expired. Please log in again.");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get("/api/auth/session")).status()).toBe(401);
});

test("a refresh answered after the clock has moved on changes neither the warning nor its time", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.mouse.move(20, 30);
  // The first refresh is held on its way back while another 15 idle minutes pass.
  const answer = await holdNextRefreshAnswer(page);
  const refreshes = recordRefreshes(page);
  await page.clock.fastForward("09:00");
  await expect.poll(() => refreshes.length).toBe(1);
  await page.clock.fastForward("15:00");
  await answer();
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward("01:30");
  await expect(warning(page)).toHaveCount(1);
  await page.clock.fastForward("05:00");
  await expect(page).toHaveURL(/\/login$/);
});

test("a refresh answered after the idle sign-out revives nothing", async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await page.mouse.move(20, 30);
  // The server refreshes the session now; the answer reaches the page after the sign-out.
  const answer = await holdNextRefreshAnswer(page);
  const refreshes = recordRefreshes(page);
  const signOuts: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/logout")) signOuts.push(request);
  });
  await page.clock.fastForward("09:00");
  await expect.poll(() => refreshes.length).toBe(1);
  await page.clock.fastForward("21:30");
  await expect(expired(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
  expect(signOuts).toHaveLength(1);

  await answer();
  // A revived session would start another keeper at once, which would find the partner idle
  // for 30 minutes and sign out (and say so) a second time.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(signOuts).toHaveLength(1);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator("html")).toHaveAttribute("data-session", "out");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    "session_info",
  );
  expect((await page.request.get("/api/auth/session")).status()).toBe(401);
});

for (const [offBy, label] of [
  [20 * MINUTE, "20 minutes fast"],
  [-20 * MINUTE, "20 minutes slow"],
] as const) {
  test(`a browser clock ${label} keeps the warning at 25 minutes and refreshes on the server's schedule`, async ({
    page,
  }) => {
    await page.clock.install({ time: Date.now() + offBy });
    const refreshes = recordRefreshes(page);
    await signIn(page);
    await page.mouse.move(20, 30);
    // The token lasts 10 minutes: nothing to refresh in the first 8.
    await page.clock.fastForward("08:00");
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(refreshes).toHaveLength(0);
    // Within 90 seconds of its end, one refresh, reporting the idle time.
    await page.clock.fastForward("01:00");
    await expect.poll(() => refreshes.length).toBe(1);
    const [first] = refreshes;
    const { idleMs } = first!.postDataJSON() as { idleMs: number };
    expect(idleMs).toBeGreaterThanOrEqual(9 * MINUTE);
    expect(idleMs).toBeLessThan(9 * MINUTE + 30_000);

    await page.clock.fastForward("15:00");
    await expect(warning(page)).toHaveCount(0);
    await page.clock.fastForward("01:10");
    await expect(warning(page)).toHaveCount(1);
    await page.clock.fastForward("05:00");
    await expect(expired(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test("the warning stays until the partner acts, in the warning colour, clear of the page's main action", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.mouse.move(20, 30);
  await page.clock.fastForward("25:30");
  await expect(warning(page)).toContainText(sessionWarningTexts.title);
  await expect(warning(page)).toContainText(sessionWarningTexts.description);
  // No toast for it: it cannot be pushed aside by others or fade.
  await expect(toasts(page, sessionWarningTexts.title)).toHaveCount(0);

  // The warning colour: an amber surface (a warm hue, neither white nor grey).
  const background = await warning(page).evaluate(
    (element) => getComputedStyle(element).backgroundColor,
  );
  expect(isAmber(background), background).toBe(true);
  await expectAccessible(page, "session warning");

  // Never over the page's main action (Send a New Request, in the page header).
  const action = (await page
    .getByTestId("portal-page-header")
    .getByRole("link", { name: "Send a New Request" })
    .boundingBox())!;
  const box = (await warning(page).boundingBox())!;
  const overlaps =
    box.x < action.x + action.width &&
    action.x < box.x + box.width &&
    box.y < action.y + action.height &&
    action.y < box.y + box.height;
  expect(overlaps).toBe(false);

  // Three more idle minutes (28:30 in all): it is still there.
  await page.clock.fastForward("03:00");
  await expect(warning(page)).toBeVisible();
  await expect(page).toHaveURL(/\/partner-portal$/);

  // Stay signed in: the warning goes, and the session goes on past the first 30 minutes.
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith("/api/auth/refresh"),
  );
  await warning(page).getByRole("button", { name: sessionWarningTexts.staySignedIn }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward("03:00");
  await expect(page).toHaveURL(/\/partner-portal$/);
  await expect(warning(page)).toHaveCount(0);
});
