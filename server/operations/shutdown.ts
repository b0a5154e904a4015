import type { FastifyInstance } from "fastify";

/** How long requests in flight may take to finish once a stop is asked for. */
export const REQUEST_GRACE_MS = 10_000;
/**
 * How long the whole stop may take (requests, the mail delivery under way, the database's
 * checkpoint) before the process gives up on a clean end.
 */
export const STOP_LIMIT_MS = 30_000;
/** Signals this close to the first are copies of it (see onSignal), not a second request. */
export const SAME_SIGNAL_MS = 1_000;

export interface StopOptions {
  app: FastifyInstance;
  /** Closes the database once nothing uses it any more. */
  closeDatabase: () => Promise<void>;
  exit?: (code: number) => void;
  requestGraceMs?: number;
  stopLimitMs?: number;
}

/**
 * Stops the server cleanly on SIGTERM or SIGINT: no new connections, requests in flight answered
 * (connections still busy after the grace period are cut), the mail delivery under way finished
 * and recorded, then the database closed and exit 0. A second signal, a second or more after
 * the first, ends the process at once.
 */
export function stopOnSignals(options: StopOptions): void {
  const {
    app,
    closeDatabase,
    exit = (code) => process.exit(code),
    requestGraceMs = REQUEST_GRACE_MS,
    stopLimitMs = STOP_LIMIT_MS,
  } = options;
  let firstSignalAt: number | undefined;

  const onSignal = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== undefined) {
      // Ctrl-C under `npm start` reaches the server twice: from the terminal and forwarded by
      // npm, a few milliseconds apart. That is one request to stop, not two.
      if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return;
      app.log.warn({ signal }, "second signal: stopping at once");
      exit(1);
      return;
    }
    firstSignalAt = Date.now();
    app.log.info({ signal }, "stopping: finishing requests in flight and mail under way");
    const cutRequests = setTimeout(() => {
      app.log.warn(
        { graceMs: requestGraceMs },
        "requests still in flight after the grace period: closing their connections",
      );
      app.server.closeAllConnections();
    }, requestGraceMs);
    const giveUp = setTimeout(() => {
      app.log.error({ limitMs: stopLimitMs }, "stopping took too long: exiting now");
      exit(1);
    }, stopLimitMs);
    // The timers must not keep the process alive by themselves, nor end it early.
    cutRequests.unref();
    giveUp.unref();

    // app.close: the listener closes, requests in flight finish, then the onClose hooks run
    // (the mail worker finishes its delivery). The database closes last, after every user.
    app
      .close()
      .then(closeDatabase)
      .then(
        () => {
          clearTimeout(cutRequests);
          clearTimeout(giveUp);
          app.log.info("stopped");
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, "stopping failed");
          exit(1);
        },
      );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
}
