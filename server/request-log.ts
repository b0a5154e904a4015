/**
 * What a request's log lines say about it. Fastify's default logs the whole URL, and a query
 * string carries what people typed (the admin panel's searches are e-mails and names), so only
 * the path is kept: request logs hold no personal data beyond the client's address.
 */

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
