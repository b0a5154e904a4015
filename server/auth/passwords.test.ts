import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

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
});
