import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey } from "./client-key";

/** How many connections the server holds, and for how long, so no client can exhaust it. */
export interface ConnectionLimits {
  /** Sockets one client address (an IPv6 /64) may hold open at once; more are closed at once. */
  perAddress: number;
  /** Sockets the process holds at once (`server.maxConnections`): each is an open file. */
  total: number;
  /** Time a client has to send a request's headers, counted from the connection or the previous request. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, headers and body. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection may wait for its next request. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed (a client that stopped reading). */
  idleTimeoutMs: number;
  /** How often Node checks the header and request deadlines. */
  checkEveryMs: number;
}

/**
 * Served directly to browsers. A browser opens at most 6 connections to a site, so 128 lets an
 * office of about twenty people share one NAT address; a client holding more is a bot. A browser
 * sends its headers in one packet and our largest request body is 64 KB, so 10 s and 30 s are
 * ample even on a poor mobile network, and a connection that says nothing is closed after
 * 10 s. Browsers reopen an idle connection at no visible cost, so 5 s keep-alive (Node's
 * default) is enough. The total stays far below the open-files limit (a client once held 20,000
 * connections and took the process down) while leaving room for hundreds of visitors at once.
 */
export const directConnectionLimits: ConnectionLimits = {
  perAddress: 128,
  total: 4_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  checkEveryMs: 2_000,
};

/**
 * Behind a reverse proxy (`TRUST_PROXY`) every visitor arrives over the proxy's connections, so
 * one address holds many; 1,024 is more than a proxy's upstream pool needs and still bounded.
 * Keep-alive outlasts the usual 60 s idle timeout of proxies and load balancers (nginx, AWS
 * ALB), so the proxy closes an idle connection first and never sends a request into a closing
 * one (which it would answer with a 502).
 */
export const proxiedConnectionLimits: ConnectionLimits = {
  ...directConnectionLimits,
  perAddress: 1_024,
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 75_000,
};

export function connectionLimitsFor(trustProxy: boolean): ConnectionLimits {
  return trustProxy ? proxiedConnectionLimits : directConnectionLimits;
}

/** Options only `http.createServer` accepts. */
export function serverOptions(limits: ConnectionLimits) {
  return { connectionsCheckingInterval: limits.checkEveryMs };
}

/**
 * Applies the limits to a server: Node's own header, request, keep-alive and idle timeouts, a
 * global cap, and a cap per client address counted on each new socket. With a proxy in front
 * the proxy's address is the one counted: the client's own address is known only once a
 * request's headers arrive.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Without a 'timeout' listener Node destroys a socket that stays idle this long.
  server.setTimeout(limits.idleTimeoutMs);
  server.maxConnections = limits.total;

  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const key = clientKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
