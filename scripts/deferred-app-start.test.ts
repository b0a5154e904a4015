import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  deferAppStart,
  deferAppStartInBuild,
  deferredStartScript,
  START_HOLDER,
} from "./deferred-app-start";

// The shape React Router 7 writes into a pre-rendered page, cut down.
const context = `<script>window.__reactRouterContext = {"ssr":false};</script>`;
const startCode = (route: string) => `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/${route}-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/${route}":route1};

import("/assets/entry.client-1.js");`;
const page = (route: string) =>
  `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js"/>` +
  `<link rel="modulepreload" href="/assets/root-1.js"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js"/>` +
  `<link rel="modulepreload" href="/assets/${route}-1.js"/>` +
  `<link rel="stylesheet" href="/assets/root-1.css"/></head>` +
  `<body><main>Text</main>${context}` +
  `<script type="module" async="">${startCode(route)}</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("deferAppStart", () => {
  it("removes the preloads and adds them again, in order, once the page has loaded and been painted", () => {
    const html = deferAppStart(page("about"), "about");
    expect(html).not.toContain('modulepreload" href');
    expect(html).toContain(
      deferredStartScript([
        "/assets/manifest-1.js",
        "/assets/entry.client-1.js",
        "/assets/root-1.js",
        "/assets/about-1.js",
      ]),
    );
    expect(html).toContain(`requestAnimationFrame(`);
    expect(html).toContain(`addEventListener("load"`);
    expect(html).toContain(`"first-contentful-paint"`);
  });

  it("keeps the start module unchanged in the page, where no browser runs it until it is copied", () => {
    const html = deferAppStart(page("about"), "about");
    expect(html).toContain(`${START_HOLDER}${startCode("about")}</script>`);
    expect(START_HOLDER).toMatch(/^<script type="text\/plain"/);
    expect(html).toContain(
      `s.textContent=document.querySelector("script[data-app-start]").textContent`,
    );
    expect(html).toContain(context);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/root-1.css"/>`);
    expect(html).toContain("streamController.close()");
    // The deferred start is the page's one module script; the start module is not another.
    expect(html.match(/<script type="module">/g)).toHaveLength(1);
    expect(html.match(/__reactRouterRouteModules/g)).toHaveLength(1);
  });

  it("fails when React Router's markup is not there", () => {
    expect(() => deferAppStart(page("about").replace(/async=""/, "defer"), "about")).toThrow(
      /about: expected one React Router start module/,
    );
    expect(() =>
      deferAppStart(page("about").replace(/modulepreload/g, "preload"), "about"),
    ).toThrow(/about: no <link rel="modulepreload"/);
    const twice = page("about").replace(
      "</body>",
      `<script type="module">${startCode("x")}</script></body>`,
    );
    expect(() => deferAppStart(twice, "about")).toThrow(/found 2/);
  });

  it("keeps `$` in the start code as written", () => {
    const withDollar = page("about").replace("route1};", () => "route1, $$: route1, $&: 1};");
    expect(deferAppStart(withDollar, "about")).toContain("$$: route1, $&: 1");
  });
});

describe("deferAppStartInBuild", () => {
  it("rewrites each page in place, with its own start module", () => {
    const client = mkdtempSync(path.join(tmpdir(), "deferred-start-"));
    const files = ["a.html", "b.html"].map((name) => path.join(client, name));
    writeFileSync(files[0]!, page("about"));
    writeFileSync(files[1]!, page("contact"));
    deferAppStartInBuild(client, files);
    expect(readFileSync(files[0]!, "utf8")).toContain(`${START_HOLDER}${startCode("about")}`);
    expect(readFileSync(files[1]!, "utf8")).toContain(`${START_HOLDER}${startCode("contact")}`);
    expect(readdirSync(client).sort()).toEqual(["a.html", "b.html"]);
  });
});
