// The embedded database's folder is used by one process at a time: PGlite has no lock of its own,
// and two processes writing one folder would corrupt it. The process that opens the database
// (db/embedded-server.mjs) listens on a Unix socket inside the folder for as long as it runs.
// The socket is both the lock and the owner's control channel (`npm run backup` asks it for a
// snapshot): a live listener answers a connection, and one left by a killed process refuses
// it, so a stale socket never counts as a lock. Plain JavaScript: the database's process runs
// it as it is.
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export const CONTROL_SOCKET_NAME = ".control.sock";

/** Linux's limit for a socket's path (sun_path), less its terminating NUL. */
const MAX_SOCKET_PATH = 107;

export class DataFolderInUseError extends Error {}

export function controlSocketPath(dataDir) {
  return path.join(dataDir, CONTROL_SOCKET_NAME);
}

/** Resolves true when a process listens on the folder's socket. */
export function isDataFolderInUse(dataDir) {
  return new Promise((resolve) => {
    const socket = net.connect(controlSocketPath(dataDir));
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    // ENOENT: never used; ECONNREFUSED: left by a process that is gone.
    socket.once("error", () => resolve(false));
  });
}

function listen(server, socketPath) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * Claims the folder: listens on its socket (owner-only, mode 0600) and resolves the listening
 * server, whose connections the caller handles. Throws DataFolderInUseError while another
 * process holds it.
 */
export async function claimDataFolder(dataDir, onConnection = (socket) => socket.destroy()) {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `the folder's path is too long for its lock socket (${Buffer.byteLength(socketPath)} bytes, at most ${MAX_SOCKET_PATH})`,
    );
  }
  const server = net.createServer(onConnection);
  // No moment in which another user could connect: the socket is created owner-only.
  const umask = process.umask(0o077);
  try {
    try {
      await listen(server, socketPath);
    } catch (error) {
      if (error.code !== "EADDRINUSE") throw error;
      if (await isDataFolderInUse(dataDir)) {
        throw new DataFolderInUseError(
          `${dataDir} is in use by another process (a running server, or a backup or restore)`,
        );
      }
      rmSync(socketPath, { force: true });
      await listen(server, socketPath);
    }
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
  return server;
}
