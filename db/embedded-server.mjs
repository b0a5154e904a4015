// The embedded database's own process: PGlite served over the PostgreSQL protocol on a Unix
// socket, so the server's event loop never runs SQL and the server talks to it through `pg`.
// Plain JavaScript, run by `node` as it is: the same file serves development, tests and builds.
//
// argv: <data folder, or "" for a throwaway database in memory> <socket path> <PGlite options as JSON>
// It tells its parent `{ type: "ready" }` over IPC once it accepts connections, and ends when
// asked (SIGTERM) or when its parent goes away.
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const [dataDir, socketPath, optionsJson] = process.argv.slice(2);

/** Sends a message to the parent if it is still there. */
function tell(message) {
  if (process.connected) process.send(message);
}

function describe(error) {
  // PGlite's file system errors are plain objects: { name: "ErrnoError", errno }.
  return error instanceof Error ? error.message : JSON.stringify(error);
}

let stopping;
function stop(db, server) {
  stopping ??= (async () => {
    await server?.stop().catch(() => {});
    // Closing checkpoints the database; a kill instead is survived through its write-ahead log.
    await db?.close().catch(() => {});
    process.exit(0);
  })();
  return stopping;
}

async function main() {
  const db = new PGlite(dataDir || undefined, JSON.parse(optionsJson));
  await db.waitReady;
  // A socket file left by a process that was killed would make listen fail.
  rmSync(socketPath, { force: true });
  // The parent keeps one connection. A second is accepted so that a replacement can connect
  // while the socket of a broken one is still being closed; they never run queries at once.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  process.on("SIGTERM", () => stop(db, server));
  process.on("SIGINT", () => stop(db, server));
  process.on("disconnect", () => stop(db, server));
  tell({ type: "ready" });
}

main().catch((error) => {
  tell({ type: "failed", message: describe(error) });
  console.error(describe(error));
  process.exit(1);
});
