import { describe, expect, it } from "vitest";
import { FairQueue, WaitAbortedError } from "./fair-queue";

/** Work that runs until the test lets it finish. */
function heldWork() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe("FairQueue", () => {
  it("gives one client 16 places and all clients 256, then refuses", () => {
    const queue = new FairQueue({ slots: 1, perClient: 16, total: 256 });
    for (let i = 0; i < 16; i++) expect(queue.reserve("203.0.113.1")).not.toBeNull();
    expect(queue.reserve("203.0.113.1")).toBeNull();
    for (let client = 2; client <= 16; client++) {
      for (let i = 0; i < 16; i++) expect(queue.reserve(`203.0.113.${client}`)).not.toBeNull();
    }
    expect(queue.stats.held).toBe(256);
    expect(queue.reserve("203.0.113.17")).toBeNull();
  });

  it("takes a client's places back when released, once each", () => {
    const queue = new FairQueue({ slots: 1, perClient: 2, total: 256 });
    const first = queue.reserve("203.0.113.1")!;
    queue.reserve("203.0.113.1");
    expect(queue.reserve("203.0.113.1")).toBeNull();
    first.release();
    first.release();
    expect(queue.stats.held).toBe(1);
    expect(queue.reserve("203.0.113.1")).not.toBeNull();
    expect(queue.reserve("203.0.113.1")).toBeNull();
  });

  it("hands the free slot to each client's line in turn", async () => {
    const queue = new FairQueue({ slots: 1, perClient: 16, total: 256 });
    const holder = heldWork();
    const held = queue.run(holder.work);
    const order: string[] = [];
    const turns: Promise<void>[] = [];
    const take = (client: string, label: string) => {
      const place = queue.reserve(client)!;
      turns.push(place.run(async () => void order.push(label)).finally(() => place.release()));
    };
    for (let i = 1; i <= 4; i++) take("198.51.100.1", `flood ${i}`);
    for (let i = 1; i <= 4; i++) take("198.51.100.2", `other flood ${i}`);
    take("203.0.113.9", "partner");
    expect(queue.stats.waiting).toBe(9);

    holder.finish();
    await held;
    await Promise.all(turns);
    expect(order.slice(0, 3)).toEqual(["flood 1", "other flood 1", "partner"]);
    expect(order).toHaveLength(9);
  });

  it("drops a waiting turn whose client went away: it never runs", async () => {
    const queue = new FairQueue({ slots: 1, perClient: 16, total: 256 });
    const holder = heldWork();
    const held = queue.run(holder.work);
    const gone = new AbortController();
    const place = queue.reserve("203.0.113.1", gone.signal)!;
    let ran = false;
    const turn = place.run(async () => void (ran = true));
    expect(queue.stats.waiting).toBe(1);

    gone.abort();
    await expect(turn).rejects.toBeInstanceOf(WaitAbortedError);
    expect(queue.stats.waiting).toBe(0);
    place.release();
    holder.finish();
    await held;
    expect(ran).toBe(false);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, held: 0, started: 1 });
  });

  it("runs as many turns at once as it has slots", async () => {
    const queue = new FairQueue({ slots: 2, perClient: 16, total: 256 });
    const works = [heldWork(), heldWork(), heldWork()];
    const runs = works.map((held) => queue.run(held.work));
    expect(queue.stats).toMatchObject({ running: 2, waiting: 1 });
    works[0]!.finish();
    await runs[0];
    expect(queue.stats).toMatchObject({ running: 2, waiting: 0 });
    works[1]!.finish();
    works[2]!.finish();
    await Promise.all(runs);
    expect(queue.stats.running).toBe(0);
  });

  it("runs work for a client key in turn with other keys, never refused", async () => {
    const queue = new FairQueue({ slots: 1, perClient: 1, total: 1 });
    const order: string[] = [];
    const first = heldWork();
    const running = queue.run(async () => {
      order.push("flood 1");
      await first.work();
    }, "flood");
    const flood = [2, 3, 4, 5].map((n) =>
      queue.run(async () => void order.push(`flood ${n}`), "flood"),
    );
    const partner = queue.run(async () => void order.push("partner"), "partner");
    first.finish();
    await Promise.all([running, ...flood, partner]);
    // The partner waits one turn per other client line, not for the whole flood.
    expect(order).toEqual(["flood 1", "flood 2", "partner", "flood 3", "flood 4", "flood 5"]);
  });

  it("withdraws run work whose signal aborts while it waits; work already running finishes", async () => {
    const queue = new FairQueue({ slots: 1, perClient: 1, total: 1 });
    const ran: string[] = [];
    const first = heldWork();
    const running = queue.run(async () => {
      ran.push("running");
      await first.work();
    });
    const withdrawn = new AbortController();
    const waiting = queue.run(
      async () => void ran.push("withdrawn"),
      "203.0.113.1",
      withdrawn.signal,
    );
    const next = queue.run(async () => void ran.push("next"), "203.0.113.2");
    withdrawn.abort();
    await expect(waiting).rejects.toBeInstanceOf(WaitAbortedError);
    expect(queue.stats.waiting).toBe(1);
    first.finish();
    await Promise.all([running, next]);
    expect(ran).toEqual(["running", "next"]);
    expect(queue.stats.started).toBe(2);
  });

  it("serves a client that had no turn for a round next, but one just served waits its round", async () => {
    const queue = new FairQueue({ slots: 1, perClient: 64, total: 256 });
    const order: string[] = [];
    const finishers: (() => void)[] = [];
    const turns: Promise<void>[] = [];
    const take = (client: string, label = client) =>
      turns.push(
        queue.run(() => {
          order.push(label);
          return new Promise<void>((resolve) => finishers.push(resolve));
        }, client),
      );
    /** Lets the running turn finish and the next one start. */
    const step = async () => {
      finishers.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    };
    for (let round = 1; round <= 4; round++) for (const flood of ["a", "b", "c"]) take(flood);
    for (let turn = 1; turn <= 5; turn++) await step();
    expect(order).toEqual(["a", "b", "c", "a", "b", "c"]);

    // Two rounds of a flood from three addresses have run when a partner signs in: it has the
    // very next turn, not the one after each flooding address.
    take("partner");
    await step();
    expect(order.at(-1)).toBe("partner");
    // Asking again at once, it joins the back: keeping one turn at a time never jumps the line.
    take("partner", "partner again");
    while (finishers.length > 0) await step();
    await Promise.all(turns);
    expect(order.slice(6)).toEqual(["partner", "a", "b", "c", "partner again", "a", "b", "c"]);
  });
});
