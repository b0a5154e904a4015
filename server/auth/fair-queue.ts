export interface FairQueueLimits {
  /** Pieces of work running at once. */
  slots: number;
  /** Places (waiting or running) one client key may hold at once. */
  perClient: number;
  /** Places all clients together may hold at once. */
  total: number;
}

/** The waiting work's client went away: its turn is given up and the work never runs. */
export class WaitAbortedError extends Error {
  constructor() {
    super("the client went away while its work waited for its turn");
    this.name = "WaitAbortedError";
  }
}

/** A place in line, held until the work has run and its answer is sent. */
export interface QueuePlace {
  /** Runs the work in this place's turn; rejects with WaitAbortedError if the client left. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Gives the place back; a turn still waiting is dropped. */
  release(): void;
}

interface Waiter {
  start(): void;
  cancel(): void;
}

/** The server's own work: not bounded, one more turn-taker. */
const SERVER_KEY = "\0server";
/** A starting guess of one turn's duration, until the queue has measured some. */
const INITIAL_TURN_MS = 20;

/**
 * Work in turns, fair between clients: each client key (an address, an IPv6 /64) has its own
 * line and a free slot goes round the lines in turn. A line that starts after its client had
 * no turn for a whole round (a person signing in once, while a flood keeps its lines full) is
 * served before the round goes on, as new flows are in fq_codel: a flood from a few addresses
 * then delays someone else's work by about one turn, not one per flooding address. A client
 * served less than a round ago joins at the back, so keeping one turn at a time never jumps
 * the line. Places are bounded per client and in total, so waiting work cannot grow without
 * limit; the server's own work (`run`) takes turns too but is never refused.
 */
export class FairQueue {
  readonly #limits: FairQueueLimits;
  /** Places held per client key, waiting or running. */
  readonly #held = new Map<string, number>();
  #heldTotal = 0;
  /** Turns waiting for a slot, per client key; the map's order is the rotation. */
  readonly #lines = new Map<string, Waiter[]>();
  /** Lines of clients that had no turn for a round: served first, in the order they came. */
  readonly #freshLines = new Map<string, Waiter[]>();
  /** When each recently served client last had a turn, in turns started; oldest first. */
  readonly #lastTurn = new Map<string, number>();
  #running = 0;
  #started = 0;
  #averageTurnMs = INITIAL_TURN_MS;

  constructor(limits: FairQueueLimits) {
    this.#limits = limits;
  }

  get limits(): FairQueueLimits {
    return this.#limits;
  }

  /** Counts for tests and logs: turns running and waiting, places held, turns started. */
  get stats(): { running: number; waiting: number; held: number; started: number } {
    let waiting = 0;
    for (const line of [...this.#freshLines.values(), ...this.#lines.values()]) {
      waiting += line.length;
    }
    return { running: this.#running, waiting, held: this.#heldTotal, started: this.#started };
  }

  /**
   * A place for one of this client's sign-ins, or null when the client's share or the whole
   * queue is taken. The signal aborts a turn still waiting (the client disconnected).
   */
  reserve(clientKey: string, signal?: AbortSignal): QueuePlace | null {
    const mine = this.#held.get(clientKey) ?? 0;
    if (mine >= this.#limits.perClient || this.#heldTotal >= this.#limits.total) return null;
    this.#held.set(clientKey, mine + 1);
    this.#heldTotal++;
    let released = false;
    let cancelWaiting: (() => void) | undefined;
    return {
      run: (work) => {
        const turn = this.#turn(clientKey, work, signal);
        cancelWaiting = turn.cancel;
        return turn.done;
      },
      release: () => {
        if (released) return;
        released = true;
        cancelWaiting?.();
        const left = (this.#held.get(clientKey) ?? 1) - 1;
        if (left === 0) this.#held.delete(clientKey);
        else this.#held.set(clientKey, left);
        this.#heldTotal--;
      },
    };
  }

  /**
   * Work that waits its turn but is never refused: the server's own hashing, or, with a client
   * key, work in that key's line for a queue whose places are bounded in front of it (the
   * hashes behind the sign-in queue). The signal withdraws the work while it waits.
   */
  run<T>(work: () => Promise<T>, clientKey: string = SERVER_KEY, signal?: AbortSignal): Promise<T> {
    return this.#turn(clientKey, work, signal).done;
  }

  /** About when a place should free up, for Retry-After: the held places' turns, in slots. */
  retryAfterMs(): number {
    return Math.ceil((this.#heldTotal * this.#averageTurnMs) / this.#limits.slots);
  }

  #turn<T>(
    key: string,
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): { done: Promise<T>; cancel: () => void } {
    let waiter: Waiter | undefined;
    const done = new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(new WaitAbortedError());
      const onAbort = () => waiter?.cancel();
      waiter = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          waiter = undefined;
          this.#execute(work).then(resolve, reject);
        },
        cancel: () => {
          const lines = this.#freshLines.has(key) ? this.#freshLines : this.#lines;
          const line = lines.get(key);
          const index = waiter && line ? line.indexOf(waiter) : -1;
          if (index === -1) return;
          line!.splice(index, 1);
          if (line!.length === 0) lines.delete(key);
          signal?.removeEventListener("abort", onAbort);
          reject(new WaitAbortedError());
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      const line = this.#freshLines.get(key) ?? this.#lines.get(key);
      if (line) line.push(waiter);
      else if (this.#hadNoTurnForARound(key)) this.#freshLines.set(key, [waiter]);
      else this.#lines.set(key, [waiter]);
      this.#dispatch();
    });
    return { done, cancel: () => waiter?.cancel() };
  }

  async #execute<T>(work: () => Promise<T>): Promise<T> {
    this.#running++;
    this.#started++;
    const started = performance.now();
    try {
      return await work();
    } finally {
      // A slowly moving average: one slow turn does not swing Retry-After.
      this.#averageTurnMs += (performance.now() - started - this.#averageTurnMs) / 8;
      this.#running--;
      this.#dispatch();
    }
  }

  /** Whether the client's last turn is a whole round ago: every line waiting has had one since. */
  #hadNoTurnForARound(key: string): boolean {
    const last = this.#lastTurn.get(key);
    return last === undefined || this.#started - last >= this.#freshLines.size + this.#lines.size;
  }

  /** Starts waiting turns while slots are free: fresh lines first, then one line after another. */
  #dispatch(): void {
    while (this.#running < this.#limits.slots) {
      const lines = this.#freshLines.size > 0 ? this.#freshLines : this.#lines;
      const next = lines.entries().next();
      if (next.done) return;
      const [key, line] = next.value;
      const waiter = line.shift()!;
      // The line goes to the back of the rotation, or leaves it when it is empty.
      lines.delete(key);
      if (line.length > 0) this.#lines.set(key, line);
      this.#noteTurn(key);
      waiter.start();
    }
  }

  /** Remembers the client's turn; forgets turns so old that they no longer matter. */
  #noteTurn(key: string): void {
    this.#lastTurn.delete(key);
    this.#lastTurn.set(key, this.#started);
    const round = this.#freshLines.size + this.#lines.size;
    for (const [oldKey, turn] of this.#lastTurn) {
      if (this.#started - turn < round) break;
      this.#lastTurn.delete(oldKey);
    }
  }
}
