import { FairQueue, type FairQueueLimits } from "../auth/fair-queue";
import { HASH_SLOTS } from "../auth/hash-lane";

/**
 * Sign-ins in progress at once (their statements and their hash). Enough that a burst's
 * sign-ins claim their attempts together, in one transaction (sign-in-limits.ts), while the
 * hash slots work through them; an admitted sign-in waiting for a hash slot holds no
 * statement, so the database's queue stays short however many wait. The hashes take turns by
 * client address (passwords.ts), so a flood's admitted sign-ins hold another address's hash
 * back by about one hash, not by all of theirs (fair-queue.ts).
 */
export const SIGN_INS_AT_ONCE = 24 * HASH_SLOTS;

/**
 * Sign-ins one client address (an IPv6 /64) may have waiting or in progress. A person signs in
 * once; 32 lets an office of twenty behind one address sign in within the same second, while a
 * flood from one address gets 503 beyond its 32.
 */
export const SIGN_IN_QUEUE_PER_CLIENT = 32;

/**
 * Sign-ins waiting or in progress, all addresses together: at about 15 ms each on one hash
 * slot the last of 512 waits about 8 s, inside the server's 30 s request limit. A waiting
 * sign-in holds only its request. Sixteen flooding addresses fill it; ten leave room for
 * everyone else. Beyond it, 503 with Retry-After.
 */
export const SIGN_IN_QUEUE_TOTAL = 512;

export function createSignInQueue(limits: Partial<FairQueueLimits> = {}): FairQueue {
  return new FairQueue({
    slots: SIGN_INS_AT_ONCE,
    perClient: SIGN_IN_QUEUE_PER_CLIENT,
    total: SIGN_IN_QUEUE_TOTAL,
    ...limits,
  });
}

/**
 * The process's sign-ins, in turn between client addresses: a flood from a few addresses
 * delays another address's sign-in by about one sign-in, not by the flood.
 */
export const signInQueue = createSignInQueue();
