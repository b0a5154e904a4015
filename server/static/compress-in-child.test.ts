import { fork } from "node:child_process";
import { once } from "node:events";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressInChildProcess } from "./compress-in-child";

const page = (title: string) =>
  Buffer.from(
    `<!doctype html><html lang="sl"><title>${title}</title>` +
      "<p>Čez šest žag, v treh izmenah.</p>".repeat(200),
  );

describe("compressInChildProcess", () => {
  it("gives each body its brotli and gzip copies, in the bodies' order", async () => {
    const bodies = [page("Domov"), page("O nas"), page("Kontakt")];
    const copies = await compressInChildProcess(bodies);
    expect(copies).toHaveLength(3);
    copies.forEach((copy, index) => {
      expect(brotliDecompressSync(copy.br!).equals(bodies[index]!)).toBe(true);
      expect(gunzipSync(copy.gzip!).equals(bodies[index]!)).toBe(true);
      expect(copy.br!.length).toBeLessThan(bodies[index]!.length / 10);
    });
  });

  it("keeps no copy of a body that compression would not make 10% smaller", async () => {
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
    const [copy] = await compressInChildProcess([random.subarray(0, 40)]);
    expect(copy).toEqual({});
  });

  it("asks for no process when there is nothing to compress", async () => {
    expect(await compressInChildProcess([])).toEqual([]);
  });
});

describe("the compressing process", () => {
  it("answers one message with the copies and ends", async () => {
    const child = fork(new URL("./compress-pages-process.mjs", import.meta.url), [], {
      serialization: "advanced",
      execArgv: [],
    });
    const exited = once(child, "exit");
    child.send({ bodies: [page("Zasebnost")] });
    const [message] = (await once(child, "message")) as [{ copies: { br: Uint8Array }[] }];
    expect(brotliDecompressSync(message.copies[0]!.br).toString()).toContain("Zasebnost");
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
  });
});
