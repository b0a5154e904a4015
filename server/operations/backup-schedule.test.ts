import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TestClock } from "../../tests/support/clock";
import { testConfig } from "../../tests/support/test-app";
import { backupFileName } from "./backup";
import { scheduleDailyBackups, type Timers } from "./backup-schedule";

/** Timers the test fires by hand, recording the delay each was set for. */
class ManualTimers implements Timers {
  pending: { run: () => void; ms: number } | null = null;

  setTimeout(run: () => void, ms: number) {
    this.pending = { run, ms };
    return this.pending;
  }

  clearTimeout(handle: unknown) {
    if (handle === this.pending) this.pending = null;
  }

  fire(): number {
    const timer = this.pending!;
    this.pending = null;
    timer.run();
    return timer.ms;
  }
}

const quiet = { info: () => {}, error: () => {} };
let backupDir: string;
afterEach(() => rmSync(backupDir, { recursive: true, force: true }));

describe("the daily backup", () => {
  it("runs 10 minutes after start, then every 24 hours, keeping the newest 7 of its own files", async () => {
    backupDir = mkdtempSync(path.join(tmpdir(), "site-backups-"));
    // Files the retention must leave alone: not named as its own backups are.
    const foreign = ["notes.txt", "backup-manual.dbbackup", "backup-2020-01-01T000000Z.tar.gz"];
    for (const name of foreign) writeFileSync(path.join(backupDir, name), "keep me");
    const clock = new TestClock(new Date("2026-11-24T03:00:00Z"));
    const timers = new ManualTimers();
    const taken: string[] = [];
    const daily = scheduleDailyBackups({
      // The real backup is tested against a database elsewhere; here a file of its name.
      backup: async (now) => {
        const file = path.join(backupDir, backupFileName(now));
        writeFileSync(file, "backup");
        taken.push(path.basename(file));
        return { file, bytes: 6, files: 1, busyMs: 0 };
      },
      backupDir,
      keep: testConfig().backupKeep,
      clock,
      log: quiet,
      timers,
    });

    const delays: number[] = [];
    for (let day = 0; day < 10; day++) {
      clock.advance(timers.pending!.ms);
      delays.push(timers.fire());
      await daily.idle;
    }
    await daily.stop();

    expect(delays[0]).toBe(10 * 60 * 1000);
    expect(new Set(delays.slice(1))).toEqual(new Set([24 * 60 * 60 * 1000]));
    expect(taken[0]).toBe("backup-2026-11-24T031000Z.dbbackup");
    expect(taken[1]).toBe("backup-2026-11-25T031000Z.dbbackup");
    const left = readdirSync(backupDir).sort();
    expect(left.filter((name) => !foreign.includes(name))).toHaveLength(7);
    expect(left).toEqual([...foreign, ...taken.slice(-7)].sort());
    expect(timers.pending).toBeNull();
  });

  it("logs a failed backup and still takes the next one", async () => {
    backupDir = mkdtempSync(path.join(tmpdir(), "site-backups-"));
    const timers = new ManualTimers();
    const errors: string[] = [];
    let attempts = 0;
    const daily = scheduleDailyBackups({
      backup: async () => {
        attempts++;
        throw new Error("disk full");
      },
      backupDir,
      keep: 7,
      clock: new TestClock(),
      log: { info: () => {}, error: (_details, message) => errors.push(message) },
      timers,
    });
    timers.fire();
    await daily.idle;
    timers.fire();
    await daily.idle;
    await daily.stop();
    expect(attempts).toBe(2);
    expect(errors).toEqual(["daily backup failed", "daily backup failed"]);
  });
});
