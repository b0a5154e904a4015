// `npm run backup`: writes a backup of the embedded database to BACKUP_DIR, while the server
// runs (the server's database process takes the snapshot) or not (this command opens the
// database for the time of the backup). On PostgreSQL it prints the pg_dump command instead.
import { existsSync } from "node:fs";
import path from "node:path";
import { openEmbeddedDatabase, redact, type DatabaseHandle } from "../../db/client";
import { isDataFolderInUse } from "../../db/data-folder-lock.mjs";
import { takeBackup } from "../operations/backup";
import { commandConfig, runCommand } from "./command";

async function main(): Promise<number> {
  const config = commandConfig();
  if (config.databaseUrl) {
    console.error(
      `The database is a PostgreSQL server (${redact(config.databaseUrl)}): back it up with pg_dump,\n` +
        `  pg_dump -Fc -f site-$(date -u +%Y-%m-%dT%H%M%SZ).dump "$DATABASE_URL"`,
    );
    return 2;
  }
  if (!existsSync(path.join(config.dataDir, "PG_VERSION"))) {
    console.error(`${config.dataDir} holds no database to back up (DATA_DIR).`);
    return 1;
  }
  // Ctrl-C or a stop discards the backup under way rather than leave a work file behind.
  const abort = new AbortController();
  process.once("SIGINT", () => abort.abort());
  process.once("SIGTERM", () => abort.abort());
  // Without a server, this command holds the folder while it copies it.
  let opened: DatabaseHandle | undefined;
  if (!(await isDataFolderInUse(config.dataDir))) {
    opened = await openEmbeddedDatabase(config.dataDir);
  }
  try {
    const backup = await takeBackup({
      dataDir: config.dataDir,
      backupDir: config.backupDir,
      now: new Date(),
      signal: abort.signal,
    });
    const megabytes = (backup.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `Backup written: ${backup.file} (${megabytes} MB, ${backup.files} files; ` +
        `the database was busy for ${backup.busyMs} ms${opened ? "" : " while the server ran"}).`,
    );
    return 0;
  } finally {
    await opened?.close();
  }
}

runCommand("Backup", main);
