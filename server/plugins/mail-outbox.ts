import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MailOutboxWorker, type OutboxWorkerOptions } from "../mail/outbox-worker";

declare module "fastify" {
  interface FastifyInstance {
    mailOutbox: MailOutboxWorker;
  }
}

/** Runs the outbox worker for the life of the server and stops it, mid-round if need be, on close. */
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
    app.addHook("onClose", async () => worker.stop());
  },
  { name: "mail-outbox" },
);
