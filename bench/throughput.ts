import path from "node:path";
import { throughputBudget, type BudgetCheck } from "./budgets";
import { describeError, type Cleanup } from "./cleanup";
import { getRaw } from "./http";
import { startNginx } from "./nginx";
import { findExecutable } from "./processes";
import { formatBytes, formatNumber, formatTable } from "./table";
import { measureThroughput, WRK_SETTINGS, type WrkRun } from "./wrk";

interface Target {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** Static files only: nginx has no API to compare with. */
  compareWithNginx: boolean;
}

interface Measurement {
  run: WrkRun;
  /** What the server answered, e.g. "br 61.3 KB": the two servers may pick different variants. */
  served: string;
}

interface Row {
  target: Target;
  ours: Measurement;
  nginx: Measurement | null;
}

async function throughputTargets(origin: string): Promise<Target[]> {
  const asset = await largestScriptOfHomePage(origin);
  return [
    { label: "page /about", path: "/about", headers: {}, compareWithNginx: true },
    // gzip for the comparison: both servers send their pre-compressed .gz copy (this nginx has
    // gzip_static but no brotli module), so the ratio compares serving, not bytes.
    {
      label: `asset ${path.posix.basename(asset)} (gzip)`,
      path: asset,
      headers: { "Accept-Encoding": "gzip" },
      compareWithNginx: true,
    },
    {
      label: `asset ${path.posix.basename(asset)} (br)`,
      path: asset,
      headers: { "Accept-Encoding": "br" },
      compareWithNginx: false,
    },
    { label: "/api/health", path: "/api/health", headers: {}, compareWithNginx: false },
  ];
}

/**
 * The heaviest script build/client/index.html loads: the asset most worth serving fast.
 * Read through the running server, which holds the build in memory: the files on disk may
 * be replaced by a rebuild during the run, with new hashed names it does not know.
 */
async function largestScriptOfHomePage(origin: string): Promise<string> {
  const html = (await getRaw(`${origin}/`)).body.toString("utf8");
  const scripts = [...new Set(html.match(/\/assets\/[^"'\s]+\.js/g) ?? [])];
  const sizes = await Promise.all(scripts.map(async (url) => (await getRaw(origin + url)).bytes));
  const largest = scripts[sizes.indexOf(Math.max(...sizes))];
  if (!largest) throw new Error("the home page references no /assets/*.js");
  return largest;
}

/**
 * wrk against our server, then the static targets against nginx when it is installed.
 * Returns the budget checks (ratios to nginx); prints why a part was skipped.
 */
export async function benchmarkThroughput(
  rootDir: string,
  ourOrigin: string,
  cleanup: Cleanup,
): Promise<BudgetCheck[]> {
  const wrkPath = findExecutable("wrk");
  if (!wrkPath) {
    console.log("throughput: skipped (wrk is not installed: not found on PATH)");
    return [];
  }
  const ours = await measureOurServer(wrkPath, ourOrigin);
  if (!ours) return [];
  const nginx = await measureNginx(wrkPath, rootDir, [...ours.keys()], cleanup);
  const rows = [...ours].map(([target, measurement]) => ({
    target,
    ours: measurement,
    nginx: nginx?.get(target) ?? null,
  }));
  printThroughput(rows);
  return rows.flatMap((row) =>
    row.nginx ? [throughputBudget(row.target.label, ratio(row.ours.run, row.nginx.run))] : [],
  );
}

async function measureOurServer(
  wrkPath: string,
  origin: string,
): Promise<Map<Target, Measurement> | null> {
  try {
    const targets = await throughputTargets(origin);
    const measured = await measureAll(wrkPath, origin, targets, "server");
    return new Map(targets.map((target, i) => [target, measured[i]!]));
  } catch (error) {
    console.log(`throughput: skipped (${describeError(error)})`);
    return null;
  }
}

async function measureNginx(
  wrkPath: string,
  rootDir: string,
  targets: Target[],
  cleanup: Cleanup,
): Promise<Map<Target, Measurement> | null> {
  const nginxPath = findExecutable("nginx", ["/usr/sbin/nginx"]);
  if (!nginxPath) {
    console.log("nginx comparison: skipped (nginx not found at /usr/sbin/nginx or on PATH)");
    return null;
  }
  try {
    const origin = await startNginx(nginxPath, rootDir, cleanup);
    const staticTargets = targets.filter((target) => target.compareWithNginx);
    const measured = await measureAll(wrkPath, origin, staticTargets, "nginx");
    return new Map(staticTargets.map((target, i) => [target, measured[i]!]));
  } catch (error) {
    console.log(`nginx comparison: skipped (${describeError(error)})`);
    return null;
  }
}

/** One target at a time: the machine has two cores, shared by wrk and the server. */
async function measureAll(
  wrkPath: string,
  origin: string,
  targets: Target[],
  serverName: string,
): Promise<Measurement[]> {
  const results: Measurement[] = [];
  for (const target of targets) {
    console.log(`wrk: ${serverName} ${target.label}...`);
    results.push(await measure(wrkPath, origin, target));
  }
  return results;
}

async function measure(wrkPath: string, origin: string, target: Target): Promise<Measurement> {
  const url = origin + target.path;
  // A benchmark of 404s would look fast and mean nothing: check the answer first.
  const probe = await getRaw(url, target.headers);
  if (probe.status !== 200) throw new Error(`GET ${url} answered ${probe.status}, not 200`);
  const headers = Object.entries(target.headers).map(([name, value]) => `${name}: ${value}`);
  return {
    run: await measureThroughput(wrkPath, url, headers),
    served: `${probe.encoding} ${formatBytes(probe.bytes)}`,
  };
}

function ratio(ours: WrkRun, nginx: WrkRun): number {
  return ours.requestsPerSec / nginx.requestsPerSec;
}

function printThroughput(rows: Row[]): void {
  const headers = [
    "target",
    "req/s",
    "p99 ms",
    "served",
    "nginx req/s",
    "p99 ms",
    "served",
    "ratio",
  ];
  const cells = rows.map(({ target, ours, nginx }) => [
    target.label,
    formatNumber(ours.run.requestsPerSec),
    formatNumber(ours.run.p99Ms, 2),
    ours.served,
    nginx ? formatNumber(nginx.run.requestsPerSec) : "-",
    nginx ? formatNumber(nginx.run.p99Ms, 2) : "-",
    nginx ? nginx.served : "-",
    nginx ? `${ratio(ours.run, nginx.run).toFixed(2)}x` : "-",
  ]);
  console.log(`\nThroughput (${WRK_SETTINGS}, loopback)\n`);
  console.log(formatTable(headers, cells));
  for (const { target, ours, nginx } of rows) {
    const errors = ours.run.errors + (nginx?.run.errors ?? 0);
    if (errors > 0) console.log(`warning: ${target.label}: ${errors} errors or non-2xx answers`);
  }
}
