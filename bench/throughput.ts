import path from "node:path";
import { notMeasured, throughputBudget, type BudgetCheck } from "./budgets";
import { describeError, type Cleanup } from "./cleanup";
import { getRaw } from "./http";
import { startNginx } from "./nginx";
import { findExecutable } from "./processes";
import { formatBytes, formatNumber, formatTable } from "./table";
import { COMPARISON_ROUNDS, measureThroughput, medianBy, WRK_SETTINGS, type WrkRun } from "./wrk";

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
 * wrk against our server and, for the static targets, against nginx when it is installed, in
 * turns (`COMPARISON_ROUNDS`). Returns the budget checks (ratios to nginx); what could not be
 * measured (no wrk, no nginx) is a failed check that says why.
 */
export async function benchmarkThroughput(
  rootDir: string,
  ourOrigin: string,
  cleanup: Cleanup,
): Promise<BudgetCheck[]> {
  const wrkPath = findExecutable("wrk");
  if (!wrkPath) return skipped("wrk is not installed: not found on PATH");
  let targets: Target[];
  try {
    targets = await throughputTargets(ourOrigin);
  } catch (error) {
    return skipped(describeError(error));
  }
  const nginx = await startNginxIfInstalled(rootDir, cleanup);
  let nginxOrigin = typeof nginx === "string" ? nginx : null;
  let nginxMissing = typeof nginx === "string" ? null : nginx.skipped;
  const rows: Row[] = [];
  for (const target of targets) {
    const compared = nginxOrigin !== null && target.compareWithNginx;
    const rounds = compared ? COMPARISON_ROUNDS : 1;
    const ours: Measurement[] = [];
    const theirs: Measurement[] = [];
    for (let round = 1; round <= rounds; round++) {
      const of = rounds > 1 ? ` (round ${round} of ${rounds})` : "";
      console.log(`wrk: server ${target.label}${of}...`);
      try {
        ours.push(await measure(wrkPath, ourOrigin, target));
      } catch (error) {
        return skipped(describeError(error));
      }
      if (!compared || nginxOrigin === null) continue;
      console.log(`wrk: nginx ${target.label}${of}...`);
      try {
        theirs.push(await measure(wrkPath, nginxOrigin, target));
      } catch (error) {
        nginxMissing = describeError(error);
        console.log(`nginx comparison: skipped (${nginxMissing})`);
        nginxOrigin = null;
      }
    }
    rows.push({
      target,
      ours: medianMeasurement(ours),
      nginx: theirs.length > 0 ? medianMeasurement(theirs) : null,
    });
  }
  printThroughput(rows);
  return rows.flatMap((row) => {
    if (!row.target.compareWithNginx) return [];
    return row.nginx
      ? [throughputBudget(row.target.label, ratio(row.ours.run, row.nginx.run))]
      : [notMeasured(`${row.target.label} requests/s vs nginx`, nginxMissing ?? "no nginx run")];
  });
}

function skipped(reason: string): BudgetCheck[] {
  console.log(`throughput: skipped (${reason})`);
  return [notMeasured("static pages and assets requests/s vs nginx", reason)];
}

/** The measurement whose run had the median requests/s. */
const medianMeasurement = (measurements: Measurement[]): Measurement =>
  medianBy(measurements, (measurement) => measurement.run.requestsPerSec);

/** nginx's origin, or why there is none. */
async function startNginxIfInstalled(
  rootDir: string,
  cleanup: Cleanup,
): Promise<string | { skipped: string }> {
  const nginxPath = findExecutable("nginx", ["/usr/sbin/nginx"]);
  let reason = "nginx not found at /usr/sbin/nginx or on PATH";
  if (nginxPath) {
    try {
      return await startNginx(nginxPath, rootDir, cleanup);
    } catch (error) {
      reason = describeError(error);
    }
  }
  console.log(`nginx comparison: skipped (${reason})`);
  return { skipped: reason };
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
  console.log(
    `\nThroughput (${WRK_SETTINGS}, loopback; against nginx the median of ${COMPARISON_ROUNDS} runs each, in turns)\n`,
  );
  console.log(formatTable(headers, cells));
  for (const { target, ours, nginx } of rows) {
    const errors = ours.run.errors + (nginx?.run.errors ?? 0);
    if (errors > 0) console.log(`warning: ${target.label}: ${errors} errors or non-2xx answers`);
  }
}
