// `npm run bench`: Lighthouse on every public page, then wrk against the production server
// (and nginx serving the same files, as a yardstick), then PASS/FAIL lines for the budgets.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { publicPages } from "../core/paths";
import { buildIfMissing, startAppServer } from "./bench/app-server";
import { pageBudgets, printBudgets } from "./bench/budgets";
import { Cleanup, describeError } from "./bench/cleanup";
import { auditPage, type FailedPageAudit, type PageAudit } from "./bench/lighthouse";
import { printLighthouseNotes, printLighthouseTable } from "./bench/lighthouse-report";
import { benchmarkThroughput } from "./bench/throughput";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** One page after another: parallel runs on two cores would distort the simulated timings. */
async function auditPublicPages(
  origin: string,
  cleanup: Cleanup,
): Promise<(PageAudit | FailedPageAudit)[]> {
  const audits: (PageAudit | FailedPageAudit)[] = [];
  for (const page of publicPages) {
    const started = Date.now();
    process.stdout.write(`lighthouse: ${page}...`);
    const audit = await auditPage(origin, page, cleanup);
    console.log(
      ` ${audit.ok ? "done" : "failed"} in ${((Date.now() - started) / 1000).toFixed(0)}s`,
    );
    audits.push(audit);
  }
  return audits;
}

async function bench(cleanup: Cleanup): Promise<void> {
  await buildIfMissing(rootDir);
  const origin = await startAppServer(rootDir, cleanup);
  console.log(`server: ${origin} (NODE_ENV=production, fresh DATA_DIR)`);

  const audits = await auditPublicPages(origin, cleanup);
  printLighthouseTable(audits);
  printLighthouseNotes(audits);

  const throughputChecks = await benchmarkThroughput(rootDir, origin, cleanup);

  console.log("\nBudgets\n");
  printBudgets([...audits.flatMap(pageBudgets), ...throughputChecks]);
}

async function main(): Promise<number> {
  const cleanup = new Cleanup();
  cleanup.handleSignals();
  try {
    await bench(cleanup);
    return 0;
  } catch (error) {
    console.error(`bench failed: ${describeError(error)}`);
    return 1;
  } finally {
    await cleanup.runAll();
  }
}

// Exit explicitly: Lighthouse can leave timers behind that would keep the process alive.
process.exit(await main());
