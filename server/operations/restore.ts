import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rmdir } from "node:fs/promises";
import type { Server } from "node:net";
import path from "node:path";
import {
  CONTROL_SOCKET_NAME,
  claimDataFolder,
  DataFolderInUseError,
} from "../../db/data-folder-lock.mjs";
import { readBackupFile } from "./backup-file";

/** A restore refused before it changed anything; the message tells the operator what to do. */
export class RestoreError extends Error {}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Backups inside the data folder stay where they are. */
  backupDir: string;
  /** Replace a database the folder holds (it is kept aside, not deleted). */
  force: boolean;
  now: Date;
}

export interface RestoreResult {
  /** When the backup was taken. */
  takenAt: Date;
  /** Where the folder's earlier contents were moved, if it had any. */
  setAside: string | null;
}

const stampOf = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/:/g, "");

/**
 * Restores a backup file into the data folder. The folder is claimed first, as the database's
 * own process claims it, so this is refused while a server (or a backup) uses the folder, and
 * no server can start until it is done. The file is unpacked and verified beside the folder
 * before anything in the folder moves. A folder that holds a database needs `force`; its
 * contents are then moved aside to `<folder>.before-restore-<time>`, never deleted.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { file, force, now } = options;
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(file)) throw new RestoreError(`${file} does not exist`);
  await mkdir(dataDir, { recursive: true });
  let lock: Server;
  try {
    lock = await claimDataFolder(dataDir);
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      throw new RestoreError(
        `${dataDir} is in use by a running server (or a backup): stop it, then restore`,
      );
    }
    throw error;
  }
  try {
    if (existsSync(path.join(dataDir, "PG_VERSION")) && !force) {
      throw new RestoreError(
        `${dataDir} holds a database: to replace it, run the restore again with --force ` +
          `(its files are then moved aside, not deleted)`,
      );
    }
    const stamp = stampOf(now);
    const restoring = `${dataDir}.restoring-${stamp}`;
    const takenAt = await readBackupFile(file, restoring);

    // What stays in the folder: its lock, and the backups when they live inside it.
    const backupTop = path.relative(dataDir, path.resolve(options.backupDir)).split(path.sep)[0];
    const inside = backupTop && backupTop !== ".." && !path.isAbsolute(backupTop);
    const stays = new Set([CONTROL_SOCKET_NAME, ...(inside ? [backupTop] : [])]);
    const present = (await readdir(dataDir)).filter((name) => !stays.has(name));
    let setAside: string | null = null;
    if (present.length > 0) {
      setAside = `${dataDir}.before-restore-${stamp}`;
      await mkdir(setAside);
      // PG_VERSION first: a folder whose move was cut short no longer counts as a database.
      for (const name of present.sort(lastUnlessVersion).reverse()) {
        await rename(path.join(dataDir, name), path.join(setAside, name));
      }
    }
    // PG_VERSION last: a restore cut short leaves no folder that looks like a whole database.
    for (const name of (await readdir(restoring)).sort(lastUnlessVersion)) {
      await rename(path.join(restoring, name), path.join(dataDir, name));
    }
    await rmdir(restoring);
    return { takenAt, setAside };
  } finally {
    lock.close();
  }
}

/** Sorts PG_VERSION after every other name. */
function lastUnlessVersion(a: string, b: string): number {
  return Number(a === "PG_VERSION") - Number(b === "PG_VERSION") || a.localeCompare(b);
}
