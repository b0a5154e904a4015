import { execFile, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { accessSync, constants } from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/** Ports other people's runs use on this machine (dev server, e2e tests). */
const RESERVED_PORTS = new Set([3000, 4310]);

/** A loopback port the OS reports free right now. */
export async function freeLoopbackPort(): Promise<number> {
  for (;;) {
    const port = await portFromOs();
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

function portFromOs(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The first executable found among explicit candidates, then along PATH. */
export function findExecutable(name: string, candidates: string[] = []): string | null {
  const onPath = (process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, name));
  return [...candidates, ...onPath].find(isExecutable) ?? null;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command with output shown live (the build); rejects on a non-zero exit. */
export async function runVisible(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: "inherit" });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

/** Runs a short command and returns what it printed; killed after timeoutMs. */
export async function runCaptured(
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<{ stdout: string; stderr: string }> {
  return execFileAsync(command, args, { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 });
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Asks a child to stop, and kills it if it is still running after graceMs. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (hasExited(child)) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(killer);
}

/** Polls until ready() holds; fails fast when the child dies, and after timeoutMs. */
export async function waitUntilReady(
  what: string,
  child: ChildProcess,
  ready: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${what} exited before it was ready`);
    if (await ready().catch(() => false)) return;
    await delay(200);
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000}s`);
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Rejects with a clear message when a step takes longer than its bound. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000}s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
