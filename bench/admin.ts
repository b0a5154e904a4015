import path from "node:path";
import {
  percentile,
  sampleMemory,
  type AccountsTarget,
  type DatabaseKind,
  type MemorySample,
} from "./accounts";
import { ADMIN_SEED, BENCH_SEARCH, benchAdmin, seedAdminData } from "./admin-seed";
import { startAppServer } from "./app-server";
import { describeError, type Cleanup } from "./cleanup";
import { getRaw } from "./http";
import { signIn } from "./sign-ins";

/** Requests per measured query, one at a time, after a few unmeasured ones. */
const REQUESTS = 200;
const WARM_UP = 20;

export interface AdminQuery {
  label: string;
  path: string;
  /** p95 budget in ms. */
  budgetMs: number;
  /** What a right answer holds: a benchmark of errors or empty pages would mean nothing. */
  check(body: unknown): string | null;
}

interface UserPage {
  users: { email: string }[];
  total: number;
}

const isUserPage = (body: unknown): body is UserPage =>
  typeof body === "object" && body !== null && "users" in body && "total" in body;

/** A full first page (100 users) out of at least `minTotal`. */
const fullPage =
  (minTotal: number) =>
  (body: unknown): string | null => {
    if (!isUserPage(body)) return "not a page of users";
    if (body.users.length !== 100) return `${body.users.length} users on the page, not 100`;
    return body.total >= minTotal ? null : `total ${body.total}, expected at least ${minTotal}`;
  };

export const adminQueries: AdminQuery[] = [
  {
    label: "users, first page",
    path: "/api/admin/users",
    budgetMs: 100,
    check: fullPage(ADMIN_SEED.users),
  },
  {
    label: `users, search "${BENCH_SEARCH}"`,
    path: `/api/admin/users?search=${BENCH_SEARCH}`,
    budgetMs: 100,
    check: fullPage(ADMIN_SEED.users / 40),
  },
  {
    label: "users, sorted by last login",
    path: "/api/admin/users?sort=lastLogin&order=desc",
    budgetMs: 100,
    check: fullPage(ADMIN_SEED.users),
  },
  {
    label: "users summary",
    path: "/api/admin/users/summary",
    budgetMs: 50,
    check: (body) =>
      typeof body === "object" &&
      body !== null &&
      "totalUsers" in body &&
      typeof body.totalUsers === "number" &&
      body.totalUsers > ADMIN_SEED.users
        ? null
        : `not the summary of the seeded users: ${JSON.stringify(body)}`,
  },
];

export interface AdminQueryFigures {
  query: AdminQuery;
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface AdminRun {
  database: DatabaseKind;
  /** Per query; a query that could not be measured says why. */
  queries: (AdminQueryFigures | { query: AdminQuery; error: string })[];
  /** The server's memory once the grown database has been queried. */
  memory: MemorySample[];
}

/**
 * The admin panel's API on a grown firm's data: seeds 10,000 users, 50,000 sign-ins and
 * audit entries into the database (after the accounts benchmark used it), starts the server
 * on it, signs in as an admin through the admin panel's sign-in, and times each query
 * one request at a time over HTTP.
 */
export async function benchmarkAdmin(
  rootDir: string,
  target: AccountsTarget,
  cleanup: Cleanup,
): Promise<AdminRun> {
  const { database } = target;
  const handle = await target.open();
  const seedStarted = Date.now();
  try {
    await seedAdminData(handle, path.join(rootDir, "db", "migrations"));
  } finally {
    await handle.close();
  }
  console.log(
    `admin: ${database}: seeded ${ADMIN_SEED.users} users, ${ADMIN_SEED.signIns} sign-ins, ` +
      `${ADMIN_SEED.auditEntries} audit entries in ${((Date.now() - seedStarted) / 1000).toFixed(1)}s`,
  );

  const server = await startAppServer(rootDir, cleanup, target.server);
  try {
    const { cookies } = await signIn(server.origin, benchAdmin, "admin-panel");
    const headers = { cookie: cookies.join("; ") };
    const queries: AdminRun["queries"] = [];
    for (const query of adminQueries) {
      console.log(`admin: ${database} ${query.path}...`);
      queries.push(
        await measureQuery(server.origin, query, headers).catch((error: unknown) => ({
          query,
          error: describeError(error),
        })),
      );
    }
    const memory = [await sampleMemory(server, database, "after the admin queries")];
    return { database, queries, memory };
  } finally {
    await server.stop();
  }
}

async function measureQuery(
  origin: string,
  query: AdminQuery,
  headers: Record<string, string>,
): Promise<AdminQueryFigures> {
  const probe = await getRaw(origin + query.path, headers);
  if (probe.status !== 200) throw new Error(`${query.path} answered ${probe.status}`);
  const wrong = query.check(JSON.parse(probe.body.toString("utf8")));
  if (wrong) throw new Error(`${query.path}: ${wrong}`);
  const latencies: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const response = await getRaw(origin + query.path, headers);
    const latencyMs = performance.now() - started;
    if (response.status !== 200) throw new Error(`${query.path} answered ${response.status}`);
    if (i >= WARM_UP) latencies.push(latencyMs);
  }
  return {
    query,
    count: latencies.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: Math.max(...latencies),
  };
}
