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

async function runWrk(
  wrkPath: string,
  url: string,
  headers: string[],
  seconds: number,
): Promise<WrkRun> {
  const args = [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    "--latency",
    "--timeout",
    "2s",
    ...headers.flatMap((header) => ["-H", header]),
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
