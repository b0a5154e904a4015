import { describe, expect, it } from "vitest";
import { WaitAbortedError } from "./fair-queue";
import { HASH_SLOTS } from "./hash-lane";
import { hashLaneFree, hashPassword, hashesStarted, verifyPassword } from "./passwords";

describe("password hashing on the hash lanes", () => {
  it("hashes with argon2id at 19 MiB and two passes, and checks against the hash", async () => {
    const stored = await hashPassword("Šiška2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Šiška2026")).toBe(true);
    expect(await verifyPassword(stored, "šiška2026")).toBe(false);
  });

  it("matches no password for an unknown account or a stored hash it cannot read", async () => {
    expect(await verifyPassword(null, "Anything1")).toBe(false);
    expect(await verifyPassword(undefined, "Anything1")).toBe(false);
    expect(await verifyPassword("not an argon2 hash", "not an argon2 hash")).toBe(false);
  });

  it("answers each of twenty checks at once with its own result", async () => {
    const stored = await hashPassword("Kranj2026");
    const guesses = Array.from({ length: 20 }, (_, i) => (i % 3 === 0 ? "Kranj2026" : `Kranj${i}`));
    const answers = await Promise.all(
      guesses.map((guess, i) => verifyPassword(stored, guess, `203.0.113.${i % 4}`)),
    );
    expect(answers).toEqual(guesses.map((guess) => guess === "Kranj2026"));
  });

  it("leaves the event loop free while a hash runs", async () => {
    const stored = await hashPassword("Ptuj2026");
    const order: string[] = [];
    const checked = verifyPassword(stored, "Ptuj2026").then(() => order.push("hash"));
    // A timer the loop can only run if no hash holds it: it fires before the hash's answer.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    order.push("timer");
    await checked;
    expect(order).toEqual(["timer", "hash"]);
  });

  it("says a lane is free only while fewer checks than lanes are in hand, and withdraws a waiting check", async () => {
    const stored = await hashPassword("Celje2026");
    // The first check in a process also makes the dummy hash: done before counting.
    await verifyPassword(null, "Celje2026");
    expect(hashLaneFree()).toBe(true);
    const started = hashesStarted();
    const busy = Array.from({ length: HASH_SLOTS }, () => verifyPassword(stored, "Celje2026"));
    expect(hashLaneFree()).toBe(false);
    // Every slot is handed out (two per lane): a further check waits, and can be withdrawn.
    const more = Array.from({ length: HASH_SLOTS }, () => verifyPassword(stored, "x"));
    const withdraw = new AbortController();
    const withdrawn = verifyPassword(stored, "Celje2026", "203.0.113.9", withdraw.signal);
    withdraw.abort();
    await expect(withdrawn).rejects.toBeInstanceOf(WaitAbortedError);
    expect(await Promise.all([...busy, ...more])).toEqual([
      ...busy.map(() => true),
      ...more.map(() => false),
    ]);
    expect(hashesStarted()).toBe(started + 2 * HASH_SLOTS);
    expect(hashLaneFree()).toBe(true);
  });
});
