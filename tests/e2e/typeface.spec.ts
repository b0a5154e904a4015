import { expect, test, type Page } from "./support/test";
import { waitForHydration } from "./support/hydration";

const FAMILY = "Inter Variable";
/** Slovenian and Croatian letters from Latin Extended-A, both cases. */
const CENTRAL_EUROPEAN = "čšžćđ ČŠŽĆĐ";

/** The fonts Chromium drew a node's text with, as the DevTools protocol reports them. */
async function platformFonts(page: Page, selector: string) {
  const client = await page.context().newCDPSession(page);
  await client.send("DOM.enable");
  await client.send("CSS.enable");
  const { root } = await client.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await client.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await client.send("CSS.getPlatformFontsForNode", { nodeId });
  await client.detach();
  return fonts;
}

test("the page is set in Inter once its fonts have loaded", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const state = await page.evaluate((family) => {
    const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', "") === family);
    return {
      bodyFamily: getComputedStyle(document.body).fontFamily,
      loaded: faces.filter((face) => face.status === "loaded").length,
      check: document.fonts.check(`16px "${family}"`, "Engineering"),
    };
  }, FAMILY);
  expect(state.bodyFamily.replaceAll('"', "")).toMatch(new RegExp(`^${FAMILY},`));
  expect(state.loaded).toBeGreaterThan(0);
  expect(state.check).toBe(true);
  // What was drawn, not only what was asked for: the main heading in the web font alone.
  const fonts = await platformFonts(page, "main h1");
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.every((font) => font.isCustomFont)).toBe(true);
});

test("č, š, ž, ć and đ are drawn in Inter, not in a fallback font", async ({ page }) => {
  await page.goto("/");
  // A node added before React has taken over the page would be lost with the hydration.
  await waitForHydration(page);
  await page.evaluate(
    async ({ family, text }) => {
      const probe = document.createElement("p");
      probe.id = "typeface-probe";
      probe.textContent = text;
      document.querySelector("main")!.append(probe);
      // The Latin Extended-A file loads only when the page needs one of its letters.
      await document.fonts.load(`16px "${family}"`, text);
    },
    { family: FAMILY, text: CENTRAL_EUROPEAN },
  );
  const fonts = await platformFonts(page, "#typeface-probe");
  expect(fonts.map((font) => font.isCustomFont)).toEqual([true]);
  // Any glyph drawn by a fallback would make the widths differ between these two stacks.
  const widths = await page.evaluate(
    ({ family, text }) =>
      ["monospace", "serif"].map((fallback) => {
        const span = document.createElement("span");
        span.style.font = `16px "${family}", ${fallback}`;
        span.textContent = text;
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      }),
    { family: FAMILY, text: CENTRAL_EUROPEAN },
  );
  expect(widths[0]).toBe(widths[1]);
});

test("the font file is preloaded, used once and cached for a year", async ({ page, request }) => {
  await page.goto("/");
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("type", "font/woff2");
  await expect(preload).toHaveAttribute("crossorigin", "anonymous");
  const href = (await preload.getAttribute("href"))!;
  expect(href).toMatch(/^\/assets\/inter-latin-[\w-]+\.woff2$/);

  await page.evaluate(() => document.fonts.ready);
  // The preloaded file is the one the stylesheet names, so it is fetched once, not twice.
  const fetched = await page.evaluate(
    (path) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname === path).length,
    href,
  );
  expect(fetched).toBe(1);

  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("font/woff2");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const body = await response.body();
  expect(body.subarray(0, 4).toString("latin1")).toBe("wOF2");
});
