import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  pageRoutes,
  readRouteManifest,
  routePreloads,
  withPreloads,
  type RouteManifest,
} from "./route-preloads";

// The shape of React Router 7's manifest, cut down to a portal, a panel and the catch-all.
const manifest: RouteManifest = {
  routes: {
    root: { id: "root", path: "", module: "/assets/root-1.js", imports: ["/assets/entry-1.js"] },
    "routes/portal/layout": {
      id: "routes/portal/layout",
      parentId: "root",
      path: "partner-portal",
      module: "/assets/layout-1.js",
      imports: ["/assets/entry-1.js", "/assets/portal-ui-1.js"],
    },
    "routes/portal/overview": {
      id: "routes/portal/overview",
      parentId: "routes/portal/layout",
      index: true,
      module: "/assets/overview-1.js",
      imports: ["/assets/portal-ui-1.js", "/assets/requests-api-1.js"],
    },
    "routes/portal/requests": {
      id: "routes/portal/requests",
      parentId: "routes/portal/layout",
      path: "requests",
      module: "/assets/requests-1.js",
      imports: ["/assets/requests-api-1.js"],
    },
    "routes/admin/panel-layout": {
      id: "routes/admin/panel-layout",
      parentId: "root",
      module: "/assets/panel-layout-1.js",
      imports: ["/assets/admin-api-1.js"],
    },
    "routes/admin/users": {
      id: "routes/admin/users",
      parentId: "routes/admin/panel-layout",
      path: "admin/dashboard",
      module: "/assets/users-1.js",
      imports: ["/assets/admin-api-1.js", "/assets/view-load-1.js"],
    },
    "routes/not-found": {
      id: "routes/not-found",
      parentId: "root",
      path: "*",
      module: "/assets/not-found-1.js",
    },
  },
};

const ids = (pathname: string) => pageRoutes(manifest, pathname).map((route) => route.id);

describe("pageRoutes", () => {
  it("matches a page as the router does: layouts, index routes and pathless layouts included", () => {
    expect(ids("/partner-portal")).toEqual([
      "root",
      "routes/portal/layout",
      "routes/portal/overview",
    ]);
    expect(ids("/partner-portal/requests")).toEqual([
      "root",
      "routes/portal/layout",
      "routes/portal/requests",
    ]);
    expect(ids("/admin/dashboard")).toEqual([
      "root",
      "routes/admin/panel-layout",
      "routes/admin/users",
    ]);
    expect(ids("/admin/no-such-view")).toEqual(["root", "routes/not-found"]);
  });
});

describe("routePreloads", () => {
  it("lists each route's module and imports below the root, once each, in route order", () => {
    expect(routePreloads(pageRoutes(manifest, "/admin/dashboard"))).toEqual([
      "/assets/panel-layout-1.js",
      "/assets/admin-api-1.js",
      "/assets/users-1.js",
      "/assets/view-load-1.js",
    ]);
    expect(routePreloads(pageRoutes(manifest, "/partner-portal"))).toEqual([
      "/assets/layout-1.js",
      "/assets/entry-1.js",
      "/assets/portal-ui-1.js",
      "/assets/overview-1.js",
      "/assets/requests-api-1.js",
    ]);
  });
});

describe("withPreloads", () => {
  const shell =
    `<head><link rel="modulepreload" href="/assets/manifest-1.js"/>` +
    `<link rel="modulepreload" href="/assets/entry-1.js"/><link rel="stylesheet" href="/a.css"/></head>`;

  it("adds the scripts after the page's own preloads, leaving out those it has", () => {
    expect(withPreloads(shell, ["/assets/entry-1.js", "/assets/users-1.js"])).toBe(
      `<head><link rel="modulepreload" href="/assets/manifest-1.js"/>` +
        `<link rel="modulepreload" href="/assets/entry-1.js"/>` +
        `<link rel="modulepreload" href="/assets/users-1.js"/>` +
        `<link rel="stylesheet" href="/a.css"/></head>`,
    );
  });

  it("stops the build when the page has no preloads to follow", () => {
    expect(() => withPreloads("<head></head>", ["/assets/users-1.js"])).toThrow(/modulepreload/);
  });
});

describe("readRouteManifest", () => {
  const shell = `<link rel="modulepreload" href="/assets/manifest-1a2b.js"/>`;

  it("reads the manifest the page preloads", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "route-manifest-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(
      path.join(clientDir, "assets/manifest-1a2b.js"),
      `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
    );
    expect(readRouteManifest(clientDir, shell)).toEqual(manifest);
  });

  it("stops the build, saying what is missing, when the page or the script is not as expected", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "route-manifest-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets/manifest-1a2b.js"), `window.other = 1;`);
    expect(() => readRouteManifest(clientDir, "<head></head>")).toThrow(/no route manifest/);
    expect(() => readRouteManifest(clientDir, shell)).toThrow(/__reactRouterManifest/);
  });
});
