import { expect, test, type Locator, type Page } from "./support/test";
import { workCountries } from "../../core/content/countries";
import { fullAddress, site } from "../../core/site";
import { holdScripts, waitForHydration } from "./support/hydration";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The desktop the layout is drawn for. */
const desktop = { width: 1440, height: 900 };

const innerPages = ["/about", "/services", "/contact", "/privacy-policy", "/terms-conditions"];

/** The alpha of a computed CSS colour: 1 for `rgb(…)`, the fourth value of `rgba(…)`. */
function alpha(colour: string): number {
  const parts =
    colour
      .match(/rgba?\(([^)]*)\)/)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean) ?? [];
  return parts.length === 4 ? Number(parts[3]) : 1;
}

async function expectSolidHeader(page: Page) {
  const header = page.getByRole("banner");
  const style = await header.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      background: computed.backgroundColor,
      backdrop: computed.backdropFilter,
      opacity: computed.opacity,
    };
  });
  expect(alpha(style.background), style.background).toBe(1);
  expect(style.backdrop).toBe("none");
  expect(style.opacity).toBe("1");
}

const borderVisible = (header: Locator) =>
  header.evaluate((element) => {
    const computed = getComputedStyle(element);
    return computed.borderBottomWidth !== "0px" && !/, 0\)$/.test(computed.borderBottomColor);
  });

test.describe("the site header", () => {
  test("is solid over the home hero and below it, with a hairline once the page scrolls", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expectSolidHeader(page);
    expect(await borderVisible(header)).toBe(false);

    // Over the dark hero, then well past it.
    for (const top of [200, 2000]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect(header).toHaveAttribute("data-scrolled", "true");
      await expectSolidHeader(page);
      await expect.poll(() => borderVisible(header)).toBe(true);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled");
  });

  test("is solid on an inner page at every scroll position", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    for (const top of [0, 600, 3000]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expectSolidHeader(page);
    }
  });
});

test.describe("inner page headers", () => {
  for (const path of innerPages) {
    test(`${path} opens with a light header of at most 450 px, with a visual of its own`, async ({
      page,
    }) => {
      if (!isPhone(page)) await page.setViewportSize(desktop);
      await page.goto(path);
      const hero = page.locator("main > section").first();
      await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
      const box = (await hero.boundingBox())!;
      if (!isPhone(page)) expect(box.height).toBeLessThanOrEqual(450);

      // A light surface: every channel of the background near white (read back as sRGB, as
      // the computed colour may be written in another colour space).
      const channels = await hero.evaluate((element) => {
        const context = document.createElement("canvas").getContext("2d")!;
        context.fillStyle = getComputedStyle(element).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      });
      for (const channel of channels) expect(channel).toBeGreaterThan(230);

      // The visual beside the title. On a phone the contact page leaves it out, for the form,
      // Services its index of the sections that follow at once, and the legal pages their key
      // points, for the summary and contents that follow.
      const visual = hero.locator("figure, nav, [role=group]");
      const leftOutOnPhone = ["/contact", "/services", "/privacy-policy", "/terms-conditions"];
      if (isPhone(page) && leftOutOnPhone.includes(path)) {
        await expect(visual.first()).toBeHidden();
      } else {
        await expect(visual.first()).toBeVisible();
      }
    });
  }

  test("no two inner pages share a header", async ({ page }) => {
    await page.setViewportSize(desktop);
    const headers = new Set<string>();
    for (const path of innerPages) {
      await page.goto(path);
      headers.add(await page.locator("main > section").first().innerText());
    }
    expect(headers.size).toBe(innerPages.length);
  });
});

test.describe("the contact page", () => {
  async function expectFormInFirstScreen(page: Page) {
    await page.goto("/contact");
    const form = page.locator("main form");
    const firstField = form.getByRole("textbox").first();
    await expect(firstField).toBeVisible();
    const box = (await firstField.boundingBox())!;
    const { height } = page.viewportSize()!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    return form;
  }

  test("shows the form's first field in the first screen", async ({ page }) => {
    const form = await expectFormInFirstScreen(page);
    if (isPhone(page)) {
      // Right after the short header: nothing stands between them.
      const hero = (await page.locator("main > section").first().boundingBox())!;
      const formBox = (await form.boundingBox())!;
      expect(formBox.y - (hero.y + hero.height)).toBeLessThan(200);
    }
  });

  test("on a desktop, sets the form beside the contact details", async ({ page }) => {
    test.skip(isPhone(page), "a phone stacks them");
    await page.setViewportSize(desktop);
    const form = await expectFormInFirstScreen(page);
    const formBox = (await form.boundingBox())!;
    const email = (await page.getByRole("link", { name: /@/ }).first().boundingBox())!;
    // Side by side: the e-mail is right of the form and level with it.
    expect(email.x).toBeGreaterThan(formBox.x + formBox.width);
    expect(email.y).toBeLessThan(formBox.y + formBox.height);
    // The office's phone and address sit with the e-mail, beside the form.
    const phone = page.getByRole("link", { name: site.phone });
    await expect(phone).toHaveAttribute("href", /^tel:\+386/);
    expect((await phone.boundingBox())!.x).toBeGreaterThan(formBox.x + formBox.width);
    await expect(page.locator("main").getByText(fullAddress)).toBeVisible();
  });

  test("on a desktop, shows Send Message in the first screen as the one amber action", async ({
    page,
  }) => {
    test.skip(isPhone(page), "on a phone the message box takes the rest of the screen");
    await page.setViewportSize(desktop);
    const form = await expectFormInFirstScreen(page);
    const send = form.getByRole("button", { name: "Send Message" });
    const box = (await send.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(desktop.height);
    const fill = await send.evaluate((element) => getComputedStyle(element).backgroundColor);
    // Amber: strong red and green, little blue (the navy buttons are the other way round).
    const [red, , blue] = (fill.match(/\d+/g) ?? []).map(Number);
    expect(red, fill).toBeGreaterThan(200);
    expect(blue, fill).toBeLessThan(120);
    // The view's one primary action: nothing else in the page is filled in amber.
    const fills = await page
      .locator("main a, main button")
      .evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).backgroundColor),
      );
    expect(fills.filter((colour) => colour === fill)).toHaveLength(1);
  });
});

test.describe("the not-found page", () => {
  test("names the path that was tried and offers the ways on", async ({ page }) => {
    const response = await page.goto("/no/such/page?x=1");
    expect(response?.status()).toBe(404);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(main.locator("code")).toHaveText("/no/such/page");
    await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const waysOn = main.getByRole("navigation", { name: "Where to next" });
    for (const [name, href] of [
      ["Services", "/services"],
      ["Contact", "/contact"],
      ["Partner Portal", "/login"],
    ] as const) {
      await expect(waysOn.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
    await waitForHydration(page);
    await expect(main.locator("code")).toHaveText("/no/such/page");
  });

  test("names the tried path before its scripts run", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/another/missing-page", { waitUntil: "commit" });
    await expect(page.locator("main code")).toHaveText("/another/missing-page");
    release();
  });
});

test.describe("the map of where the firm works", () => {
  test("is a static picture whose text alternative names every country", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text());
    });
    await page.goto("/");
    const map = page.getByRole("img", { name: /^World map/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    const alt = (await map.getAttribute("alt")) ?? "";
    for (const country of workCountries) expect(alt).toContain(country.name);
    // The same countries in words beside it.
    const list = page.locator("#where-we-work dl");
    for (const country of workCountries) await expect(list).toContainText(country.name);
    expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await map.getAttribute("src")).toMatch(/\.svg$/);

    const picture = await page.request.get((await map.getAttribute("src"))!);
    expect(picture.headers()["content-type"]).toBe("image/svg+xml");
    expect(await picture.text()).toMatch(/^<svg[^>]*>[\s\S]*<path d="M/);

    // No map code or map data in the page's scripts.
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) {
      expect(source).not.toMatch(/topojson|FeatureCollection|MultiPolygon|geoPath|world-atlas/);
    }
  });
});
