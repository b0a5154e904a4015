import path from "node:path";
import type { DatabaseHandle } from "../db/client";
import { startAppServer, type AppServer, type AppServerOptions } from "./app-server";
import { describeError, type Cleanup } from "./cleanup";
import type { EventLoopDelay } from "./event-loop";
import { FLOOD_ADDRESSES, FLOOD_SIGN_INS, measureSignInFlood, type FloodFigures } from "./flood";
import { getRaw } from "./http";
import type { ProcessMemory } from "./memory";
import { delay } from "./processes";
import {
  benchAccounts,
  CONCURRENT_SIGN_INS,
  HashTimer,
  signInFloor,
  seedAccounts,
  signIn,
  signInConcurrently,
  type Credentials,
  type SignInFloor,
} from "./sign-ins";
import {
  COMPARISON_ROUNDS,
  measureThroughput,
  measureThroughputAsMany,
  medianBy,
  type WrkRun,
} from "./wrk";

export type DatabaseKind = "embedded" | "postgres";

/**
 * Rounds of concurrent sign-ins. The p95 is taken over every answer of every round, so a round
 * must be well under 5% of the answers: with ten, one round slowed as a whole by the shared
 * machine (a tenth of the answers) held the p95 by itself. With thirty, it takes two.
 */
const SIGN_IN_ROUNDS = 30;
/** Rounds run before the measured ones, while the code is compiled and optimised. */
const WARM_UP_ROUNDS = 3;
/**
 * Hashes timed before the rounds and after them, and after each round: a round's floor is the
 * median of the hashes timed just before it and just after it.
 */
const FLOOR_SAMPLES_AROUND = 10;
const FLOOR_SAMPLES_BETWEEN = 8;

export interface MemorySample extends ProcessMemory {
  database: DatabaseKind;
  moment: string;
}

export interface SignInFigures {
  database: DatabaseKind;
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The median of every hash timed in the run, and the least the slowest sign-in can take. */
  floor: SignInFloor;
  /**
   * Each sign-in's time over the floor of its own round, at the 95th percentile: what the
   * budget holds, since a shared machine's speed drifts by as much as half within a minute.
   */
  p95FloorRatio: number;
  /** The lowest and highest of the rounds' floors. */
  roundFloorsMs: { min: number; max: number };
  eventLoop: EventLoopDelay;
}

export interface SessionCheckFigures {
  database: DatabaseKind;
  health: WrkRun;
  me: WrkRun;
  /** The server's event loop while wrk ran on `/api/me`. */
  meEventLoop: EventLoopDelay;
}

/** Everything one database's run measured; a part that failed says why instead. */
export interface AccountsRun {
  database: DatabaseKind;
  memory: MemorySample[];
  signIns: SignInFigures | string;
  flood: FloodFigures | string;
  sessionChecks: SessionCheckFigures | string | null;
}

export interface AccountsTarget {
  database: DatabaseKind;
  /** Opens the database the server will use, from this process, to seed it. */
  open(): Promise<DatabaseHandle>;
  server: AppServerOptions;
}

/** Memory is read this long after a phase, once the server has settled. */
const SETTLE_MS = 1_000;

export async function sampleMemory(
  server: AppServer,
  database: DatabaseKind,
  moment: string,
): Promise<MemorySample> {
  await delay(SETTLE_MS);
  return { database, moment, ...(await server.memory()) };
}

/**
 * Accounts on one database: seeds the sign-in accounts, starts the server on it, then measures
 * concurrent sign-ins (latency, and the event loop's lag inside the server while they run),
 * the session check against the health check, and the server's memory after each phase.
 */
export async function benchmarkAccounts(
  rootDir: string,
  target: AccountsTarget,
  wrkPath: string | null,
  cleanup: Cleanup,
): Promise<AccountsRun> {
  const { database } = target;
  const accounts = benchAccounts();
  const handle = await target.open();
  try {
    await seedAccounts(handle, path.join(rootDir, "db", "migrations"), accounts);
  } finally {
    await handle.close();
  }

  const server = await startAppServer(rootDir, cleanup, target.server);
  try {
    const memory = [await sampleMemory(server, database, "after start (accounts seeded)")];

    console.log(`sign-ins: ${database}, ${SIGN_IN_ROUNDS} rounds of ${CONCURRENT_SIGN_INS}...`);
    const signIns = await measureSignIns(server, database, accounts).catch(describeError);
    memory.push(
      await sampleMemory(server, database, `after ${CONCURRENT_SIGN_INS} concurrent sign-ins`),
    );

    console.log(
      `sign-in flood: ${database}, ${FLOOD_SIGN_INS} wrong sign-ins from ${FLOOD_ADDRESSES} addresses...`,
    );
    const flood = await measureSignInFlood(server, accounts[1]!).catch(describeError);
    memory.push(await sampleMemory(server, database, "after the sign-in flood"));

    let sessionChecks: SessionCheckFigures | string | null = null;
    if (wrkPath) {
      sessionChecks = await measureSessionChecks(wrkPath, server, database, accounts).catch(
        describeError,
      );
      memory.push(await sampleMemory(server, database, "after session checks (wrk)"));
    }
    return { database, memory, signIns, flood, sessionChecks };
  } finally {
    await server.stop();
  }
}

async function measureSignIns(
  server: AppServer,
  database: DatabaseKind,
  accounts: Credentials[],
): Promise<SignInFigures> {
  // Unmeasured: the first sign-in also computes the dummy hash for unknown e-mails, and the first
  // rounds compile and optimise the sign-in's code, the server's and the embedded database's.
  // What is budgeted is a running server against its hashing, not a process's first seconds.
  await signIn(server.origin, accounts[0]!);
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    await signInConcurrently(server.origin, accounts);
  }
  // Hashes timed while the server idles: before the rounds, after each one and at the end.
  const hashes = await HashTimer.start();
  try {
    await hashes.time(FLOOR_SAMPLES_AROUND);
    await server.eventLoop.reset();
    const latencies: number[] = [];
    const ratios: number[] = [];
    const roundFloors: number[] = [];
    let timedBefore = hashes.times.slice(-FLOOR_SAMPLES_BETWEEN);
    for (let round = 0; round < SIGN_IN_ROUNDS; round++) {
      const results = await signInConcurrently(server.origin, accounts);
      await hashes.time(FLOOR_SAMPLES_BETWEEN);
      const timedAfter = hashes.times.slice(-FLOOR_SAMPLES_BETWEEN);
      const { floorMs } = signInFloor([...timedBefore, ...timedAfter]);
      roundFloors.push(floorMs);
      for (const { latencyMs } of results) {
        latencies.push(latencyMs);
        ratios.push(latencyMs / floorMs);
      }
      timedBefore = timedAfter;
    }
    const eventLoop = await server.eventLoop.report();
    await hashes.time(FLOOR_SAMPLES_AROUND);
    return {
      database,
      count: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: Math.max(...latencies),
      floor: signInFloor(hashes.times),
      p95FloorRatio: percentile(ratios, 95),
      roundFloorsMs: { min: Math.min(...roundFloors), max: Math.max(...roundFloors) },
      eventLoop,
    };
  } finally {
    hashes.stop();
  }
}

/**
 * wrk on the health check, then on the session check with the cookies of every account signed in
 * (each request the next account's), in turns (`COMPARISON_ROUNDS`); the median run of each is
 * compared.
 */
async function measureSessionChecks(
  wrkPath: string,
  server: AppServer,
  database: DatabaseKind,
  accounts: Credentials[],
): Promise<SessionCheckFigures> {
  const cookies: string[] = [];
  for (const account of accounts) {
    const cookie = (await signIn(server.origin, account)).cookies.join("; ");
    // A benchmark of 401s would look fast and mean nothing: check each answer first.
    const probe = await getRaw(`${server.origin}/api/me`, { cookie });
    if (probe.status !== 200)
      throw new Error(`GET /api/me with a session answered ${probe.status}`);
    cookies.push(cookie);
  }
  const healthRuns: WrkRun[] = [];
  const meRuns: { run: WrkRun; eventLoop: EventLoopDelay }[] = [];
  for (let round = 1; round <= COMPARISON_ROUNDS; round++) {
    const of = `(round ${round} of ${COMPARISON_ROUNDS})`;
    console.log(`wrk: ${database} /api/health ${of}...`);
    healthRuns.push(await measureThroughput(wrkPath, `${server.origin}/api/health`, []));
    console.log(`wrk: ${database} /api/me (signed in) ${of}...`);
    await server.eventLoop.reset();
    const run = await measureThroughputAsMany(wrkPath, `${server.origin}/api/me`, cookies);
    const eventLoop = await server.eventLoop.report();
    if (run.errors > 0)
      throw new Error(`GET /api/me under load: ${run.errors} errors or non-2xx answers`);
    meRuns.push({ run, eventLoop });
  }
  const health = medianBy(healthRuns, (run) => run.requestsPerSec);
  const me = medianBy(meRuns, (each) => each.run.requestsPerSec).run;
  // The event loop's worst run, not the median one's: a lag budget is about the bad moments.
  const meEventLoop = meRuns
    .map((each) => each.eventLoop)
    .reduce((worst, each) => (each.p99Ms > worst.p99Ms ? each : worst));
  return { database, health, me, meEventLoop };
}

/** Nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}
