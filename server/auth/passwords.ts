import { createRequire } from "node:module";
import { brokenPasswordRules, type PasswordRule } from "../../core/schemas/auth";
import { FairQueue } from "./fair-queue";
import { HASHES_HANDED_OUT, HASH_SLOTS, hashOnLane, verifyOnLane } from "./hash-lane";

/** OWASP's argon2id parameters: 19 MiB of memory, two passes, one lane. */
const argon2Options = {
  // Algorithm.Argon2id: the binding's enum is a const enum that isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes in turn, handed to the hash lanes (hash-lane.ts) as they take them; queued hashes wait
 * as promises, which costs nothing. The sign-in queue in front of them keeps a flood's share
 * fair and bounded.
 */
const hashTurns = new FairQueue({
  slots: HASHES_HANDED_OUT,
  perClient: Number.POSITIVE_INFINITY,
  total: Number.POSITIVE_INFINITY,
});

/** Hashing runs on a thread of its own: the event loop stays free. */
export function hashPassword(password: string): Promise<string> {
  return hashTurns.run(() => hashOnLane(password, argon2Options));
}

/** A hash of nothing anyone knows: verified against for unknown e-mails, so they take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against the dummy hash when there is no account,
 * so an unknown e-mail costs the same time as a wrong password. `clientKey`: the sign-in's
 * client, whose hashes take turns with other clients' as the sign-in queue's places do, so a
 * flood's admitted sign-ins do not hold another address's hash behind all of theirs.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
  clientKey?: string,
  /** Withdraws a check still waiting for its turn: it rejects with WaitAbortedError. */
  withdraw?: AbortSignal,
): Promise<boolean> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  const target = storedHash ?? (await dummyHash);
  const matches = await hashTurns.run(() => verifyOnLane(target, password), clientKey, withdraw);
  return Boolean(storedHash) && matches;
}

/** Whether a hash lane has nothing to do: a check handed over now would start at once. */
export function hashLaneFree(): boolean {
  const { running, waiting } = hashTurns.stats;
  return running + waiting < HASH_SLOTS;
}

/** Password hashes and checks started since the process began, for tests and logs. */
export function hashesStarted(): number {
  return hashTurns.stats.started;
}

/**
 * The list is read the first time a password is judged, not at start: opening the package
 * unpacks all of its dictionaries, some 14 MB of the process's memory that a server which
 * only signs people in never needs.
 */
let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-common") as {
    dictionary: Record<string, string[]>;
  };
  return new Set(dictionary["passwords-common"]);
}

/** Whether a password is on the list of the most commonly used ones (about 50,000). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

export type PasswordVerdict =
  | { ok: true }
  | { ok: false; reason: "policy"; rules: PasswordRule[] }
  | { ok: false; reason: "common" };

/** The password rules plus the refusal of commonly used passwords (docs/rules.md#passwords). */
export function judgePassword(password: string): PasswordVerdict {
  const rules = brokenPasswordRules(password);
  if (rules.length > 0) return { ok: false, reason: "policy", rules };
  if (isCommonPassword(password)) return { ok: false, reason: "common" };
  return { ok: true };
}
