import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import languageCommon from "@zxcvbn-ts/language-common";
import { passwordProblems } from "../../core/schemas/auth";
import { FairHashQueue, type HashPlace, type HashQueueLimits } from "./hash-queue";

/** OWASP's argon2id parameters: 19 MiB of memory, two passes, one lane. */
const argon2Options = {
  // Algorithm.Argon2id: the binding's enum is a const enum that isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes running at once: one core fewer than the machine has, at least one, so the event loop
 * keeps a core. With libuv's four threads all hashing on two cores, the loop waited behind them
 * and the hashes slowed each other (19 MiB each, memory-bound): 20 took 420–540 ms four at a
 * time against 220–230 ms one at a time.
 */
export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);

/**
 * Sign-ins one client address (an IPv6 /64) may have in line for a hash at once. A person
 * signs in once; 16 lets an office behind one address sign in within the same second, while
 * a flood from one address holds 16 places and gets 503 for the rest.
 */
export const HASH_QUEUE_PER_CLIENT = 16;

/**
 * Sign-ins in line for a hash at once, all addresses together: a hash takes about 11 ms of a
 * core, so the last of 256 waits about 3 s on one slot, well inside a browser's patience and
 * the server's 30 s request limit. A waiting sign-in holds only its request, not a hash's
 * memory. Beyond it, 503 with Retry-After.
 */
export const HASH_QUEUE_TOTAL = 256;

export function createPasswordHashQueue(limits: Partial<HashQueueLimits> = {}): FairHashQueue {
  return new FairHashQueue({
    slots: HASH_SLOTS,
    perClient: HASH_QUEUE_PER_CLIENT,
    total: HASH_QUEUE_TOTAL,
    ...limits,
  });
}

/** The process's hashes: sign-ins take places in it, the server's own work its turns. */
export const passwordHashQueue = createPasswordHashQueue();

/** Hashing runs on libuv's thread pool (the binding is asynchronous): the event loop stays free. */
export function hashPassword(password: string): Promise<string> {
  return passwordHashQueue.run(() => hash(password, argon2Options));
}

/** A hash of nothing anyone knows: verified against for unknown e-mails, so they take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against the dummy hash when there is no account,
 * so an unknown e-mail costs the same time as a wrong password. A sign-in checks in its place
 * in the hash queue; without one the check takes the server's own turn.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
  place?: HashPlace,
): Promise<boolean> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  const target = storedHash ?? (await dummyHash);
  const check = () => verify(target, password).catch(() => false);
  const matches = await (place ? place.run(check) : passwordHashQueue.run(check));
  return Boolean(storedHash) && matches;
}

const commonPasswords = new Set<string>(languageCommon.dictionary["passwords-common"]);

/** Whether a password is on the list of the most commonly used ones (about 50,000). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export type PasswordVerdict =
  | { ok: true }
  | { ok: false; reason: "policy"; problems: string[] }
  | { ok: false; reason: "common" };

/** The password policy of SPEC §5 plus the server's refusal of commonly used passwords. */
export function judgePassword(password: string): PasswordVerdict {
  const problems = passwordProblems(password);
  if (problems.length > 0) return { ok: false, reason: "policy", problems };
  if (isCommonPassword(password)) return { ok: false, reason: "common" };
  return { ok: true };
}
