import type { AccountsRun, MemorySample } from "./accounts";
import { sessionCheckRatio } from "./budgets";
import { FLOOD_ADDRESSES, FLOOD_SIGN_INS } from "./flood";
import { CONCURRENT_SIGN_INS } from "./sign-ins";
import { COMPARISON_ROUNDS, WRK_SETTINGS } from "./wrk";
import { formatNumber, formatTable } from "./table";

export function printMemoryTable(samples: MemorySample[]): void {
  const headers = ["database", "moment", "processes", "RSS MB", "peak MB"];
  const rows = samples.map((sample) => [
    sample.database,
    sample.moment,
    String(sample.processes),
    formatNumber(sample.rssMb),
    formatNumber(sample.peakMb),
  ]);
  console.log(
    "\nMemory of the product's processes together (VmRSS of the server and the embedded database's process; peak: the sum of each one's VmHWM)\n",
  );
  console.log(formatTable(headers, rows));
}

export function printAccountsTables(runs: AccountsRun[]): void {
  const signInRows = runs.map(({ database, signIns }) =>
    typeof signIns === "string"
      ? [database, `failed: ${signIns}`]
      : [
          database,
          String(signIns.count),
          formatNumber(signIns.p50Ms),
          formatNumber(signIns.p95Ms),
          formatNumber(signIns.maxMs),
          formatNumber(signIns.floor.hashMs, 1),
          formatNumber(signIns.floor.floorMs),
          formatNumber(signIns.eventLoop.p50Ms, 1),
          formatNumber(signIns.eventLoop.p99Ms, 1),
          formatNumber(signIns.eventLoop.maxMs, 1),
        ],
  );
  console.log("\nSign-ins (rounds of concurrent POST /api/auth/login, each on a new connection)\n");
  console.log(
    formatTable(
      [
        "database",
        "sign-ins",
        "p50 ms",
        "p95 ms",
        "max ms",
        "one hash ms",
        "floor ms",
        "lag p50",
        "lag p99",
        "lag max",
      ],
      signInRows,
    ),
  );

  const floodRows = runs.map(({ database, flood }) =>
    typeof flood === "string"
      ? [database, `failed: ${flood}`]
      : [
          database,
          Object.entries(flood.statuses)
            .map(([status, count]) => `${count}×${status}`)
            .join(" "),
          formatNumber(flood.durationMs),
          `${formatNumber(flood.about.p99Ms, 1)} (${flood.about.count})`,
          `${formatNumber(flood.health.p99Ms, 1)} (${flood.health.count})`,
          formatNumber(flood.partnerSignInMs),
          formatNumber(flood.eventLoopP99Ms, 1),
        ],
  );
  console.log(
    `\nSign-in flood (${FLOOD_SIGN_INS} wrong sign-ins at once from ${FLOOD_ADDRESSES} loopback addresses; /about and /api/health requested one after another meanwhile)\n`,
  );
  console.log(
    formatTable(
      [
        "database",
        "answers",
        "flood ms",
        "/about p99 ms (n)",
        "/api/health p99 ms (n)",
        "partner sign-in ms",
        "lag p99",
      ],
      floodRows,
    ),
  );

  const checked = runs.filter((run) => run.sessionChecks !== null);
  if (checked.length === 0) return;
  const sessionRows = checked.map(({ database, sessionChecks }) =>
    typeof sessionChecks === "string" || sessionChecks === null
      ? [database, `failed: ${sessionChecks}`]
      : [
          database,
          formatNumber(sessionChecks.health.requestsPerSec),
          formatNumber(sessionChecks.health.p99Ms, 2),
          formatNumber(sessionChecks.me.requestsPerSec),
          formatNumber(sessionChecks.me.p99Ms, 2),
          `${sessionCheckRatio(sessionChecks).toFixed(2)}x`,
          formatNumber(sessionChecks.meEventLoop.p99Ms, 1),
        ],
  );
  console.log(
    `\nSession checks (${WRK_SETTINGS}, loopback; /api/me as ${CONCURRENT_SIGN_INS} signed-in accounts in turn; the median of ${COMPARISON_ROUNDS} runs each, in turns)\n`,
  );
  console.log(
    formatTable(
      [
        "database",
        "/api/health req/s",
        "p99 ms",
        "/api/me req/s",
        "p99 ms",
        "ratio",
        "lag p99 (/api/me)",
      ],
      sessionRows,
    ),
  );
}
