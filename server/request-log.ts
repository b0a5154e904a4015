/**
 * What a request's log lines say about it. Fastify's default logs the whole URL, and a query
 * string carries what people typed (the admin panel's searches are e-mails and names), so only
 * the path is kept: request logs hold no personal data beyond the client's address.
 */
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** A URL's path, without its query string. */
export function pathOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Fastify's `req` serializer. Fastify hands over its own request (with `ip`, honouring
 * TRUST_PROXY), though its types name the raw one.
 */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}) {
  return {
    method: request.method,
    path: pathOf(request.url),
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/** API requests that reached a route; pages are served before Fastify, and 404s are logged sampled. */
const logsRequest = (request: FastifyRequest) => request.url.startsWith("/api/") && !request.is404;

/**
 * One line per request, written when it is answered: Fastify's default writes two ("incoming
 * request" and "request completed"), which doubles the log for nothing a collector needs.
 * Page requests that reach the app are 404s; those, unknown API paths and malformed URLs are
 * logged by the error handlers, sampled, so a flood of them cannot fill the disk.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ disableRequestLogging: (request) => !logsRequest(request) });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
