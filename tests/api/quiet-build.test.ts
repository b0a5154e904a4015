/**
 * `npm run build` / `npm start` tell the build in one line per step; when a step fails they
 * show the end of its output and where the whole of it is.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { quietBuild } from "../../scripts/quiet-build.mjs";

let root: string;

beforeEach(() => {
  // A project folder without its tools installed: the first step cannot run.
  root = mkdtempSync(path.join(tmpdir(), "quiet-build-"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a failed build", () => {
  it("says which step failed, shows the end of its output and names the full log", async () => {
    let printed = "";
    const succeeded = await quietBuild(root, { env: {}, write: (text) => (printed += text) });
    expect(succeeded).toBe(false);
    expect(printed).toMatch(/^Building the web app in English… failed after \d+ s\n/);
    expect(printed).toContain("ENOENT");
    const log = path.join(root, "build", "build.log");
    expect(printed).toContain(`its full output is in ${path.relative(process.cwd(), log)}`);
    expect(existsSync(log)).toBe(true);
    expect(readFileSync(log, "utf8")).toContain("$ react-router build");
    // The steps after the failed one do not run.
    expect(printed).not.toContain("Building the web app in Slovenian");
    expect(printed).not.toContain("Bundling the server");
  });
});
