import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";
import type { Clock } from "../clock";

type RouteShape = { method: string | string[]; url: string };

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so a limit holds
 * across restarts and across every instance behind a load balancer.
 */
export function databaseRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin passes its options first; the key prefix separates one route's counters.
    constructor(
      _options?: unknown,
      private readonly prefix = "global:",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now();
      const expiredBefore = new Date(now.getTime() - timeWindow).toISOString();
      const startedAt = rateLimitCounters.windowStartedAt;
      const expired = sql`${startedAt} <= ${expiredBefore}::timestamptz`;
      db.insert(rateLimitCounters)
        .values({ key: this.prefix + key, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${startedAt} end`,
          },
        })
        .returning()
        .then(
          ([row]) => {
            const endsAt = row!.windowStartedAt.getTime() + timeWindow;
            callback(null, { current: row!.count, ttl: Math.max(0, endsAt - now.getTime()) });
          },
          (error: Error) => callback(error),
        );
    }

    // The plugin's types promise the route's options; at run time it hands over the merged
    // limit options with the route under `routeInfo`. Without it every limited route would
    // share one counter per address.
    child(options: RouteShape & { routeInfo?: RouteShape }): FastifyRateLimitStore {
      const route = options.routeInfo ?? options;
      const method = [route.method].flat().join(",");
      return new DatabaseRateLimitStore(undefined, `${method} ${route.url}:`);
    }
  }
  return DatabaseRateLimitStore;
}

/** Drops counters whose window ended long ago. */
export async function pruneRateLimitCounters(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, olderThan));
}
