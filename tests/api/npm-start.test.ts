/**
 * `npm start` builds only when the build cannot serve the environment: a new PORT or
 * PUBLIC_URL alone is served by the build there is, as the server sets the address in.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSettings, whyRebuild } from "../../scripts/build-state.mjs";

let root: string;
const builtWith = { PORT: "3000" };

/** A project folder with sources an hour old and a build made with `env` just now. */
function project(env: Record<string, string>, info: object = buildSettings(env)) {
  root = mkdtempSync(path.join(tmpdir(), "npm-start-"));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const write = (file: string, body: string, at = new Date()) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
    utimesSync(path.join(root, file), at, at);
  };
  write("app/root.tsx", "export {};", anHourAgo);
  utimesSync(path.join(root, "app"), anHourAgo, anHourAgo);
  write("dist/server.js", "");
  write("build/build-info.json", JSON.stringify(info));
}

beforeEach(() => project(builtWith));
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build decision", () => {
  it("does not rebuild when only PORT or PUBLIC_URL changed", () => {
    expect(whyRebuild(root, builtWith)).toBeNull();
    expect(whyRebuild(root, { PORT: "4000" })).toBeNull();
    expect(whyRebuild(root, { PORT: "4000", PUBLIC_URL: "https://www.example.com" })).toBeNull();
    expect(whyRebuild(root, { PUBLIC_URL: "http://192.0.2.10:8080" })).toBeNull();
  });

  it("rebuilds with no build, or after a source changed", () => {
    expect(whyRebuild(root, builtWith)).toBeNull();
    const source = path.join(root, "app", "root.tsx");
    writeFileSync(source, "export const changed = 1;");
    const later = new Date(Date.now() + 60_000);
    utimesSync(source, later, later);
    expect(whyRebuild(root, builtWith)).toMatch(/sources changed/);
    rmSync(path.join(root, "dist"), { recursive: true });
    expect(whyRebuild(root, builtWith)).toBe("no build yet");
  });

  it("rebuilds when the demo mode or the demo accounts changed: the sign-in pages' scripts show them", () => {
    expect(whyRebuild(root, { ...builtWith, DEMO: "0" })).toMatch(/demo/);
    expect(whyRebuild(root, { ...builtWith, DEMO_PARTNER_EMAIL: "demo@example.si" })).toMatch(
      /demo/,
    );
  });

  it("rebuilds a build that has the public URL written into its pages", () => {
    rmSync(root, { recursive: true, force: true });
    const { demoAccounts } = buildSettings(builtWith);
    project(builtWith, { publicUrl: "http://localhost:3000", demoAccounts });
    expect(whyRebuild(root, builtWith)).toMatch(/public URL/);
  });
});
