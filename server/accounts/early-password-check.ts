import type { Database } from "../../db/client";
import { hashLaneFree } from "../auth/passwords";
import { perDatabase } from "../per-database";
import type { SignInCounts } from "./sign-in-limits";

/** Keys remembered per database at most; the oldest are forgotten first. */
const REMEMBERED_KEYS = 10_000;

/**
 * The counts' keys (address and account) this process saw blocked lately, each until its block
 * ends. Only a hint for when to check a password early: the claim in the database decides, so
 * a key forgotten, or blocked by another instance, costs at most one early hash.
 */
export class BlockedKeys {
  readonly #until = new Map<string, number>();
  readonly #limit: number;

  constructor(limit = REMEMBERED_KEYS) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#until.size;
  }

  remember(key: string, until: number): void {
    // Re-inserted, so the map's order stays the order of last use.
    this.#until.delete(key);
    this.#until.set(key, until);
    for (const oldest of this.#until.keys()) {
      if (this.#until.size <= this.#limit) break;
      this.#until.delete(oldest);
    }
  }

  /** Whether the address or the account was blocked at `at`, as far as this process saw. */
  blocked(counts: SignInCounts, at: number): boolean {
    let blocked = false;
    for (const key of [counts.addressKey, counts.accountKey]) {
      const until = this.#until.get(key);
      if (until === undefined) continue;
      if (until > at) blocked = true;
      else this.#until.delete(key);
    }
    return blocked;
  }
}

export const blockedKeysOf = perDatabase((_db: Database) => new BlockedKeys());

/**
 * Whether a sign-in's password may be checked while its attempt is being claimed, rather than
 * after (sign-in.ts): the first of a burst then starts hashing a lookup after it arrives, not a
 * transaction later. Only when a hash lane stands idle, so the early check holds nobody's hash
 * back; and not for an address or account seen blocked, so a flood against a blocked one costs
 * no hashes. A refused claim withdraws its check if it has not started, and its answer is never
 * read: what the sign-in answers is decided by the claim, as before.
 */
export function mayCheckEarly(db: Database, counts: SignInCounts, at: number): boolean {
  return hashLaneFree() && !blockedKeysOf(db).blocked(counts, at);
}
