import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accepts, inlineScriptHashes } from "./site-files";

describe("accepts", () => {
  it.each([
    ["gzip, deflate, br", "br", true],
    ["gzip, deflate, br", "gzip", true],
    ["gzip;q=1.0, br;q=0", "br", false],
    ["br;q=0.5", "br", true],
    ["identity", "gzip", false],
    ["GZIP", "gzip", true],
  ])("%j accepts %s: %s", (header, coding, expected) => {
    expect(accepts(header, coding)).toBe(expected);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html = `<script>one()</script><script src="/a.js"></script><script type="module">two()</script>`;
    const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash("one()"), hash("two()")]);
  });
});
