// What the operator's commands (create-admin, migrate, backup, restore) share.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig, type AppConfig } from "../config";

/** The project's folder, which relative settings (DATA_DIR, BACKUP_DIR) are read from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The database's migrations, which a command applies before it uses the database. */
export const migrationsFolder = path.join(projectRoot, "db", "migrations");

/** The configuration, read from the environment as the server reads it. */
export const commandConfig = (): AppConfig => loadConfig(process.env, projectRoot);

/**
 * Runs a command's `main` and exits with the code it returns. A failure is one line on standard
 * error and exit 1: a configuration error names the variable, as at the server's start; any
 * other reads `<what> failed: <why>`.
 */
export function runCommand(what: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(error.message);
      else
        console.error(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
