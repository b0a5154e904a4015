import pg from "pg";
import type { Database } from "../../db/client";

/** Told of every statement's duration in seconds, and whether it failed. */
export type QueryObserver = (seconds: number, failed: boolean) => void;

type Query = (...args: unknown[]) => unknown;

const observersByPool = new WeakMap<pg.Pool, Set<QueryObserver>>();
const timedClients = new WeakSet<pg.PoolClient>();

/**
 * Times every statement sent through the database's connection pool: each client is wrapped
 * when the pool hands it out (`pool.query` checks one out too), so statements inside
 * transactions count as well. Several apps on one database (tests, two instances in one
 * process) each get every timing. Returns the function that stops this observer.
 */
export function observeQueries(db: Database, observer: QueryObserver): () => void {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return () => {};
  let observers = observersByPool.get(pool);
  if (!observers) {
    const set = new Set<QueryObserver>();
    observers = set;
    observersByPool.set(pool, set);
    pool.on("acquire", (client) => timeClient(client, set));
  }
  observers.add(observer);
  const stop = observers;
  return () => stop.delete(observer);
}

function timeClient(client: pg.PoolClient, observers: Set<QueryObserver>): void {
  if (timedClients.has(client)) return;
  timedClients.add(client);
  const target = client as unknown as { query: Query };
  const original = target.query;
  target.query = function timedQuery(this: unknown, ...args: unknown[]): unknown {
    const started = process.hrtime.bigint();
    const report = (failed: boolean) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const observer of observers) observer(seconds, failed);
    };
    const callback = args.at(-1);
    if (typeof callback === "function") {
      // Callback style, as pg-pool's own `query` calls it.
      args[args.length - 1] = function (this: unknown, error: unknown, ...rest: unknown[]) {
        report(Boolean(error));
        return Reflect.apply(callback, this, [error, ...rest]) as unknown;
      };
      return Reflect.apply(original, this, args);
    }
    const result = Reflect.apply(original, this, args);
    if (result instanceof Promise) {
      result.then(
        () => report(false),
        () => report(true),
      );
    }
    return result;
  };
}
