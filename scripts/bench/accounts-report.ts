import type { AccountsRun, MemorySample } from "./accounts";
import { sessionCheckRatio } from "./budgets";
import { WRK_SETTINGS } from "./wrk";
import { formatNumber, formatTable } from "./table";

export function printMemoryTable(samples: MemorySample[]): void {
  const headers = ["database", "moment", "RSS MB", "peak MB"];
  const rows = samples.map((sample) => [
    sample.database,
    sample.moment,
    formatNumber(sample.rssMb),
    formatNumber(sample.peakMb),
  ]);
  console.log("\nServer memory (VmRSS of the server process; peak: VmHWM since its start)\n");
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
          formatNumber(signIns.eventLoop.p50Ms, 1),
          formatNumber(signIns.eventLoop.p99Ms, 1),
          formatNumber(signIns.eventLoop.maxMs, 1),
        ],
  );
  console.log("\nSign-ins (rounds of concurrent POST /api/auth/login, each on a new connection)\n");
  console.log(
    formatTable(
      ["database", "sign-ins", "p50 ms", "p95 ms", "max ms", "lag p50", "lag p99", "lag max"],
      signInRows,
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
        ],
  );
  console.log(`\nSession checks (${WRK_SETTINGS}, loopback)\n`);
  console.log(
    formatTable(
      ["database", "/api/health req/s", "p99 ms", "/api/me req/s", "p99 ms", "ratio"],
      sessionRows,
    ),
  );
}
