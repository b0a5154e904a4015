import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "./test";

/**
 * A second server of the same build, on a free port and a fresh embedded database, in demo mode.
 * `publicUrl` is its PUBLIC_URL, or made from the port it got (for a site the browser reaches
 * at its public address, as passkeys need).
 */
export async function startAnotherServer(publicUrl: string | ((port: number) => string)) {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-another-"));
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["dist/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DEMO: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: typeof publicUrl === "string" ? publicUrl : publicUrl(port),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server ended:\n${output}`);
        return (await fetch(`${url}/api/health`).catch(() => null))?.status;
      },
      { timeout: 100_000, intervals: [200] },
    )
    .toBe(200);
  return { url, port, stop };
}
