import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { unusedPort } from "./smtp";

/** A data folder for a server process: a copy of the migrated template when there is one. */
export function makeDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "site-process-"));
  const template = inject("embeddedTemplateDir");
  if (template) cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The real server, run from source as `npm run dev`'s API process is, on a port of its own. */
export class ServerProcess {
  readonly child: ChildProcess;
  output = "";
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        PATH: process.env.PATH,
        HOST: "127.0.0.1",
        PORT: String(port),
        CONTACT_TO: "office@example.com",
        LOG_LEVEL: "info",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => (this.output += chunk.toString("utf8"));
    this.child.stdout!.on("data", keep);
    this.child.stderr!.on("data", keep);
    this.exited = new Promise((resolve) =>
      this.child.once("exit", (code, signal) => resolve({ code, signal })),
    );
  }

  /** Starts the server and resolves once its health check answers 200. */
  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const server = new ServerProcess(await unusedPort(), env);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (server.child.exitCode !== null) {
        throw new Error(`the server ended while starting:\n${server.output}`);
      }
      const health = await fetch(`${server.url}/api/health`).catch(() => null);
      if (health?.status === 200) return server;
      if (Date.now() > deadline) {
        server.child.kill("SIGKILL");
        throw new Error(`the server did not start in time:\n${server.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The JSON log lines with this message. */
  logged(message: string): Record<string, unknown>[] {
    return this.output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === message);
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Ends it for good (after a test that failed half way). */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill("SIGKILL");
      await this.exited;
    }
  }
}
