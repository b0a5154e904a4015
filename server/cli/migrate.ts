import path from "node:path";
import { fileURLToPath } from "node:url";
import { openEmbeddedDatabase, openPostgresDatabase } from "../../db/client";
import { loadConfig } from "../config";

// Applies pending migrations and exits; the server also does this on every start.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

try {
  const config = loadConfig(process.env, rootDir);
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openEmbeddedDatabase(config.dataDir);
  await database.migrate(path.join(rootDir, "db", "migrations"));
  await database.close();
  console.log("Migrations applied.");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
