import { openEmbeddedDatabase, openPostgresDatabase } from "../../db/client";
import { commandConfig, migrationsFolder, runCommand } from "./command";

// Applies pending migrations and exits; the server also does this on every start.
runCommand("Migration", async () => {
  const config = commandConfig();
  const database = config.databaseUrl
    ? await openPostgresDatabase(config.databaseUrl)
    : await openEmbeddedDatabase(config.dataDir);
  try {
    await database.migrate(migrationsFolder);
  } finally {
    await database.close();
  }
  console.log("Migrations applied.");
  return 0;
});
