import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MailOutboxWorker, type OutboxWorkerOptions } from "../mail/outbox-worker";

declare module "fastify" {
  interface FastifyInstance {
    mailOutbox: MailOutboxWorker;
  }
}

/**
 * Runs the outbox worker for the life of the server; on close it lets the delivery under way
 * finish and be recorded (so it is never sent again), and starts no other.
 */
export const mailOutboxPlugin = fp(
  async (
    app: FastifyInstance,
    options: Omit<OutboxWorkerOptions, "log"> & { autoStart: boolean },
  ) => {
    const { autoStart, ...workerOptions } = options;
    const worker = new MailOutboxWorker({
      ...workerOptions,
      log: app.log.child({ module: "mail" }),
    });
    app.decorate("mailOutbox", worker);
    if (!worker.delivering) {
      app.log.warn(
        "SMTP_URL is not set: e-mail is kept in the mail_outbox table and logged, not sent",
      );
    }
    if (autoStart) app.addHook("onReady", async () => worker.start());
    // Asked to stop: no new delivery starts, even for mail queued by the requests still in
    // flight (it is sent after the next start); the one under way finishes before the close.
    app.addHook("preClose", async () => worker.halt());
    app.addHook("onClose", async () => worker.stop());
  },
  { name: "mail-outbox" },
);
