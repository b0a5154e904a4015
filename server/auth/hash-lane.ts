import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { Options } from "@node-rs/argon2";
import { serverScript } from "../script-paths";

/**
 * Hashes running at once: one core fewer than the machine has, at least one, so the event loop
 * keeps a core. With libuv's four threads all hashing on two cores, the loop waited behind them
 * and the hashes slowed each other (19 MiB each, memory-bound): 20 took 420–540 ms four at a
 * time against 220–230 ms one at a time.
 */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);

/**
 * Hashes handed to a lane at once: the one it runs and the next, so that one starts the moment
 * the first ends instead of a message's round trip through the event loop later (about 1 ms a
 * hash, measured). A client arriving fresh waits behind one hash more per lane at most.
 */
const HASHES_PER_LANE = 2;

/** Hashes handed to the lanes at once: what the turns in front of them let through. */
export const HASHES_HANDED_OUT = HASH_SLOTS * HASHES_PER_LANE;

type HashTask =
  | { kind: "hash"; password: string; options: Options }
  | { kind: "verify"; storedHash: string; password: string };

let lanes: Piscina<HashTask, string | boolean> | undefined;

/**
 * Threads of their own for password hashing, one per hash slot, started with the first hash
 * and kept. On libuv's pool each hash took whichever of its four threads was free, and the next
 * one started only once the event loop had taken the last one's answer: twenty sign-ins at once
 * ran some 35% over twenty hashes timed alone (docs/performance.md). A lane's thread runs the
 * hashes it is handed back to back and leaves libuv's pool to the server's files and sockets.
 */
function hashLanes(): Piscina<HashTask, string | boolean> {
  lanes ??= new Piscina({
    filename: serverScript("server/auth/hash-lane-worker.mjs"),
    minThreads: HASH_SLOTS,
    maxThreads: HASH_SLOTS,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: HASHES_PER_LANE,
    // Plain JavaScript that needs none of the server's flags or preloaded modules.
    execArgv: [],
    // Each task as a message of its own, answered as soon as its hash ends. With Piscina's
    // default (Atomics), a thread handed two tasks runs the second before it answers the
    // first: every answer waited a hash more, and the thread then waited for the next two.
    atomics: "disabled",
  });
  return lanes;
}

export async function hashOnLane(password: string, options: Options): Promise<string> {
  return String(await hashLanes().run({ kind: "hash", password, options }));
}

/** False for a wrong password and for a stored hash that cannot be read. */
export async function verifyOnLane(storedHash: string, password: string): Promise<boolean> {
  return (await hashLanes().run({ kind: "verify", storedHash, password })) === true;
}
