import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteFiles } from "../../server/static/site-files";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp } from "../support/test-app";

const inlineScript = 'window.__context = {"page":"home"};';
const homeHtml = `<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><h1>Welcome</h1><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const spaInlineScript = 'console.log("shell");';
const spaFallbackHtml = `<!DOCTYPE html><html lang="en"><head><title>Loading</title></head><body><main id="main"></main><script>${spaInlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
/** The shell the build makes for one private page: the fallback with its route's scripts. */
const shellHtml = (script: string) =>
  spaFallbackHtml.replace("<title>", `<link rel="modulepreload" href="${script}"/><title>`);
const dashboardShellHtml = shellHtml("/assets/users-abc123.js");
const caseStudiesShellHtml = shellHtml("/assets/case-studies-abc123.js");
const adminLoginHtml = homeHtml.replace("Welcome", "Admin Login");
const notFoundHtml = `<!DOCTYPE html><html lang="en"><body><h1>Oops! Page not found</h1><script>window.__nf = 1;</script></body></html>`;
const appJs = `console.log("app");`.repeat(200);
const video = Buffer.alloc(4096, 7);

let clientDir: string;
let database: TestDatabase;
let app: FastifyInstance;
let origin: string;

function writeFixture(file: string, body: string | Buffer, compressed = false) {
  const full = path.join(clientDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, body);
  if (compressed) {
    writeFileSync(`${full}.br`, brotliCompressSync(body));
    writeFileSync(`${full}.gz`, gzipSync(body));
  }
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "site-static-"));
  writeFixture("index.html", homeHtml, true);
  writeFixture("about/index.html", homeHtml.replace("Welcome", "About"), true);
  writeFixture("404/index.html", notFoundHtml, true);
  writeFixture("admin/index.html", adminLoginHtml, true);
  writeFixture("__spa-fallback.html", spaFallbackHtml, true);
  writeFixture("__app-shells/admin/dashboard.html", dashboardShellHtml, true);
  writeFixture("__app-shells/partner-portal/case-studies.html", caseStudiesShellHtml, true);
  writeFixture("assets/app-abc123.js", appJs, true);
  writeFixture("media/hero.mp4", video);
  writeFixture(".hidden", "secret");
  database = await createTestDatabase();
  ({ app } = await startTestApp(database.handle.db, {
    siteFiles: await SiteFiles.load(clientDir, {
      https: false,
      publicUrl: "http://localhost:3000",
    }),
  }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A request exactly as written, without the URL clean-up fetch does. */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/`, { path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
  });
}

describe("static site serving", () => {
  it("serves a pre-rendered page with a CSP that allows exactly its inline scripts", async () => {
    const response = await fetch(`${origin}/`, { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(homeHtml);
    const csp = response.headers.get("content-security-policy")!;
    const hash = createHash("sha256").update(inlineScript).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves pages at their clean path, query strings ignored", async () => {
    const response = await fetch(`${origin}/about?utm_source=newsletter`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>About</h1>");
  });

  it("redirects a trailing slash to the page's one URL", async () => {
    const response = await fetch(`${origin}/about/?ref=x`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?ref=x");
  });

  it("sends the pre-compressed variant the browser accepts", async () => {
    const br = await fetch(`${origin}/assets/app-abc123.js`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    // fetch decodes the body; the raw length tells which variant travelled.
    expect(Number(br.headers.get("content-length"))).toBeLessThan(appJs.length);
    expect(brBody.toString()).toBe(appJs);

    const gzip = await fetch(`${origin}/assets/app-abc123.js`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");

    const refused = await fetch(`${origin}/assets/app-abc123.js`, {
      headers: { "accept-encoding": "br;q=0, identity" },
    });
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(Number(refused.headers.get("content-length"))).toBe(appJs.length);
    expect(brotliDecompressSync(brotliCompressSync(appJs)).toString()).toBe(appJs);
  });

  it("lets browsers keep hashed assets for a year and revalidate the rest", async () => {
    const asset = await fetch(`${origin}/assets/app-abc123.js`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    // Document-only policies are left off files that are never documents.
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("content-security-policy")).toBeNull();
    // Immutable for a year: never revalidated, so no validator to send on every asset.
    expect(asset.headers.get("etag")).toBeNull();
    const conditional = await fetch(`${origin}/assets/app-abc123.js`, {
      headers: { "if-none-match": "*" },
    });
    expect(conditional.status).toBe(200);

    const page = await fetch(`${origin}/`);
    const etag = page.headers.get("etag")!;
    const again = await fetch(`${origin}/`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const listed = await fetch(`${origin}/`, {
      headers: { "if-none-match": `"other", W/${etag}` },
    });
    expect(listed.status).toBe(304);
    const stale = await fetch(`${origin}/`, { headers: { "if-none-match": `"other"` } });
    expect(stale.status).toBe(200);
    expect(again.headers.get("content-security-policy")).toBeTruthy();
  });

  it("answers byte ranges of media for video players", async () => {
    const response = await fetch(`${origin}/media/hero.mp4`, {
      headers: { range: "bytes=100-199" },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect((await response.arrayBuffer()).byteLength).toBe(100);

    const upperCase = await fetch(`${origin}/media/hero.mp4`, { headers: { range: "Bytes=0-9" } });
    expect(upperCase.status).toBe(206);
    expect(upperCase.headers.get("content-range")).toBe(`bytes 0-9/${video.length}`);

    const unsatisfiable = await fetch(`${origin}/media/hero.mp4`, {
      headers: { range: "bytes=99999-" },
    });
    expect(unsatisfiable.status).toBe(416);
  });

  it("answers HEAD without a body", async () => {
    const response = await fetch(`${origin}/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });

  it("shows the not-found page with status 404 for unknown paths", async () => {
    for (const url of ["/no-such-page", "/404", "/.hidden", "/about/index.html/"]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
      expect(response.headers.get("content-security-policy")).toContain("'sha256-");
    }
  });

  it("leaves API paths and other methods to the application", async () => {
    const api = await fetch(`${origin}/api/health`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ status: "ok" });

    const post = await fetch(`${origin}/about`, { method: "POST" });
    expect(post.status).toBe(404);
    expect((await post.json()).error).toBe("Not Found");
  });
});

describe("client-rendered areas", () => {
  it("serve the SPA shell with its own CSP for the portal, the admin panel and every path under them", async () => {
    const hash = createHash("sha256").update(spaInlineScript).digest("base64");
    // None of these has a shell of its own in this build.
    for (const url of [
      "/partner-portal",
      "/partner-portal/smart-card-solutions?tab=specs",
      "/partner-portal/no-such-page",
      "/admin/messages",
      "/admin/no-such-view",
    ]) {
      const response = await fetch(`${origin}${url}`, { headers: { "accept-encoding": "br" } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(await response.text()).toBe(spaFallbackHtml);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
    }
    const head = await fetch(`${origin}/admin/messages`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const cached = await fetch(`${origin}/partner-portal`, {
      headers: { "if-none-match": head.headers.get("etag")! },
    });
    expect(cached.status).toBe(304);
  });

  it("serve a page the build made a shell for that shell, whatever its query", async () => {
    const hash = createHash("sha256").update(spaInlineScript).digest("base64");
    for (const [url, html] of [
      ["/admin/dashboard", dashboardShellHtml],
      ["/admin/dashboard?search=ana&sort=email", dashboardShellHtml],
      ["/partner-portal/case-studies", caseStudiesShellHtml],
    ] as const) {
      const response = await fetch(`${origin}${url}`, { headers: { "accept-encoding": "br" } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(await response.text()).toBe(html);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("content-security-policy")).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
    }
    // A path below the page is not the page: the router shows it as not found.
    const below = await fetch(`${origin}/admin/dashboard/extra`);
    expect(await below.text()).toBe(spaFallbackHtml);
  });

  it("serve the admin sign-in at /admin as its pre-rendered page, and /admin/ redirects to it", async () => {
    const page = await fetch(`${origin}/admin`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(adminLoginHtml);
    const slash = await fetch(`${origin}/admin/?next=1`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/admin?next=1");
  });

  it("do not reach past their own paths, and the shell has no URL of its own", async () => {
    for (const url of [
      "/admins",
      "/administrator",
      "/partner-portals",
      "/__spa-fallback.html",
      "/__app-shells/admin/dashboard.html",
      "/__app-shells/admin/dashboard",
    ]) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
    const post = await fetch(`${origin}/admin`, { method: "POST" });
    expect(post.status).toBe(404);
    expect(post.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("requests the server cannot read", () => {
  it("answers a malformed page URL with 400, the site's page and the security headers", async () => {
    for (const path of ["/%", "/about%", "/%zz/x"]) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(400);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Oops! Page not found");
      expect(response.headers["content-security-policy"]).toContain("'sha256-");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.body).not.toContain("FST_");
    }
  });

  it("answers a malformed API URL with 400, a JSON error and the security headers", async () => {
    const response = await rawGet("/api/%");
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "The address is not valid.",
    });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).not.toContain("FST_");
  });

  it("ignores a Range in a unit it does not know and sends the whole file", async () => {
    for (const range of ["items=0-5", "items=99999-", "bytes=abc", "bytes=0-1,5-9"]) {
      const response = await fetch(`${origin}/media/hero.mp4`, { headers: { range } });
      expect(response.status, range).toBe(200);
      expect(response.headers.get("content-range")).toBeNull();
      expect((await response.arrayBuffer()).byteLength).toBe(video.length);
    }
    const page = await fetch(`${origin}/about`, {
      headers: { range: "items=0-5", "accept-encoding": "gzip" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(await page.text()).toContain("<h1>About</h1>");
  });
});

describe("static site over HTTPS", () => {
  it("adds HSTS and upgrade-insecure-requests when the public URL is https", async () => {
    const files = await SiteFiles.load(clientDir, {
      https: true,
      publicUrl: "https://www.example.com",
    });
    const headers: Record<string, string> = {};
    const res = {
      writeHead(_status: number, values: Record<string, string>) {
        Object.assign(headers, values);
      },
      end() {},
    };
    files.handle({ method: "GET", url: "/", headers: {} } as never, res as never);
    expect(headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});

describe("the site's address, set when the server loads the build", () => {
  const placeholder = "https://public-url.origin-placeholder.invalid";
  const jsonLd = `{"@type":"Organization","url":"${placeholder}","logo":"${placeholder}/favicon.svg"}`;
  const page = `<!DOCTYPE html><html><head><link rel="canonical" href="${placeholder}/about"/><meta property="og:url" content="${placeholder}/about"/><script type="application/ld+json">${jsonLd}</script></head><body>${"<p>About the firm.</p>".repeat(40)}<script>window.__ready = 1;</script></body></html>`;
  // A hashed asset is cached for a year under its name: what it holds is never rewritten.
  const asset = `const origin = "${placeholder}";`.repeat(20);
  let builtDir: string;

  const load = (publicUrl: string) => SiteFiles.load(builtDir, { https: false, publicUrl });

  /** One file's answer, taken from the loaded files as a request would get it. */
  function answer(files: SiteFiles, url: string, acceptEncoding = "identity") {
    const result: { status: number; headers: Record<string, string>; body: Buffer } = {
      status: 0,
      headers: {},
      body: Buffer.alloc(0),
    };
    const res = {
      writeHead(status: number, values: Record<string, string>) {
        result.status = status;
        result.headers = values;
      },
      end(body?: Buffer) {
        if (body) result.body = body;
      },
    };
    const req = { method: "GET", url, headers: { "accept-encoding": acceptEncoding } };
    expect(files.handle(req as never, res as never)).toBe(true);
    return result;
  }

  beforeAll(() => {
    builtDir = mkdtempSync(path.join(tmpdir(), "site-origin-"));
    const write = (file: string, body: string) => {
      mkdirSync(path.dirname(path.join(builtDir, file)), { recursive: true });
      writeFileSync(path.join(builtDir, file), body);
    };
    write("about/index.html", page);
    write("sitemap.xml", `<urlset><url><loc>${placeholder}/about</loc></url></urlset>`);
    write("robots.txt", `User-agent: *\nAllow: /\n\nSitemap: ${placeholder}/sitemap.xml\n`);
    write("assets/site-abc123.js", asset);
  });

  afterAll(() => rmSync(builtDir, { recursive: true, force: true }));

  it("writes PUBLIC_URL into the pages, the sitemap and robots.txt: one build, any address", async () => {
    for (const publicUrl of ["https://www.example.com", "http://localhost:4000"]) {
      const files = await load(publicUrl);
      const html = answer(files, "/about").body.toString();
      expect(html).toContain(`<link rel="canonical" href="${publicUrl}/about"/>`);
      expect(html).toContain(`<meta property="og:url" content="${publicUrl}/about"/>`);
      expect(html).toContain(`"url":"${publicUrl}","logo":"${publicUrl}/favicon.svg"`);
      expect(html).not.toContain(placeholder);
      expect(answer(files, "/sitemap.xml").body.toString()).toContain(
        `<loc>${publicUrl}/about</loc>`,
      );
      expect(answer(files, "/robots.txt").body.toString()).toContain(
        `Sitemap: ${publicUrl}/sitemap.xml`,
      );
    }
  });

  it("allows the inline scripts as served, hashed after the address is set", async () => {
    const files = await load("https://www.example.com");
    const { headers } = answer(files, "/about");
    const served = jsonLd.replaceAll(placeholder, "https://www.example.com");
    const hash = (code: string) => createHash("sha256").update(code).digest("base64");
    expect(headers["content-security-policy"]).toContain(`'sha256-${hash(served)}'`);
    expect(headers["content-security-policy"]).toContain(`'sha256-${hash("window.__ready = 1;")}'`);
    expect(headers["content-security-policy"]).not.toContain(hash(jsonLd));
  });

  it("compresses and tags the page as served, so each address has its own ETag", async () => {
    const [one, other] = await Promise.all([
      load("https://www.example.com"),
      load("https://example.org"),
    ]);
    const br = answer(one, "/about", "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(answer(one, "/about").body.toString());
    const gzip = answer(one, "/about", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toContain("https://www.example.com/about");
    expect(answer(one, "/about").headers.etag).not.toBe(answer(other, "/about").headers.etag);
  });

  it("leaves hashed assets exactly as built", async () => {
    const files = await load("https://www.example.com");
    expect(answer(files, "/assets/site-abc123.js").body.toString()).toBe(asset);
  });

  it("refuses an address it could not write into HTML, JSON and XML unescaped", async () => {
    for (const publicUrl of ['https://example.com/"x', "https://example.com/?a=1&b=2", "ftp://x"]) {
      await expect(load(publicUrl), publicUrl).rejects.toThrow(/^Configuration error: PUBLIC_URL/);
    }
  });
});
