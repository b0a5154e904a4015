import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { ApiError } from "../../core/schemas/api-error";
import { apiErrorTexts } from "../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../core/texts/api-errors.sl";
import { retryAfterSeconds } from "../http/retry-after";
import { textsFor } from "../http/request-locale";

/** Whether the database takes statements now, and when it should again. */
export interface DatabaseAvailability {
  readonly available: boolean;
  /** How long a client should wait before trying again (Retry-After). */
  retryAfterMs(): number;
}

/** PostgreSQL is kept running by its operator: the API asks it and maps a lost connection. */
export const alwaysAvailable: DatabaseAvailability = {
  available: true,
  retryAfterMs: () => 5_000,
};

/** Error codes of a connection that could not be made or was lost, not of a failed statement. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOENT", "EPIPE", "ETIMEDOUT"]);
/** pg's own messages for a connection that ended under a query or could not be taken. */
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/;

/** Whether an error (or its cause, as Drizzle wraps pg's errors) is a lost database connection. */
export function isDatabaseConnectionError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code && CONNECTION_CODES.has(code)) return true;
  if (CONNECTION_MESSAGES.test(error.message)) return true;
  return isDatabaseConnectionError(error.cause, depth + 1);
}

/** The 503's body, in the language of the request it answers. */
function databaseUnavailableAnswer(reply: FastifyReply): ApiError {
  const texts = textsFor(reply.request, { en: apiErrorTexts, sl: apiErrorTextsSl });
  return { statusCode: 503, error: "Service Unavailable", message: texts.serviceUnavailable };
}

export function sendDatabaseUnavailable(
  reply: FastifyReply,
  availability: DatabaseAvailability,
): FastifyReply {
  return reply
    .code(503)
    .header("retry-after", String(retryAfterSeconds(availability.retryAfterMs())))
    .header("cache-control", "no-store")
    .send(databaseUnavailableAnswer(reply));
}

/**
 * While the database is known to be down (its process is being restarted), API requests are
 * answered 503 with Retry-After at once instead of waiting for a connection. The health check
 * asks the database itself. Pages are served ahead of the framework and are not affected.
 */
export const databaseAvailabilityPlugin = fp(
  async (app: FastifyInstance, options: { availability: DatabaseAvailability }) => {
    const { availability } = options;
    app.addHook("onRequest", async (request, reply) => {
      if (availability.available) return;
      if (!request.url.startsWith("/api/") || request.url.startsWith("/api/health")) return;
      return sendDatabaseUnavailable(reply, availability);
    });
  },
  { name: "database-availability" },
);
