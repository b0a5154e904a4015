/**
 * The embedded database's process runs with its own Node.js flags (`embeddedDatabaseNodeFlags`
 * in db/embedded-process.ts), which keep V8's heap small beside PGlite's memory, and not with
 * the flags of the process that started it.
 */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase, type DatabaseHandle } from "../../db/client";

describe("the embedded database's Node.js flags", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
  });

  it("bound the young generation to 1 MB semi-spaces and the old one to 1.1x what survives", async () => {
    handle = await openEmbeddedDatabase();
    const commandLine = readFileSync(`/proc/${handle.embedded!.pid}/cmdline`, "utf8").split("\0");
    const script = commandLine.findIndex((part) => part.endsWith("embedded-server.mjs"));
    expect(commandLine.slice(1, script)).toEqual([
      "--max-semi-space-size=1",
      "--heap-growing-percent=10",
    ]);
  });
});
