import http from "node:http";
import type { AppServer } from "./app-server";
import { getRaw } from "./http";
import { percentile } from "./accounts";
import { signIn, type Credentials } from "./sign-ins";

/** Wrong sign-ins sent at once, spread over this many client addresses. */
export const FLOOD_SIGN_INS = 500;
export const FLOOD_ADDRESSES = 10;

/**
 * Loopback addresses the flood's sockets are bound to (127.0.0.2 … 127.0.0.11): Linux answers
 * the whole 127/8 on the loopback interface, so the server sees ten real client addresses
 * without trusting any forwarded header.
 */
const floodAddress = (n: number) => `127.0.0.${2 + (n % FLOOD_ADDRESSES)}`;

/** Statuses a flood may get: wrong password, blocked, or the hash queue full. */
export const FLOOD_EXPECTED_STATUSES = [401, 429, 503];

export interface FloodFigures {
  /** Answers by status ("error" for a request that got none). */
  statuses: Record<string, number>;
  durationMs: number;
  about: { p99Ms: number; count: number };
  health: { p99Ms: number; count: number; failed: number };
  /** A real partner's sign-in sent while the flood runs. */
  partnerSignInMs: number;
  eventLoopP99Ms: number;
}

/**
 * 500 wrong sign-ins from 10 addresses, all at once and each on its own connection, each for a
 * different unknown e-mail so every one that is let in costs a hash. Meanwhile `/about` and
 * `/api/health` are requested one after another from 127.0.0.1 and timed, and a real partner
 * signs in once the flood is under way.
 */
export async function measureSignInFlood(
  server: AppServer,
  partner: Credentials,
): Promise<FloodFigures> {
  await server.eventLoop.reset();
  const started = performance.now();
  let flooding = true;
  const flood = Promise.all(
    Array.from({ length: FLOOD_SIGN_INS }, (_, n) => wrongSignIn(server.origin, n)),
  ).finally(() => (flooding = false));

  const timeWhileFlooding = async (url: string) => {
    const latencies: number[] = [];
    let failed = 0;
    while (flooding) {
      const requested = performance.now();
      const answer = await getRaw(url, { "accept-encoding": "br" }, 10_000).catch(() => null);
      latencies.push(performance.now() - requested);
      if (answer?.status !== 200) failed++;
    }
    return { p99Ms: percentile(latencies, 99), count: latencies.length, failed };
  };
  const about = timeWhileFlooding(`${server.origin}/about`);
  const health = timeWhileFlooding(`${server.origin}/api/health`);
  // Once every flood request has been sent and most wait in line.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const partnerSignIn = signIn(server.origin, partner);

  const statuses: Record<string, number> = {};
  for (const status of await flood) statuses[status] = (statuses[status] ?? 0) + 1;
  const durationMs = performance.now() - started;
  const [aboutFigures, healthFigures, partnerFigures] = await Promise.all([
    about,
    health,
    partnerSignIn,
  ]);
  const eventLoop = await server.eventLoop.report();
  return {
    statuses,
    durationMs,
    about: { p99Ms: aboutFigures.p99Ms, count: aboutFigures.count },
    health: healthFigures,
    partnerSignInMs: partnerFigures.latencyMs,
    eventLoopP99Ms: eventLoop.p99Ms,
  };
}

/** One wrong sign-in from the n-th flood address; resolves with the status or "error". */
function wrongSignIn(origin: string, n: number): Promise<string> {
  const body = JSON.stringify({ email: `flood-${n}@example.com`, password: "Wrong1guess" });
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}/api/auth/login`,
      {
        method: "POST",
        agent: false,
        localAddress: floodAddress(n),
        timeout: 60_000,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.statusCode)));
        response.on("error", () => resolve("error"));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", () => resolve("error"));
    request.end(body);
  });
}
