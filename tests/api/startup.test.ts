import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Starts the real server process from source and returns how it ended. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-startup-"));
  try {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: "0", ...env },
      encoding: "utf8",
      timeout: 30_000,
    });
    return { status: result.status, stderr: result.stderr.trim() };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("start-up with bad configuration", () => {
  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ SMTP_URL: "smtp//mail.example.com" }, "SMTP_URL"],
    [{ DATABASE_URL: "postgres://nobody@127.0.0.1:1/site" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "www.example.com" }, "PUBLIC_URL"],
    [{ DATA_DIR: "/dev/null/data" }, "DATA_DIR"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/40" }, "TRUST_PROXY"],
  ])("stops with one line naming the variable (%j)", (env, variable) => {
    const { status, stderr } = start(env);
    expect(status).toBe(1);
    expect(stderr.split("\n")).toHaveLength(1);
    expect(stderr).toContain(variable);
  });

  it("never prints a database password", () => {
    const { stderr } = start({ DATABASE_URL: "postgres://site:s3cret@127.0.0.1:1/site" });
    expect(stderr).toContain("DATABASE_URL");
    expect(stderr).not.toContain("s3cret");
  });
});
