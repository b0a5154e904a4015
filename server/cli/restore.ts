// `npm run restore -- FILE [--force]`: restores a backup of the embedded database into
// DATA_DIR. Refused while a server uses the folder, and over a database without --force.
// On PostgreSQL it prints the pg_restore command instead.
import path from "node:path";
import { redact } from "../../db/client";
import { BackupFileError } from "../operations/backup-file";
import { restoreBackup, RestoreError } from "../operations/restore";
import { commandConfig, runCommand } from "./command";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    console.error("Usage: npm run restore -- <backup file> [--force]");
    return 2;
  }
  const config = commandConfig();
  if (config.databaseUrl) {
    console.error(
      `The database is a PostgreSQL server (${redact(config.databaseUrl)}): restore a pg_dump file with\n` +
        `  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" <file>.dump`,
    );
    return 2;
  }
  const file = path.resolve(files[0]!);
  try {
    const result = await restoreBackup({
      file,
      dataDir: config.dataDir,
      backupDir: config.backupDir,
      force,
      now: new Date(),
    });
    console.log(
      `Restored the backup taken ${result.takenAt.toISOString()} into ${config.dataDir}.` +
        (result.setAside ? ` Its earlier contents are in ${result.setAside}.` : "") +
        " The next start brings it up to date (migrations).",
    );
    return 0;
  } catch (error) {
    if (error instanceof BackupFileError) {
      console.error(`Refused: ${file}: ${error.message}. Nothing was changed.`);
      return 1;
    }
    if (error instanceof RestoreError) {
      console.error(`Refused: ${error.message}. Nothing was changed.`);
      return 1;
    }
    throw error;
  }
}

runCommand("Restore", main);
