import { spawn, type ChildProcess } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The embedded database's process script. Both this module (in development and tests) and the
 * server bundle (dist/server.js) sit one folder below the project root.
 */
const serverScript = fileURLToPath(new URL("../db/embedded-server.mjs", import.meta.url));

/**
 * glibc's malloc settings for the product's processes. After freeing a large block, glibc raises
 * its threshold for mapping large blocks to that block's size (up to 32 MiB): later ones come
 * from the heap of the thread that asked and stay resident when freed. A fixed threshold (glibc's
 * default, 128 KiB) maps every large block and gives it back when it is freed. Measured after
 * fifteen rounds of twenty sign-ins, the server is 4–9 MB smaller with it (docs/operations.md),
 * and the database's process is smaller too. A password hash's 19 MiB is not among these blocks:
 * the hashing library has its own allocator, which maps the block for each hash and returns it
 * after, whatever this setting. Environment variables, read when a process starts: this module
 * sets them for the database's process; the systemd unit (deploy/systemd/firm-website.service)
 * sets them for the server. Other C libraries ignore them.
 */
export const mallocEnvironment: Readonly<Record<string, string>> = {
  MALLOC_MMAP_THRESHOLD_: "131072",
};

/**
 * Node.js flags for the database's process. Its JavaScript only relays protocol messages, but
 * under that churn V8 grew the young generation to its default 16 MB semi-spaces and the heap to
 * 50 MB, and kept them. After the admin panel's queries on 10,000 users the process held
 * 184–203 MB without these flags and 144–175 MB with them (heap 18–20 MB), and the queries took
 * as long (docs/performance.md).
 */
export const embeddedDatabaseNodeFlags: readonly string[] = [
  "--max-semi-space-size=1",
  "--heap-growing-percent=10",
];

/** pg finds a Unix socket as `<host>/.s.PGSQL.<port>`; the port is only part of the name. */
export const EMBEDDED_SOCKET_PORT = 5432;

/** How long the process may take to open its database before a start counts as failed. */
const START_TIMEOUT_MS = 60_000;
/** How long it may take to close (checkpoint) when asked, before it is killed. */
const STOP_GRACE_MS = 10_000;
/**
 * Restarts back off from a quarter second up to ten: a database that dies at once again (a
 * full disk, a broken folder) is not restarted in a tight loop. A process that stayed up for
 * a minute starts the backoff over.
 */
const RESTART_FIRST_DELAY_MS = 250;
const RESTART_MAX_DELAY_MS = 10_000;
const STABLE_AFTER_MS = 60_000;
/** Opening an existing database takes a second or two; added to the backoff for Retry-After. */
const EXPECTED_START_MS = 2_000;

export interface EmbeddedProcessEvents {
  /** The process ended without being asked to; it will be restarted after `restartInMs`. */
  down: [{ code: number | null; signal: NodeJS.Signals | null; restartInMs: number }];
  /** The process (re)started and accepts connections. */
  up: [{ pid: number; restarts: number }];
  /** A restart failed; another follows after `restartInMs`. */
  "restart-failed": [{ message: string; restartInMs: number }];
}

type ReadyMessage = { type: "ready" } | { type: "failed"; message: string };

/**
 * Runs the embedded database in a child process (`db/embedded-server.mjs`) and keeps it
 * running: when it dies it is marked unavailable and started again with backoff. Committed
 * data survives a kill through PostgreSQL's write-ahead log in the data folder.
 */
export class EmbeddedDatabaseProcess extends EventEmitter<EmbeddedProcessEvents> {
  #child: ChildProcess | undefined;
  #available = false;
  #stopping = false;
  #restarts = 0;
  #restartDelayMs = RESTART_FIRST_DELAY_MS;
  #restartTimer: NodeJS.Timeout | undefined;
  #restartAt = 0;
  #upSince = 0;

  private constructor(
    readonly socketDir: string,
    private readonly dataDir: string | undefined,
    private readonly pgliteOptions: object,
  ) {
    super();
  }

  /** Starts the process and resolves once it accepts connections. */
  static async start(
    dataDir: string | undefined,
    pgliteOptions: object,
  ): Promise<EmbeddedDatabaseProcess> {
    // A private folder (mode 0700) for the socket: the database has no password of its own.
    const socketDir = await mkdtemp(path.join(tmpdir(), "site-db-"));
    const supervisor = new EmbeddedDatabaseProcess(socketDir, dataDir, pgliteOptions);
    try {
      await supervisor.#spawn();
    } catch (error) {
      await rm(socketDir, { recursive: true, force: true });
      throw error;
    }
    return supervisor;
  }

  get available(): boolean {
    return this.#available;
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** When the database should be back, for Retry-After: the rest of the backoff plus a start. */
  retryAfterMs(now = Date.now()): number {
    return Math.max(0, this.#restartAt - now) + EXPECTED_START_MS;
  }

  get socketPath(): string {
    return path.join(this.socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);
  }

  async #spawn(): Promise<void> {
    // Its own flags and the script: the parent's (a loader, a bench's --import) are not for it.
    const child = spawn(
      process.execPath,
      [
        ...embeddedDatabaseNodeFlags,
        serverScript,
        this.dataDir ?? "",
        this.socketPath,
        JSON.stringify(this.pgliteOptions),
      ],
      // A process group of its own: Ctrl-C in a terminal signals the whole foreground group,
      // and the database must stay up until the server, stopping, has finished with it. It
      // still ends when asked (stop) or when this process goes away (its IPC channel closes).
      {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        detached: true,
        env: { ...process.env, ...mallocEnvironment },
      },
    );
    this.#child = child;
    const exited = once(child, "exit");
    const outcome = await Promise.race([
      once(child, "message").then(([message]) => message as ReadyMessage),
      exited.then(([code]): ReadyMessage => ({ type: "failed", message: `exit ${String(code)}` })),
      once(child, "error").then(([error]): ReadyMessage => ({
        type: "failed",
        message: (error as Error).message,
      })),
      new Promise<ReadyMessage>((resolve) =>
        setTimeout(
          () => resolve({ type: "failed", message: "did not start in time" }),
          START_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
    if (outcome.type !== "ready") {
      child.kill("SIGKILL");
      throw new Error(outcome.message);
    }
    if (this.#stopping) {
      child.kill("SIGTERM");
      return;
    }
    // The IPC channel stays open only so the child notices when this process goes away.
    child.unref();
    child.channel?.unref();
    this.#available = true;
    this.#upSince = Date.now();
    child.once("exit", (code, signal) => this.#onExit(child, code, signal));
  }

  #onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.#stopping || child !== this.#child) return;
    this.#available = false;
    if (Date.now() - this.#upSince >= STABLE_AFTER_MS)
      this.#restartDelayMs = RESTART_FIRST_DELAY_MS;
    this.emit("down", { code, signal, restartInMs: this.#restartDelayMs });
    this.#scheduleRestart();
  }

  #scheduleRestart(): void {
    const delayMs = this.#restartDelayMs;
    this.#restartDelayMs = Math.min(delayMs * 2, RESTART_MAX_DELAY_MS);
    this.#restartAt = Date.now() + delayMs;
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = undefined;
      this.#spawn().then(
        () => {
          this.#restarts++;
          this.emit("up", { pid: this.pid!, restarts: this.#restarts });
        },
        (error: unknown) => {
          if (this.#stopping) return;
          this.emit("restart-failed", {
            message: (error as Error).message,
            restartInMs: this.#restartDelayMs,
          });
          this.#scheduleRestart();
        },
      );
    }, delayMs);
  }

  /**
   * Closes the database and opens it again in a new process. PGlite's WebAssembly memory only
   * grows, so after a one-off heavy job (building the schema) a new process holds only what
   * serving needs. Not a crash: no backoff, no `down` or `up` event, and the restart count stays.
   */
  async replace(): Promise<void> {
    const child = this.#child;
    // Forgotten first, so its exit is not taken for a crash (#onExit ignores other children).
    this.#child = undefined;
    this.#available = false;
    if (child) await this.#end(child);
    await this.#spawn();
  }

  /** Asks the process to close its database and end; kills it if it takes too long. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#available = false;
    clearTimeout(this.#restartTimer);
    if (this.#child) await this.#end(this.#child);
    await rm(this.socketDir, { recursive: true, force: true });
  }

  async #end(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(killer);
  }
}
