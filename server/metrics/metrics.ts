import { createHash, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { count, eq, gt, min, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client";
import { loginThrottles, mailOutbox } from "../../db/schema";
import type { Clock } from "../clock";
import type { BuildVersion } from "../operations/version";
import { observeQueries } from "./query-timing";

export const METRICS_PATH = "/api/metrics";

/**
 * The process's own metrics (memory, CPU, event-loop lag, garbage collection) are collected
 * once per process, whatever the number of apps in it; each app adds its own registry.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What a sign-in answer's status means; the sign-in route answers with exactly these. */
const signInOutcomes: Record<number, string> = {
  200: "success",
  400: "invalid_request",
  401: "wrong_credentials",
  403: "not_admin",
  429: "blocked",
  503: "unavailable",
};

export interface MetricsOptions {
  db: Database;
  clock: Clock;
  version: BuildVersion;
  /** A scraper that is not on this host sends it as a bearer token; null: loopback only. */
  token: string | null;
  /** Whether the mail worker's latest attempt failed. */
  mailFailing: () => boolean;
}

const loopback = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, "");
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
};

/**
 * A request from this host itself: its socket comes from loopback and it was not forwarded.
 * A reverse proxy on the same host connects from loopback too, for every visitor, and marks
 * what it forwards with these headers (TRUST_PROXY or not): such a request is not local.
 */
function fromThisHost(request: FastifyRequest): boolean {
  const { headers } = request;
  const forwarded =
    headers["x-forwarded-for"] !== undefined ||
    headers.forwarded !== undefined ||
    headers["x-real-ip"] !== undefined;
  return !forwarded && loopback(request.raw.socket.remoteAddress);
}

const digest = (value: string) => createHash("sha256").update(value).digest();

function hasToken(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return false;
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "");
  // Hashes have one length whatever was sent, so the comparison takes the same time.
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * GET /api/metrics in Prometheus's text format, for this host or a scraper with METRICS_TOKEN;
 * anyone else gets the same 404 as an unknown path.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const { db, clock, version, token, mailFailing } = options;
    const registry = new Registry();

    new Gauge({
      name: "app_build_info",
      help: "The running build: package version and build id (BUILD_ID).",
      labelNames: ["version", "build"],
      registers: [registry],
    }).set({ version: version.version, build: version.build ?? "" }, 1);

    const requests = new Counter({
      name: "http_requests_total",
      help: "API requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
    const latency = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer API requests, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const signIns = new Counter({
      name: "sign_ins_total",
      help: "Sign-in attempts by outcome.",
      labelNames: ["outcome"],
      registers: [registry],
    });
    const queryTime = new Histogram({
      name: "db_query_duration_seconds",
      help: "Time the database took to answer statements, by outcome.",
      labelNames: ["outcome"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const lockouts = new Gauge({
      name: "sign_in_lockouts_active",
      help: "Sign-in blocks in force now, by what is blocked (an account's e-mail or an address).",
      labelNames: ["kind"],
      registers: [registry],
    });
    const outbox = new Gauge({
      name: "mail_outbox_messages",
      help: "Mail in the outbox by state: pending (queued), sent, failed (given up).",
      labelNames: ["state"],
      registers: [registry],
    });
    const oldestQueued = new Gauge({
      name: "mail_outbox_oldest_pending_age_seconds",
      help: "Age of the oldest mail still queued; 0 when none is.",
      registers: [registry],
    });
    new Gauge({
      name: "mail_delivery_failing",
      help: "1 while this instance's latest mail delivery attempt failed.",
      registers: [registry],
      collect() {
        this.set(mailFailing() ? 1 : 0);
      },
    });
    const databaseUp = new Gauge({
      name: "db_up",
      help: "1 when the database answered the statistics queries of this scrape.",
      registers: [registry],
    });

    const stopTiming = observeQueries(db, (seconds, failed) =>
      queryTime.observe({ outcome: failed ? "error" : "ok" }, seconds),
    );
    app.addHook("onClose", async () => stopTiming());

    app.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url ?? "unmatched";
      if (!route.startsWith("/api/") && route !== "unmatched") return;
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      if (route === "/api/auth/login" && request.method === "POST") {
        signIns.inc({ outcome: signInOutcomes[reply.statusCode] ?? "other" });
      }
    });

    /**
     * The gauges that need SQL, read by three statements that run on the database, never on
     * this event loop. Scrapes at once share one read.
     */
    let reading: Promise<void> | undefined;
    const readDatabaseGauges = () =>
      (reading ??= (async () => {
        const now = clock.now();
        try {
          const [blocked, states, oldest] = await Promise.all([
            db
              .select({
                kind: sql<string>`split_part(${loginThrottles.key}, ':', 1)`,
                total: count(),
              })
              .from(loginThrottles)
              .where(gt(loginThrottles.blockedUntil, now))
              .groupBy(sql`1`),
            db
              .select({ state: mailOutbox.status, total: count() })
              .from(mailOutbox)
              .groupBy(mailOutbox.status),
            db
              .select({ createdAt: min(mailOutbox.createdAt) })
              .from(mailOutbox)
              .where(eq(mailOutbox.status, "pending")),
          ]);
          lockouts.reset();
          for (const kind of ["account", "address"]) lockouts.set({ kind }, 0);
          for (const row of blocked) lockouts.set({ kind: row.kind }, row.total);
          outbox.reset();
          for (const state of ["pending", "sent", "failed"]) outbox.set({ state }, 0);
          for (const row of states) outbox.set({ state: row.state }, row.total);
          const createdAt = oldest[0]?.createdAt;
          oldestQueued.set(
            createdAt ? Math.max(0, (now.getTime() - new Date(createdAt).getTime()) / 1000) : 0,
          );
          databaseUp.set(1);
        } catch (error) {
          app.log.warn({ err: error }, "metrics: database statistics unavailable");
          databaseUp.set(0);
        }
      })().finally(() => (reading = undefined)));

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (!fromThisHost(request) && !hasToken(request, token)) return reply.callNotFound();
      await readDatabaseGauges();
      const text = (await processMetrics().metrics()) + (await registry.metrics());
      return reply
        .header("content-type", registry.contentType)
        .header("cache-control", "no-store")
        .send(text);
    });
  },
  { name: "metrics" },
);
