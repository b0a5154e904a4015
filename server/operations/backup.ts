import { existsSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, unlink } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { controlSocketPath } from "../../db/data-folder-lock.mjs";
import { writeBackupFile } from "./backup-file";

/**
 * Backup files are named by the time of their snapshot, in UTC, so that their names sort as
 * their times do: `backup-2026-11-24T031500Z.dbbackup`. Only names of this form are ever
 * deleted by the retention.
 */
const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.dbbackup$/;
/** Work files: `.backup-…Z.dbbackup.<pid>.staging` (the copy) and `.partial` (being written). */
const WORK_NAME = /^\.backup-.+\.(\d+)\.(staging|partial)$/;

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "");
  return `backup-${stamp}.dbbackup`;
}

export function isBackupFileName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** Something that stops a backup, with a message for the operator. */
export class BackupError extends Error {}

/** No process holds the database folder: nobody to ask for a snapshot. */
export class NoDatabaseProcessError extends BackupError {}

interface Snapshot {
  files: number;
  /** How long the database was held still while its folder was copied. */
  busyMs: number;
  /** Ends the lease: until then the database process refuses another backup. */
  release(): void;
}

/**
 * Asks the process that holds the data folder to copy it into `into` while no statement runs
 * (db/embedded-server.mjs). The connection stays open as a lease until `release`, so two
 * backups of one database are never under way at once.
 */
export function requestSnapshot(dataDir: string, into: string, skip: string[]): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let buffered = "";
    socket.setEncoding("utf8");
    socket.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new NoDatabaseProcessError(`no process holds the database in ${dataDir}`)
          : error,
      );
    });
    socket.once("close", () => reject(new BackupError("the database process closed the request")));
    socket.once("connect", () => {
      socket.write(`${JSON.stringify({ type: "snapshot", into, skip })}\n`);
    });
    socket.on("data", (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf("\n");
      if (end < 0) return;
      let reply: { ok: true; files: number; busyMs: number } | { ok: false; error: string };
      try {
        reply = JSON.parse(buffered.slice(0, end)) as typeof reply;
      } catch {
        reply = { ok: false, error: "an answer that is not JSON" };
      }
      if (!reply.ok) {
        socket.destroy();
        reject(new BackupError(`the database could not be copied: ${reply.error}`));
        return;
      }
      resolve({ files: reply.files, busyMs: reply.busyMs, release: () => socket.destroy() });
    });
  });
}

/** Makes a rename durable: the folder's entry, not only the file, is flushed. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Work files left by a backup whose process was killed: never complete, so removed. */
async function removeAbandoned(backupDir: string): Promise<void> {
  for (const name of await readdir(backupDir)) {
    const work = WORK_NAME.exec(name);
    if (work && Number(work[1]) !== process.pid && !isRunning(Number(work[1]))) {
      await rm(path.join(backupDir, name), { recursive: true, force: true });
    }
  }
}

export interface BackupOptions {
  dataDir: string;
  backupDir: string;
  /** The snapshot's time, which names the file. */
  now: Date;
  /** Aborting discards the backup under way: no file is left behind. */
  signal?: AbortSignal;
}

export interface BackupResult {
  file: string;
  bytes: number;
  files: number;
  busyMs: number;
}

/**
 * Takes a backup of the embedded database that a running process holds (the server, or the
 * command that opened it): a snapshot copied by that process, then packed into one file here.
 * The file is written under a work name, flushed, and only then renamed to its final name, so
 * a backup cut short (a kill, a full disk) never leaves a file that looks complete.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const { dataDir, backupDir, now, signal } = options;
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  await removeAbandoned(backupDir);
  const name = backupFileName(now);
  const file = path.join(backupDir, name);
  if (existsSync(file)) throw new BackupError(`${file} already exists`);
  const work = path.join(backupDir, `.${name}.${process.pid}`);
  const staging = `${work}.staging`;
  const partial = `${work}.partial`;
  let snapshot: Snapshot | undefined;
  try {
    signal?.throwIfAborted();
    snapshot = await requestSnapshot(dataDir, staging, [path.resolve(backupDir)]);
    const bytes = await writeBackupFile(staging, partial, now, signal);
    await rename(partial, file);
    await syncFolder(backupDir);
    return { file, bytes, files: snapshot.files, busyMs: snapshot.busyMs };
  } finally {
    snapshot?.release();
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Keeps the newest `keep` backup files (by their names' times); deletes the older ones. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(backupDir)).filter(isBackupFileName).sort();
  const older = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of older) await unlink(path.join(backupDir, name));
  return older;
}
