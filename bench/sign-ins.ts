import { spawn, type ChildProcessByStdio } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { LoginSource } from "../core/schemas/auth";
import type { DatabaseHandle } from "../db/client";
import { mallocEnvironment } from "../db/embedded-process";
import { HASH_SLOTS } from "../server/auth/hash-lane";
import { hashPassword } from "../server/auth/passwords";
import { serverNodeFlags } from "../server/node-flags";
import { insertUser } from "../server/repositories/users";

/** Sign-ins sent at once. */
export const CONCURRENT_SIGN_INS = 20;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * One partner account per concurrent sign-in: an account allows 5 attempts in flight before it
 * locks (docs/rules.md#partner-sign-in-limit), so twenty at once for the demo partner would
 * measure the lockout. Every attempt succeeds, so the per-address limit (100 failures) is never
 * approached either.
 */
export function benchAccounts(): Credentials[] {
  return Array.from({ length: CONCURRENT_SIGN_INS }, (_, i) => ({
    email: `bench-partner-${String(i + 1).padStart(2, "0")}@example.com`,
    password: "BenchPartner2026",
  }));
}

/** Migrates the database and creates the accounts, before the server opens it. */
export async function seedAccounts(
  handle: DatabaseHandle,
  migrationsFolder: string,
  accounts: Credentials[],
): Promise<void> {
  await handle.migrate(migrationsFolder);
  const now = new Date();
  for (const { email, password } of accounts) {
    // Each its own hash (own salt), as real accounts have.
    const passwordHash = await hashPassword(password);
    await insertUser(handle.db, { email, passwordHash, role: "partner" }, now);
  }
}

/**
 * What concurrent sign-ins cannot beat: each checks one password (argon2id, memory-bound), and
 * the server checks at most `HASH_SLOTS` at once, so the last of twenty waits for all twenty
 * hashes on its lane. One hash is timed in this run, on this machine, with the server's own
 * function and parameters, so the budget follows the machine rather than a fixed figure: the
 * median of the hashes given (those timed around one round, or all of the run's).
 */
export interface SignInFloor {
  hashMs: number;
  lanes: number;
  floorMs: number;
}

export function signInFloor(hashTimes: number[]): SignInFloor {
  const sorted = [...hashTimes].sort((a, b) => a - b);
  const hashMs = sorted[Math.floor(sorted.length / 2)]!;
  const lanes = HASH_SLOTS;
  return { hashMs, lanes, floorMs: Math.ceil(CONCURRENT_SIGN_INS / lanes) * hashMs };
}

/**
 * Times the server's password check in a process of its own that runs as the server does (its
 * Node.js flags and C library settings), away from this process's own work. The process stays
 * up for the whole measurement: a shared machine's speed drifts by as much as half within a
 * minute, so hashes are timed between the rounds too, and each round is held to the hashes timed
 * around it.
 */
export class HashTimer {
  readonly #child: ChildProcessByStdio<Writable, Readable, null>;
  readonly #lines: AsyncIterator<string>;
  readonly times: number[] = [];

  private constructor(child: ChildProcessByStdio<Writable, Readable, null>) {
    this.#child = child;
    this.#lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  }

  static async start(): Promise<HashTimer> {
    const script = fileURLToPath(new URL("./hash-timing.ts", import.meta.url));
    const child = spawn(process.execPath, [...process.execArgv, ...serverNodeFlags, script], {
      env: { ...process.env, ...mallocEnvironment },
      stdio: ["pipe", "pipe", "inherit"],
    });
    const timer = new HashTimer(child);
    await timer.#answer();
    return timer;
  }

  /** Times this many hashes one after another, keeping their times. */
  async time(count: number): Promise<void> {
    this.#child.stdin.write(`${count}\n`);
    this.times.push(...(JSON.parse(await this.#answer()) as number[]));
  }

  stop(): void {
    this.#child.stdin.end();
  }

  async #answer(): Promise<string> {
    const { value, done } = await this.#lines.next();
    if (done) throw new Error(`hash timing ended (exit ${String(this.#child.exitCode)})`);
    return value;
  }
}

export interface SignIn {
  latencyMs: number;
  /** "name=value" of every cookie the answer set: a signed-in client's Cookie header. */
  cookies: string[];
}

/** Every account signs in once, all at the same moment, each on a new connection. */
export async function signInConcurrently(
  origin: string,
  accounts: Credentials[],
): Promise<SignIn[]> {
  return Promise.all(accounts.map((account) => signIn(origin, account)));
}

export function signIn(
  origin: string,
  account: Credentials,
  source: LoginSource = "partner-portal",
): Promise<SignIn> {
  const body = JSON.stringify({ ...account, remember: false, source });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${origin}/api/auth/login`,
      {
        method: "POST",
        agent: false,
        timeout: 30_000,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const latencyMs = performance.now() - started;
          if (response.statusCode !== 200) {
            const answer = Buffer.concat(chunks).toString("utf8").slice(0, 200);
            reject(
              new Error(`sign-in of ${account.email} answered ${response.statusCode}: ${answer}`),
            );
            return;
          }
          const cookies = (response.headers["set-cookie"] ?? []).map(
            (cookie) => cookie.split(";")[0]!,
          );
          resolve({ latencyMs, cookies });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("sign-in timed out")));
    request.on("error", reject);
    request.end(body);
  });
}
