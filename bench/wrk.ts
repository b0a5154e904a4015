import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runCaptured } from "./processes";

export interface WrkRun {
  requestsPerSec: number;
  p99Ms: number;
  /** Non-2xx/3xx answers plus socket errors: a non-zero count makes the numbers suspect. */
  errors: number;
}

/** One connection count for every run: enough to keep a 2-core machine busy. */
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;
const MEASURE_SECONDS = 8;

export const WRK_SETTINGS = `wrk -t1 -c${CONNECTIONS} -d${MEASURE_SECONDS}s --latency after a ${WARM_UP_SECONDS}s warm-up`;

/**
 * Two targets whose requests/s are compared are measured in turns, one then the other, this
 * many times, and each one's median run counts: a shared machine's speed drifts by half within
 * a minute (the same server measured 15,000 and 22,000 requests/s in consecutive runs), so two
 * single runs compare the machine's moods, not the targets.
 */
export const COMPARISON_ROUNDS = 3;

/** The item with the median requests/s of its run (the upper one of an even count). */
export function medianBy<T>(items: T[], requestsPerSec: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => requestsPerSec(a) - requestsPerSec(b));
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("no runs to take the median of");
  return median;
}

/** A short discarded run (JIT, page cache, connection setup), then the measured one. */
export async function measureThroughput(
  wrkPath: string,
  url: string,
  headers: string[],
): Promise<WrkRun> {
  await runWrk(wrkPath, url, headers, WARM_UP_SECONDS);
  return runWrk(wrkPath, url, headers, MEASURE_SECONDS);
}

/**
 * As `measureThroughput`, with each request carrying the next of these Cookie headers in turn:
 * many signed-in people, not one client asking the same thing again and again.
 */
export async function measureThroughputAsMany(
  wrkPath: string,
  url: string,
  cookies: string[],
): Promise<WrkRun> {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-wrk-"));
  try {
    const script = path.join(dir, "cookies.lua");
    await writeFile(script, rotatingCookies(cookies));
    await runWrk(wrkPath, url, [], WARM_UP_SECONDS, script);
    return await runWrk(wrkPath, url, [], MEASURE_SECONDS, script);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A wrk script whose requests go round the Cookie headers. */
function rotatingCookies(cookies: string[]): string {
  if (cookies.some((cookie) => !/^[\x20-\x7e]*$/.test(cookie) || cookie.includes("]]"))) {
    throw new Error("a cookie the wrk script cannot quote");
  }
  const list = cookies.map((cookie) => `[[${cookie}]]`).join(",\n  ");
  return `local cookies = {\n  ${list}\n}
local next_cookie = 0
request = function()
  next_cookie = next_cookie % #cookies + 1
  return wrk.format(nil, nil, { ["Cookie"] = cookies[next_cookie] })
end
`;
}

async function runWrk(
  wrkPath: string,
  url: string,
  headers: string[],
  seconds: number,
  script?: string,
): Promise<WrkRun> {
  const args = [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    "--latency",
    "--timeout",
    "2s",
    ...headers.flatMap((header) => ["-H", header]),
    ...(script ? ["-s", script] : []),
    url,
  ];
  // wrk stops by itself after `seconds`; the margin only catches a hang.
  const { stdout } = await runCaptured(wrkPath, args, (seconds + 15) * 1_000);
  return parseWrkOutput(stdout);
}

export function parseWrkOutput(output: string): WrkRun {
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  const p99 = /^\s*99(?:\.0+)?%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  if (!rate || !p99) throw new Error(`unexpected wrk output:\n${output}`);
  return {
    requestsPerSec: Number(rate[1]),
    p99Ms: Number(p99[1]) * MS_PER_UNIT[p99[2] as LatencyUnit],
    errors: countErrors(output),
  };
}

type LatencyUnit = "us" | "ms" | "s" | "m";
const MS_PER_UNIT: Record<LatencyUnit, number> = { us: 0.001, ms: 1, s: 1_000, m: 60_000 };

function countErrors(output: string): number {
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return Number(bad?.[1] ?? 0) + socketErrors;
}
