/**
 * glibc's malloc settings that keep the product's processes small after password hashes (see
 * `mallocEnvironment` in db/embedded-process.ts): the database's process runs with them, and the
 * systemd unit an operator copies sets the same for the server.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase, type DatabaseHandle } from "../../db/client";
import { mallocEnvironment } from "../../db/embedded-process";

const unit = readFileSync(
  path.resolve(import.meta.dirname, "../../deploy/systemd/firm-website.service"),
  "utf8",
);

describe("malloc settings", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
  });

  it("map every block from 128 KiB up, so a freed large block goes back at once", () => {
    expect(mallocEnvironment).toEqual({ MALLOC_MMAP_THRESHOLD_: "131072" });
  });

  it("are set for the server by the systemd unit", () => {
    const set = [...unit.matchAll(/^Environment=([A-Z_]+)=(\S+)$/gm)].map(([, name, value]) => [
      name,
      value,
    ]);
    // The unit is read as an operator's copy is: the same value as the database's, written out.
    expect(set).toEqual([["MALLOC_MMAP_THRESHOLD_", "131072"]]);
    expect(Object.fromEntries(set)).toEqual(mallocEnvironment);
  });

  it("are in the environment of the embedded database's process", async () => {
    handle = await openEmbeddedDatabase();
    const environ = readFileSync(`/proc/${handle.embedded!.pid}/environ`, "utf8").split("\0");
    expect(environ).toContain("MALLOC_MMAP_THRESHOLD_=131072");
  });
});
