/**
 * The Node.js flags the server runs with (server/node-flags.ts) are on every command line that
 * starts it: V8 reads them only at start, so a launcher that forgets them runs a bigger server.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "../../server/node-flags";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the server's Node.js flags", () => {
  it("keep each semi-space of the young generation at 6 MB and the old one within 1.1x what survives", () => {
    expect(serverNodeFlags).toEqual(["--max-semi-space-size=6", "--heap-growing-percent=10"]);
  });

  it("are on npm start's command line, before the script", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${serverNodeFlags.join(" ")} scripts/start.mjs`);
  });

  it("are on the systemd unit's command line, before the script", () => {
    const execStart = /^ExecStart=(.+)$/m.exec(read("deploy/systemd/firm-website.service"))?.[1];
    expect(execStart).toBe(`/usr/bin/node ${serverNodeFlags.join(" ")} dist/server.js`);
  });
});
