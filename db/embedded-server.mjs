// The embedded database's own process: PGlite served over the PostgreSQL protocol on a Unix
// socket, so the server's event loop never runs SQL and the server talks to it through `pg`.
// Plain JavaScript, run by `node` as it is: the same file serves development, tests and builds.
//
// argv: <data folder, or "" for a throwaway database in memory> <socket path> <PGlite options as JSON>
// It tells its parent `{ type: "ready" }` over IPC once it accepts connections, and ends when
// asked (SIGTERM) or when its parent goes away.
//
// A data folder is claimed first (./data-folder-lock.mjs), so no second process opens it, and
// its lock socket answers the owner's control requests: a snapshot for a backup.
import { constants, copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { Server } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { claimDataFolder } from "./data-folder-lock.mjs";

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
function stop(db, server, control) {
  stopping ??= (async () => {
    await server?.stop().catch(() => {});
    // Closing checkpoints the database; a kill instead is survived through its write-ahead log.
    await db?.close().catch(() => {});
    // The folder is free once the database is closed (closing the listener removes its socket).
    control?.close();
    process.exit(0);
  })();
  return stopping;
}

/** The opened database, once it is; control requests before then are refused. */
let database;
/** The control connection whose backup is under way: one at a time, until it disconnects. */
let snapshotLease;

/**
 * Copies the data folder into `into` while no statement runs: PGlite writes through to the
 * folder, so with its query lock held the files are a crash-consistent image (what a kill at
 * that moment would leave, which PostgreSQL recovers from its write-ahead log). Copying, not
 * compressing, keeps the database busy for as short a time as possible; the requester builds
 * the backup file from the copy afterwards. `skip`: folders inside the data folder that are
 * not the database's (the backups).
 */
async function snapshot(into, skip) {
  if (!path.isAbsolute(into)) throw new Error("the snapshot's folder must be an absolute path");
  const skipped = new Set([...skip, into].map((folder) => path.resolve(folder)));
  let files = 0;
  // Synchronous: the database is held still meanwhile anyway, and one call per file is the
  // shortest hold (a thread-pool round trip per file took longer).
  const copy = (from, to) => {
    mkdirSync(to);
    for (const entry of readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      if (skipped.has(source)) continue;
      if (entry.isDirectory()) {
        copy(source, path.join(to, entry.name));
      } else if (entry.isFile()) {
        // A copy-on-write clone where the file system has them, else a plain copy.
        copyFileSync(source, path.join(to, entry.name), constants.COPYFILE_FICLONE);
        files++;
      }
      // Anything else (the lock socket) is not part of the database.
    }
  };
  let busyMs = 0;
  await database.runExclusive(async () => {
    const started = performance.now();
    copy(dataDir, into);
    busyMs = performance.now() - started;
  });
  return { files, busyMs: Math.round(busyMs * 10) / 10 };
}

async function answer(socket, line) {
  const reply = (message) => socket.writable && socket.write(`${JSON.stringify(message)}\n`);
  let request;
  try {
    request = JSON.parse(line);
  } catch {
    reply({ ok: false, error: "not a JSON request" });
    return;
  }
  if (request?.type !== "snapshot" || typeof request.into !== "string") {
    reply({ ok: false, error: "unknown request" });
    return;
  }
  if (!database) {
    reply({ ok: false, error: "the database is still opening" });
    return;
  }
  if (snapshotLease && snapshotLease !== socket) {
    reply({ ok: false, busy: true, error: "another backup of this database is under way" });
    return;
  }
  snapshotLease = socket;
  try {
    const skip = Array.isArray(request.skip)
      ? request.skip.filter((p) => typeof p === "string")
      : [];
    reply({ ok: true, ...(await snapshot(request.into, skip)) });
  } catch (error) {
    if (snapshotLease === socket) snapshotLease = undefined;
    reply({ ok: false, error: describe(error) });
  }
}

/** Newline-delimited JSON requests and answers, over the owner-only lock socket. */
function serveControl(socket) {
  let buffered = "";
  socket.setEncoding("utf8");
  socket.on("error", () => {});
  socket.on("close", () => {
    if (snapshotLease === socket) snapshotLease = undefined;
  });
  socket.on("data", (chunk) => {
    buffered += chunk;
    for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      void answer(socket, line);
    }
  });
}

/**
 * One write per answer instead of one per protocol message. pglite-socket writes PGlite's
 * reply to each message of a query on its own (a prepared statement's bind, describe, execute
 * and sync: four writes, each waking the server's process), which made a session check cost
 * far more than `select 1`. Corking the socket from a reply's first write until the loop's
 * next turn sends everything answered meanwhile in one go; the bytes and their order do not
 * change. The library keeps its listener private, so this reaches it where it is and does
 * nothing if a later version moves it.
 */
function coalesceAnswers(server) {
  const listener = Reflect.get(server, "server");
  if (!(listener instanceof Server)) return;
  listener.on("connection", (socket) => {
    const write = socket.write;
    let corked = false;
    socket.write = function (...args) {
      if (!corked) {
        corked = true;
        socket.cork();
        setImmediate(() => {
          corked = false;
          socket.uncork();
        });
      }
      return write.apply(this, args);
    };
  });
}

async function main() {
  // Before the database opens: a folder another process holds is never opened twice.
  const control = dataDir ? await claimDataFolder(dataDir, serveControl) : undefined;
  const db = new PGlite(dataDir || undefined, JSON.parse(optionsJson));
  await db.waitReady;
  database = db;
  // A socket file left by a process that was killed would make listen fail.
  rmSync(socketPath, { force: true });
  // The parent keeps one connection. A second is accepted so that a replacement can connect
  // while the socket of a broken one is still being closed; they never run queries at once.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  coalesceAnswers(server);
  process.on("SIGTERM", () => stop(db, server, control));
  process.on("SIGINT", () => stop(db, server, control));
  process.on("disconnect", () => stop(db, server, control));
  tell({ type: "ready" });
}

main().catch((error) => {
  tell({ type: "failed", message: describe(error) });
  console.error(describe(error));
  process.exit(1);
});
