import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { mallocEnvironment } from "../db/embedded-process";
import { serverNodeFlags } from "../server/node-flags";
import type { Cleanup } from "./cleanup";
import { EventLoopProbe, eventLoopMonitorUrl } from "./event-loop";
import { getRaw } from "./http";
import { readProcessTreeMemory, type ProcessMemory } from "./memory";
import { freeLoopbackPort, runVisible, stopChild, waitUntilReady } from "./processes";

// A fresh database migrates and the start-up hashes passwords: slow on a loaded shared machine.
const HEALTH_TIMEOUT_MS = 180_000;

/** Builds only when an output the benchmark needs is missing (`npm start` decides staleness). */
export async function buildIfMissing(rootDir: string): Promise<void> {
  const needed = ["dist/server.js", "build/client/index.html"];
  const missing = needed.filter((file) => !existsSync(path.join(rootDir, file)));
  if (missing.length === 0) return;
  console.log(`Building (missing ${missing.join(", ")})...`);
  await runVisible("npm", ["run", "build"], rootDir);
}

export interface AppServerOptions {
  /** The embedded database's folder (used unless databaseUrl is set). */
  dataDir: string;
  /** A PostgreSQL database of the benchmark's own. */
  databaseUrl?: string;
  /** More environment for the server (e.g. ADMIN_EMAIL and ADMIN_PASSWORD). */
  env?: Record<string, string>;
}

export interface AppServer {
  origin: string;
  /** The resident memory of the server and its children (the embedded database) together. */
  memory(): Promise<ProcessMemory>;
  eventLoop: EventLoopProbe;
  stop(): Promise<void>;
}

/** A fresh temporary folder for the embedded database, removed when the benchmark ends. */
export async function tempDataDir(cleanup: Cleanup): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-data-"));
  cleanup.add("remove the server's data folder", () =>
    rm(dataDir, { recursive: true, force: true }),
  );
  return dataDir;
}

function builtWithDemo(rootDir: string): boolean {
  const info = JSON.parse(readFileSync(path.join(rootDir, "build", "build-info.json"), "utf8")) as {
    demoAccounts?: unknown;
  };
  return Boolean(info.demoAccounts);
}

/**
 * Starts dist/server.js in production mode on loopback, with the event-loop monitor preloaded
 * and an IPC channel to ask it; returns once the server is healthy.
 */
export async function startAppServer(
  rootDir: string,
  cleanup: Cleanup,
  options: AppServerOptions,
): Promise<AppServer> {
  const port = await freeLoopbackPort();

  // DATABASE_URL would point the server at a shared Postgres: the run must use its own data.
  const { DATABASE_URL: _shared, ...env } = process.env;
  const args = [
    ...serverNodeFlags,
    "--import",
    eventLoopMonitorUrl,
    path.join(rootDir, "dist", "server.js"),
  ];
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      NODE_ENV: "production",
      // As the systemd unit runs it (deploy/systemd/firm-website.service).
      ...mallocEnvironment,
      // As the build was made: the sign-in page's demo helper must find its route.
      DEMO: builtWithDemo(rootDir) ? "1" : "0",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const forget = cleanup.add("stop the server", () => stopChild(child));

  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady("the server", child, () => isHealthy(origin), HEALTH_TIMEOUT_MS);
  return {
    origin,
    memory: () => readProcessTreeMemory(child.pid!),
    eventLoop: new EventLoopProbe(child),
    async stop() {
      await stopChild(child);
      forget();
    },
  };
}

async function isHealthy(origin: string): Promise<boolean> {
  const response = await getRaw(`${origin}/api/health`, {}, 1_000);
  if (response.status !== 200) return false;
  const body: unknown = JSON.parse(response.body.toString("utf8"));
  return typeof body === "object" && body !== null && "status" in body && body.status === "ok";
}
