import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html = `<script>one()</script><script src="/a.js"></script><script type="module">two()</script>`;
    const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([hash("one()"), hash("two()")]);
  });
});
