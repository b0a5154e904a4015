import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { Clock } from "../clock";
import { claimDueMail, markMailAttemptFailed, markMailSent } from "../repositories/mail-outbox";
import type { MailTransport } from "./transport";

export interface OutboxWorkerOptions {
  db: Database;
  /** None: mail stays queued in the outbox until a restart with SMTP configured. */
  transport: MailTransport | null;
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  leaseMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

/** Delay before the next try after `attempts` failures: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * The SMTP server refused the message with a 5xx reply (RFC 5321: do not repeat it as it is):
 * retrying on a timer cannot help, so the delivery fails now and an admin may retry it once the
 * cause (a full mailbox, a wrong CONTACT_TO) is fixed.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Delivers the mail outbox over SMTP, retrying with backoff; safe to run on every instance. */
export class MailOutboxWorker {
  private readonly options: Required<OutboxWorkerOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private rerun = false;
  private stopped = false;
  private lastAttemptFailed = false;

  constructor(options: OutboxWorkerOptions) {
    this.options = {
      pollIntervalMs: 5_000,
      leaseMs: 120_000,
      maxAttempts: 20,
      backoffBaseMs: 30_000,
      backoffMaxMs: 3_600_000,
      ...options,
    };
  }

  get delivering(): boolean {
    return this.options.transport !== null;
  }

  /** Whether this instance's latest delivery attempt failed (none has succeeded since). */
  get failing(): boolean {
    return this.lastAttemptFailed;
  }

  start(): void {
    if (!this.delivering || this.timer) return;
    this.timer = setInterval(() => this.wake(), this.options.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Asks for a delivery round soon, e.g. right after a message was queued. */
  wake(): void {
    if (!this.delivering || this.stopped) return;
    void this.runOnce().catch((error: unknown) => {
      this.options.log.error({ err: error }, "mail outbox round failed");
    });
  }

  /** One delivery round (repeated while woken during it); resolves to the number sent. */
  async runOnce(): Promise<number> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.rerun = false;
        sent += await this.deliverDue();
      } while (this.rerun && !this.stopped);
      return sent;
    })();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  /**
   * Takes no more mail: the delivery under way, if any, goes on (stop waits for it), the rest
   * stays queued for the next start. Called as soon as the server is asked to stop.
   */
  halt(): void {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Halts, waits for the delivery under way to finish and be recorded, and closes the transport. */
  async stop(): Promise<void> {
    this.halt();
    await this.running?.catch(() => 0);
    this.options.transport?.close();
  }

  private async deliverDue(): Promise<number> {
    const { db, transport, clock, log, leaseMs } = this.options;
    if (!transport) return 0;
    let sent = 0;
    while (!this.stopped) {
      const now = clock.now();
      // One mail per lease: a lease taken for several could run out while the first ones were
      // still being sent to a slow SMTP server, and another instance would send the rest again.
      const [mail] = await claimDueMail(db, now, new Date(now.getTime() + leaseMs), 1);
      if (!mail) return sent;
      try {
        await transport.send({
          from: this.options.from,
          to: mail.toAddress,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.textBody,
        });
        this.lastAttemptFailed = false;
        await markMailSent(db, mail.id, clock.now());
        log.info({ mailId: mail.id }, "mail delivered");
        sent += 1;
      } catch (error) {
        this.lastAttemptFailed = true;
        await this.recordFailure(mail.id, mail.attempts + 1, error);
      }
    }
    return sent;
  }

  private async recordFailure(id: number, attempts: number, error: unknown): Promise<void> {
    const { db, clock, log, maxAttempts, backoffBaseMs, backoffMaxMs } = this.options;
    const reason = error instanceof Error ? error.message : String(error);
    const giveUp = attempts >= maxAttempts || isPermanentRefusal(error);
    const retryAt = giveUp
      ? null
      : new Date(clock.now().getTime() + retryDelayMs(attempts, backoffBaseMs, backoffMaxMs));
    await markMailAttemptFailed(db, id, attempts, reason, retryAt);
    if (giveUp) {
      // `err`: the log's error serializer masks the recipient's address in an SMTP reply.
      log.error({ mailId: id, attempts, err: error }, "mail delivery given up; kept in the outbox");
    } else {
      log.warn({ mailId: id, attempts, err: error, retryAt }, "mail delivery failed; will retry");
    }
  }
}
