import { systemClock, type Clock } from "../clock";
import type { AppConfig } from "../config";
import { pruneBackups, takeBackup, type BackupResult } from "./backup";

/** The first daily backup waits until the start's own work is done and the site is warm. */
export const FIRST_BACKUP_AFTER_MS = 10 * 60_000;
export const BACKUP_EVERY_MS = 24 * 60 * 60_000;

/** The timer functions the schedule uses; tests pass their own to move time by hand. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemTimers: Timers = {
  // Never what keeps the process alive.
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface ScheduleLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface DailyBackupOptions {
  /** Takes one backup named by `now`; aborting it discards it. */
  backup(now: Date, signal: AbortSignal): Promise<BackupResult>;
  backupDir: string;
  /** How many backup files to keep (BACKUP_KEEP). */
  keep: number;
  clock: Clock;
  log: ScheduleLog;
  timers?: Timers;
  firstAfterMs?: number;
  everyMs?: number;
}

export interface DailyBackups {
  /** Resolves when the latest run (backup and clean-up) has ended. */
  readonly idle: Promise<void>;
  /** No further backups; one under way is discarded, leaving no file behind. */
  stop(): Promise<void>;
}

/**
 * One backup some minutes after start, then one every 24 hours, each followed by deleting
 * the backup files beyond the newest `keep`. A failure is logged and the next day's backup
 * still runs: a backup never takes the server down.
 */
export function scheduleDailyBackups(options: DailyBackupOptions): DailyBackups {
  const {
    backup,
    backupDir,
    keep,
    clock,
    log,
    timers = systemTimers,
    firstAfterMs = FIRST_BACKUP_AFTER_MS,
    everyMs = BACKUP_EVERY_MS,
  } = options;
  const abort = new AbortController();
  let idle = Promise.resolve();
  let timer: unknown;

  const run = async () => {
    try {
      const result = await backup(clock.now(), abort.signal);
      const deleted = await pruneBackups(backupDir, keep);
      log.info({ ...result, deleted }, "daily backup written");
    } catch (error) {
      if (!abort.signal.aborted) log.error({ err: error }, "daily backup failed");
    }
  };
  const plan = (ms: number) => {
    timer = timers.setTimeout(() => {
      idle = run().then(() => {
        if (!abort.signal.aborted) plan(everyMs);
      });
    }, ms);
  };
  plan(firstAfterMs);

  return {
    get idle() {
      return idle;
    },
    async stop() {
      abort.abort();
      timers.clearTimeout(timer);
      await idle;
    },
  };
}

/** The server's daily backups of its embedded database, into BACKUP_DIR. */
export function startDailyBackups(
  config: Pick<AppConfig, "dataDir" | "backupDir" | "backupKeep">,
  log: ScheduleLog,
): DailyBackups {
  return scheduleDailyBackups({
    backup: (now, signal) =>
      takeBackup({ dataDir: config.dataDir, backupDir: config.backupDir, now, signal }),
    backupDir: config.backupDir,
    keep: config.backupKeep,
    clock: systemClock,
    log,
  });
}
