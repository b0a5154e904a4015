import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { dataRetention } from "../core/limits";
import { site } from "../core/site";
import { systemClock, type Clock } from "./clock";
import type { AppConfig } from "./config";
import { clientKey } from "./client-key";
import {
  connectionLimitsFor,
  limitConnections,
  serverOptions,
  type ConnectionLimits,
} from "./connection-limits";
import type { FairQueue } from "./auth/fair-queue";
import { signInQueue } from "./accounts/sign-in-queue";
import type { OutboxWorkerOptions } from "./mail/outbox-worker";
import { createSmtpTransport, type MailTransport } from "./mail/transport";
import { authPlugin } from "./plugins/auth";
import { csrfPlugin } from "./plugins/csrf";
import { LogSampler } from "./log-sampler";
import { OneLinePerRequest, serializeRequest } from "./request-log";
import {
  alwaysAvailable,
  databaseAvailabilityPlugin,
  type DatabaseAvailability,
} from "./plugins/database-availability";
import { errorsPlugin, frameworkErrorHandler, serializeError } from "./plugins/errors";
import { mailOutboxPlugin } from "./plugins/mail-outbox";
import { databaseRateLimitStore, pruneRateLimitCounters } from "./plugins/rate-limit-store";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { adminActivityRoutes } from "./routes/api/admin/activity";
import { adminMessageRoutes } from "./routes/api/admin/messages";
import { adminUserRoutes } from "./routes/api/admin/users";
import { authRoutes } from "./routes/api/auth";
import { contactRoutes } from "./routes/api/contact";
import { demoRoutes } from "./routes/api/demo";
import { passwordResetRoutes } from "./routes/api/password-reset";
import { deleteContactDataBefore, deleteSignInRecordsBefore } from "./repositories/retention";
import { pruneLoginThrottles } from "./repositories/login-throttles";
import { prunePasswordResets } from "./repositories/password-resets";
import { pruneEndedSessions } from "./accounts/sessions";
import { healthRoutes } from "./routes/api/health";
import { metricsPlugin } from "./metrics/metrics";
import { buildVersion } from "./operations/version";
import { partnerRequestRoutes } from "./routes/api/partner-requests";
import { portalRoutes, portalWelcomeRoutes } from "./routes/api/portal";
import { accountRoutes } from "./routes/api/account";
import { twoFactorRoutes } from "./routes/api/two-factor";
import { passkeyRoutes } from "./routes/api/passkeys";
import { relyingParty } from "./auth/relying-party";
import { pruneChallenges } from "./repositories/passkeys";
import type { SiteFiles } from "./static/site-files";
import { trustProxyOption } from "./trusted-proxies";

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  clock?: Clock;
  /** The built web app; null serves the API alone (API tests). */
  siteFiles: SiteFiles | null;
  /** Defaults to SMTP from the configuration; null keeps mail in the outbox. */
  mailTransport?: MailTransport | null;
  /** Tuning for tests: backoff, polling, whether the worker starts by itself. */
  outbox?: Partial<Omit<OutboxWorkerOptions, "db" | "transport" | "from" | "clock" | "log">> & {
    autoStart?: boolean;
  };
  /** false: silent; a stream: log lines go there (tests read them); else standard output. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Defaults to the limits for a direct or a proxied deployment (`TRUST_PROXY`). */
  connectionLimits?: ConnectionLimits;
  /** Sign-ins in turn between addresses; defaults to the process's queue (tests pass their own). */
  signInQueue?: FairQueue;
  /** Whether the database takes statements now; the embedded one's process may be restarting. */
  databaseAvailability?: DatabaseAvailability;
  /** Sees every route as it is registered: the authorization matrix test reads the table. */
  onRoute?: (route: Pick<RouteOptions, "method" | "url">) => void;
}

const JSON_BODY_LIMIT = 64 * 1024;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const YEAR_MS = 365 * DAY_MS;

/** The same moment `months` calendar months earlier, as the privacy policy counts them. */
function monthsBefore(time: number, months: number): Date {
  const date = new Date(time);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/** The whole server: static site on a fast path in front of Fastify, the API behind it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db, siteFiles } = deps;
  const clock = deps.clock ?? systemClock;
  const https = config.publicUrl.startsWith("https:");
  const connectionLimits =
    deps.connectionLimits ?? connectionLimitsFor(config.trustProxy !== false);
  const unknownPathLog = new LogSampler(clock);

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // Errors are logged without request bodies or personal data (see serializeError),
            // requests without their query strings (see serializeRequest).
            serializers: { err: serializeError, req: serializeRequest },
            ...(typeof deps.logger === "object" ? { stream: deps.logger.stream } : {}),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    logController: new OneLinePerRequest(),
    frameworkErrors: frameworkErrorHandler({ siteFiles, https, unknownPathLog }),
    serverFactory: (handler) => {
      const server = createServer(
        serverOptions(connectionLimits),
        (req: IncomingMessage, res: ServerResponse) => {
          // Pre-rendered pages and assets skip the framework entirely: it is the hot path.
          if (siteFiles?.handle(req, res)) return;
          handler(req, res);
        },
      );
      // Fastify applies no timeouts to a server it did not create.
      limitConnections(server, connectionLimits);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) {
    const observe = deps.onRoute;
    app.addHook("onRoute", (route) => observe({ method: route.method, url: route.url }));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${site.name} API`, version: "1.0.0" },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(securityHeadersPlugin, { https });
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  const databaseAvailability = deps.databaseAvailability ?? alwaysAvailable;
  await app.register(errorsPlugin, { siteFiles, unknownPathLog, databaseAvailability });
  await app.register(databaseAvailabilityPlugin, { availability: databaseAvailability });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db, clock),
    // One host or home holds a whole IPv6 /64: counted as one client, as its connections are.
    keyGenerator: (request) => clientKey(request.ip),
  });

  const transport =
    deps.mailTransport === undefined
      ? config.smtpUrl
        ? createSmtpTransport(config.smtpUrl)
        : null
      : deps.mailTransport;
  const { autoStart = true, ...outboxTuning } = deps.outbox ?? {};
  await app.register(mailOutboxPlugin, {
    db,
    transport,
    from: config.mailFrom,
    clock,
    autoStart,
    ...outboxTuning,
  });

  const version = buildVersion(config.rootDir, config.buildId);
  await app.register(metricsPlugin, {
    db,
    clock,
    version,
    token: config.metricsToken,
    mailFailing: () => app.mailOutbox.failing,
  });

  // Hourly housekeeping on every instance; each statement is safe to run concurrently.
  const housekeeping = setInterval(() => {
    const now = clock.now().getTime();
    Promise.all([
      pruneRateLimitCounters(db, new Date(now - DAY_MS)),
      pruneLoginThrottles(db, new Date(now - DAY_MS)),
      pruneEndedSessions(db, new Date(now - DAY_MS)),
      prunePasswordResets(db, new Date(now - DAY_MS)),
      pruneChallenges(db, new Date(now)),
      deleteContactDataBefore(db, new Date(now - dataRetention.contactMessageYears * YEAR_MS)),
      deleteSignInRecordsBefore(db, monthsBefore(now, dataRetention.signInRecordMonths)),
    ]).catch((error: unknown) => app.log.warn({ err: error }, "housekeeping failed"));
  }, HOUR_MS);
  housekeeping.unref();
  app.addHook("onClose", async () => clearInterval(housekeeping));

  await app.register(authPlugin, {
    db,
    clock,
    https,
    adminsNeedSecondFactor: !config.demo,
  });

  await app.register(healthRoutes, {
    db,
    version,
    mail: () => ({ delivering: app.mailOutbox.delivering, failing: app.mailOutbox.failing }),
  });
  await app.register(contactRoutes, { db, clock, contactTo: config.contactTo });
  await app.register(authRoutes, {
    db,
    clock,
    signInQueue: deps.signInQueue ?? signInQueue,
  });
  await app.register(passwordResetRoutes, {
    db,
    clock,
    publicUrl: config.publicUrl,
    demo: config.demo,
  });
  await app.register(adminUserRoutes, { db, clock });
  await app.register(adminMessageRoutes, { db, clock, mailDelivery: transport !== null });
  await app.register(adminActivityRoutes, { db });
  if (config.demoAccounts) {
    await app.register(demoRoutes, { db, clock, accounts: config.demoAccounts });
  }
  await app.register(portalRoutes, { requireSession: app.requireSession });
  await app.register(partnerRequestRoutes, { db });
  await app.register(accountRoutes, { db, clock });
  await app.register(twoFactorRoutes, { db, clock });
  await app.register(passkeyRoutes, { db, clock, relyingParty: relyingParty(config.publicUrl) });
  await app.register(portalWelcomeRoutes, { db, requireSession: app.requireSession });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  return app;
}
