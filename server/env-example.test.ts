import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables, loadConfig } from "./config";

const rootDir = path.resolve(import.meta.dirname, "..");
const template = readFileSync(path.join(rootDir, "deploy/firm-website.env.example"), "utf8");
const lines = template.split("\n");

/** `NAME=value` is a setting, `#NAME=value` one left at its default; `# …` is prose. */
const setting = /^(#?)([A-Z][A-Z0-9_]*)=(.*)$/;

/** The value as systemd's EnvironmentFile and a POSIX shell both read it. */
function unquote(value: string): string {
  const quoted = /^"(.*)"$|^'(.*)'$/.exec(value);
  return quoted ? (quoted[1] ?? quoted[2]!) : value;
}

describe("the production environment file template (deploy/firm-website.env.example)", () => {
  it("lists every variable the server reads, each once, and no other", () => {
    const listed = lines.flatMap((line) => setting.exec(line)?.[2] ?? []);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...configVariables].sort());
  });

  it("explains each setting: every group of settings follows a comment", () => {
    let explained = false;
    for (const line of lines) {
      if (setting.test(line)) expect(explained, line).toBe(true);
      else explained = line.startsWith("# ");
    }
  });

  it("holds values the server accepts, for production behind one proxy", () => {
    const env = Object.fromEntries(
      lines.flatMap((line) => {
        const match = setting.exec(line);
        return match && !match[1] ? [[match[2]!, unquote(match[3]!)]] : [];
      }),
    );
    const config = loadConfig(env, rootDir);
    expect(config).toMatchObject({
      production: true,
      demo: false,
      demoAccounts: null,
      host: "127.0.0.1",
      trustProxy: { hops: 1 },
      publicUrl: "https://www.example.com",
      mailFrom: "Example Engineering & Trade <no-reply@example.com>",
      bootstrapAdmin: null,
      metricsToken: null,
    });
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.smtpUrl).toMatch(/^smtp:\/\//);
  });
});
