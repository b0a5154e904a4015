import { expectAccessible } from "./support/accessibility";
import { expect, test, type Page } from "./support/test";
import { contactTopicPath, type ContactTopic } from "../../core/contact-topics";
import { notFoundPage, paths, portalPagePath, publicPages, unlistedPages } from "../../core/paths";
import { portalTexts } from "../../core/texts/portal";
import { site } from "../../core/site";
import { demoAccounts } from "../../server/env/demo-accounts.mjs";
import { capabilityPages } from "../../server/content/portal/capabilities";
import { caseStudiesPage } from "../../server/content/portal/case-studies";
import { governmentPage } from "../../server/content/portal/government";
import { portalOverview } from "../../server/content/portal/overview";
import { smartCardPage } from "../../server/content/portal/smart-card";

// The demo partner the server seeds in demo mode (server/env/demo-accounts.mjs).
const partner = demoAccounts({ ...process.env, DEMO: "1" })!.partner;

/** Signs in through the API; the page's context keeps the session cookies. */
async function signIn(page: Page) {
  const response = await page.request.post("/api/auth/login", {
    data: { email: partner.email, password: partner.password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Collects errors the page reports, so a test can assert there were none. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function expectPortalHead(page: Page, title: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

async function expectBackLink(page: Page) {
  await expect(page.getByRole("link", { name: "Back to Partner Portal" })).toHaveAttribute(
    "href",
    paths.partnerPortal,
  );
}

const portalUrls = [
  paths.partnerPortal,
  ...[smartCardPage, governmentPage, ...capabilityPages, caseStudiesPage].map((page) =>
    portalPagePath(page.slug),
  ),
];

test.describe("partner portal, signed in", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("welcome page: stats, the eight products and their Learn More targets, government solutions, benefits", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await page.goto(paths.partnerPortal);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Welcome to the Partner Portal",
    );
    await expectPortalHead(page, `Partner Portal | ${site.name}`);
    // The portal is none of the public pages: of the site's links only Partner Portal is the
    // current page (the portal's own sections, which join the header's phone menu, mark theirs).
    await expect(
      page.locator(
        `header nav:not([aria-label="${portalTexts.navigationLabel}"]) a[aria-current="page"]`,
      ),
    ).toHaveText(["Partner Portal"]);

    for (const stat of [
      "8 Product Categories",
      "25+ Countries",
      "4 Government Solutions",
      "24/7 Support",
    ]) {
      await expect(page.getByRole("heading", { name: stat, level: 3 })).toBeVisible();
    }

    const portfolio = page.locator("section", {
      has: page.getByRole("heading", { name: "Product Portfolio", level: 2 }),
    });
    await expect(portfolio.getByRole("listitem").filter({ has: page.locator("h3") })).toHaveCount(
      8,
    );
    // docs/rules.md#pages-and-routes, category by category, in the portfolio's order.
    const targets = await portfolio
      .getByRole("link", { name: /^Learn More/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(targets).toEqual([
      "/partner-portal/smart-card-solutions",
      "/partner-portal/government-solutions",
      "/partner-portal/semiconductor-products",
      "/partner-portal/vision-inspection",
      "/partner-portal/software-solutions",
      "/partner-portal/service-support",
      "/partner-portal/precision-manufacturing",
      "/partner-portal/e-mobility-solar",
    ]);
    for (const category of [
      "Security Solutions",
      "Government Solutions",
      "Industrial Solutions",
      "Quality Control",
      "Software & IT",
      "Support Services",
      "Manufacturing",
      "Green Technology",
    ]) {
      await expect(portfolio.getByText(category, { exact: true })).toBeVisible();
    }

    const government = page.locator("section", {
      has: page.getByRole("heading", { name: "Government Solutions", level: 2 }),
    });
    for (const solution of portalOverview.government.items) {
      await expect(government.getByRole("heading", { name: solution.title })).toBeVisible();
    }
    const caseStudyLinks = government.getByRole("link", { name: "View Case Studies" });
    await expect(caseStudyLinks).toHaveCount(4);
    for (const link of await caseStudyLinks.all()) {
      await expect(link).toHaveAttribute("href", "/partner-portal/case-studies");
    }

    await expect(page.getByRole("heading", { name: "Partnership Benefits" })).toBeVisible();
    for (const benefit of portalOverview.benefits.items) {
      await expect(page.getByRole("heading", { name: benefit.title })).toBeVisible();
    }

    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test("the portfolio's category chips stay on one line inside their cards, at 1440 px and on a phone", async ({
    page,
  }, testInfo) => {
    if (testInfo.project.name === "desktop")
      await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(paths.partnerPortal);
    const portfolio = page.locator("section", {
      has: page.getByRole("heading", { name: "Product Portfolio", level: 2 }),
    });
    for (const product of portalOverview.portfolio.items) {
      const chip = portfolio.getByText(product.category, { exact: true });
      await expect(chip).toBeVisible();
      // One line: no taller than its line height and padding, and not wider than its card.
      const fit = await chip.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const card = element.closest("li")!.getBoundingClientRect();
        const oneLine =
          parseFloat(style.lineHeight) +
          parseFloat(style.paddingTop) +
          parseFloat(style.paddingBottom);
        return {
          oneLine: box.height <= oneLine + 1,
          inside: box.left >= card.left && box.right <= card.right,
        };
      });
      expect(fit, product.category).toEqual({ oneLine: true, inside: true });
    }
  });

  test("smart-card solutions: four features and the four specifications", async ({ page }) => {
    const problems = watchErrors(page);
    await page.goto(portalPagePath("smart-card-solutions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security Solutions");
    await expectPortalHead(page, `Security Solutions | Partner Portal | ${site.name}`);
    await expectBackLink(page);
    for (const feature of smartCardPage.features.items) {
      await expect(page.getByRole("heading", { name: feature.title, level: 3 })).toBeVisible();
    }
    await expect(page.locator("dl dd")).toHaveText([
      "Up to 3,000 cards/hour",
      "EMV, SIM, ID cards and ePassports",
      "Common Criteria EAL4+",
      "Full integration support",
    ]);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test("government solutions: four solutions with their countries, six benefits, consultations", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await page.goto(portalPagePath("government-solutions"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(governmentPage.hero.title);
    await expectBackLink(page);
    for (const solution of governmentPage.solutions.items) {
      const card = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: solution.title, level: 3 }),
      });
      for (const country of solution.countries) {
        await expect(card.getByText(country, { exact: true })).toBeVisible();
      }
      await expect(
        card.getByRole("link", { name: `Request a Consultation for ${solution.title}` }),
      ).toHaveAttribute("href", contactTopicPath("government-solutions"));
      await expect(card.getByRole("link", { name: "View Case Studies" })).toHaveAttribute(
        "href",
        "/partner-portal/case-studies",
      );
    }
    const benefits = page.locator("section", {
      has: page.getByRole("heading", { name: governmentPage.benefits.title, level: 2 }),
    });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  for (const capabilityPage of capabilityPages) {
    test(`${capabilityPage.slug}: four capability cards and Request Information`, async ({
      page,
    }) => {
      const problems = watchErrors(page);
      await page.goto(portalPagePath(capabilityPage.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(capabilityPage.hero.title);
      await expectPortalHead(page, `${capabilityPage.hero.title} | Partner Portal | ${site.name}`);
      await expectBackLink(page);
      const cards = page.locator("section", {
        has: page.getByRole("heading", { name: capabilityPage.capabilities.title, level: 2 }),
      });
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
        capabilityPage.capabilities.items.map((item) => item.title),
      );
      // The page header's main action, and again with the request's card beside the content.
      const requests = page.getByRole("link", { name: "Request Information", exact: true });
      await expect(requests).toHaveCount(2);
      for (const link of await requests.all()) {
        await expect(link).toHaveAttribute(
          "href",
          contactTopicPath(capabilityPage.slug as ContactTopic),
        );
      }
      await expect(
        page.getByTestId("portal-page-header").getByRole("link", { name: "Request Information" }),
      ).toBeVisible();
      await expectAccessible(page);
      expect(problems).toEqual([]);
    });
  }

  test("case studies: four studies with country, category, year, challenge, solution, results, and four figures", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await page.goto(portalPagePath("case-studies"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
    await expectBackLink(page);
    for (const figure of ["25+ Countries", "500M+ Citizens", "100M+ Documents", "99.7% Uptime"]) {
      await expect(page.getByRole("heading", { name: figure, level: 3 })).toBeVisible();
    }
    for (const study of caseStudiesPage.studies.items) {
      const card = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: study.title, level: 3 }),
      });
      for (const fact of [study.country, study.category, String(study.year)]) {
        await expect(card.getByText(fact, { exact: true })).toBeVisible();
      }
      await expect(card.getByRole("heading", { level: 4 })).toHaveText([
        "Challenge",
        "Solution",
        "Results",
      ]);
      await expect(card.getByText(study.challenge)).toBeVisible();
      await expect(card.getByText(study.solution)).toBeVisible();
      for (const result of study.results) await expect(card.getByText(result)).toBeVisible();
    }
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test("moves through the portal by its links and back", async ({ page }) => {
    await page.goto(paths.partnerPortal);
    await page.getByRole("link", { name: /^Learn More about Vision Inspection/ }).click();
    await expect(page).toHaveURL(new RegExp(`${portalPagePath("vision-inspection")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quality Control");
    await page.getByRole("link", { name: "Back to Partner Portal" }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.partnerPortal}$`));
    await page.getByRole("link", { name: "View Case Studies" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  });

  test("shows Loading... while the content is on its way", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/portal", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(paths.partnerPortal);
    await expect(page.getByRole("status")).toHaveText("Loading...");
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Welcome to the Partner Portal",
    );
  });

  test("says when the content cannot be loaded, and loads it on Try again", async ({ page }) => {
    await page.route("**/api/portal/pages/case-studies", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await page.goto(portalPagePath("case-studies"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "This page could not be loaded",
    );
    await expect(page.getByRole("link", { name: "Back to Partner Portal" })).toHaveAttribute(
      "href",
      paths.partnerPortal,
    );
    await expectAccessible(page);
    await page.unroute("**/api/portal/pages/case-studies");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  });

  test("a session the server no longer accepts leads to /login and is forgotten", async ({
    page,
    context,
  }) => {
    // The readable session facts stay, the access and refresh tokens are gone.
    await context.clearCookies({ name: "session" });
    await context.clearCookies({ name: "refresh" });
    await page.goto(portalPagePath("case-studies"));
    await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
    await expect(page.getByText(caseStudiesPage.studies.items[0]!.title)).toHaveCount(0);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain("session_info");
  });

  test("an unknown portal page shows the not-found page", async ({ page }) => {
    await page.goto(`${paths.partnerPortal}/no-such-page`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});

test.describe("partner portal without a session", () => {
  for (const url of portalUrls) {
    test(`${url} leads to /login and shows no portal content`, async ({ page }) => {
      const portalRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/portal")) {
          portalRequests.push(request.url());
        }
      });
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
      await expect(page.getByText("Welcome to the Partner Portal")).toHaveCount(0);
      await expect(page.getByText("Back to Partner Portal")).toHaveCount(0);
      expect(portalRequests).toEqual([]);
    });
  }

  test("the API refuses the content", async ({ request }) => {
    for (const path of ["/api/portal", "/api/portal/pages/case-studies"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(401);
      expect(await response.text()).not.toContain(caseStudiesPage.studies.items[0]!.title);
    }
  });
});

test("no public page's HTML or JavaScript carries portal content or portal code", async ({
  request,
}) => {
  // Content strings from the server's portal modules, and strings only the portal's code holds.
  const portalStrings = [
    portalOverview.hero.title,
    ...caseStudiesPage.studies.items.map((study) => study.title),
    ...governmentPage.solutions.items.map((solution) => solution.title),
    smartCardPage.specs.items[2]!.value,
    capabilityPages[0]!.capabilities.items[0]!.description,
    "Back to Partner Portal",
    "/api/portal",
    portalTexts.search.label,
    portalTexts.welcome.firstSignIn,
  ];
  const scripts = new Set<string>();
  for (const pagePath of [...publicPages, ...unlistedPages, notFoundPage]) {
    const response = await request.get(pagePath === notFoundPage ? "/no-such-page" : pagePath);
    const html = await response.text();
    for (const text of portalStrings) expect(html, `${pagePath} HTML`).not.toContain(text);
    // The page names its scripts in the inline script that starts them after the first paint
    // (the start module and the preloads), no longer in the head.
    for (const [script] of html.matchAll(/\/assets\/[\w.-]+\.js/g)) scripts.add(script);
  }
  expect(scripts.size).toBeGreaterThan(3);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect(body.length, script).toBeGreaterThan(0);
    for (const text of portalStrings) expect(body, script).not.toContain(text);
  }
});
