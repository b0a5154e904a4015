// `npm run bench`: Lighthouse on every public page and the admin sign-in, and signed in on the
// partner portal and the admin panel's dashboard (a server of their own), a search for admin
// code in the public and portal pages' scripts, wrk against the production server (and nginx
// serving the same files, as a yardstick), sign-ins and the admin API on a grown database,
// then PASS/FAIL lines for the budgets; first, how long `npm start` takes on an existing
// build. `npm run bench -- lighthouse --page /login` runs one part.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pathWithoutLocale } from "../core/locales";
import { publicPages } from "../core/paths";
import { openEmbeddedDatabase, openPostgresDatabase } from "../db/client";
import {
  benchmarkAccounts,
  sampleMemory,
  type AccountsRun,
  type AccountsTarget,
  type MemorySample,
} from "./accounts";
import { printAccountsTables, printMemoryTable } from "./accounts-report";
import { benchmarkAdmin, type AdminRun } from "./admin";
import { scanForAdminCode } from "./admin-bundle";
import { printAdminBundleNotes, printAdminTable } from "./admin-report";
import { languageOfferScripts, type LanguageOfferScript } from "./language-offer";
import { buildIfMissing, startAppServer, tempDataDir } from "./app-server";
import {
  accountsBudgets,
  adminBudgets,
  adminBundleBudget,
  languageOfferBudgets,
  memoryBudget,
  notMeasured,
  pageBudgets,
  printBudgets,
  type BudgetCheck,
} from "./budgets";
import { Cleanup, describeError } from "./cleanup";
import { auditPage, type FailedPageAudit, type PageAudit } from "./lighthouse";
import { printLighthouseNotes, printLighthouseTable } from "./lighthouse-report";
import { createBenchDatabase } from "./postgres";
import { findExecutable } from "./processes";
import { BENCH_USAGE, parseBenchSelection, type BenchSelection } from "./selection";
import { auditSignedInPages, signedInPagePaths } from "./signed-in-pages";
import { measureRestart } from "./start-time";
import { benchmarkThroughput } from "./throughput";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Runs one page's audit, saying how long it took. */
async function timedAudit(
  page: string,
  audit: () => Promise<PageAudit | FailedPageAudit>,
): Promise<PageAudit | FailedPageAudit> {
  const started = Date.now();
  process.stdout.write(`lighthouse: ${page}...`);
  const result = await audit();
  console.log(
    ` ${result.ok ? "done" : "failed"} in ${((Date.now() - started) / 1000).toFixed(0)}s`,
  );
  return result;
}

/** One page after another: parallel runs on two cores would distort the simulated timings. */
async function auditPages(
  origin: string,
  pages: readonly string[],
  cleanup: Cleanup,
): Promise<(PageAudit | FailedPageAudit)[]> {
  const audits: (PageAudit | FailedPageAudit)[] = [];
  for (const page of pages) {
    audits.push(await timedAudit(page, () => auditPage(origin, page, cleanup)));
  }
  return audits;
}

/** The signed-in pages, on a server of their own started after the first one stopped. */
async function auditSignedIn(pages: readonly string[], cleanup: Cleanup) {
  const audits: (PageAudit | FailedPageAudit)[] = [];
  if (pages.length === 0) return audits;
  try {
    await auditSignedInPages(rootDir, pages, cleanup, async (page, audit) => {
      audits.push(await timedAudit(page, audit));
    });
  } catch (error) {
    console.log(`lighthouse: signed in: failed: ${describeError(error)}`);
    for (const path of pages) {
      if (!audits.some((audit) => audit.path === path)) {
        audits.push({ ok: false, path, error: describeError(error) });
      }
    }
  }
  return audits;
}

/**
 * The accounts benchmark, then the admin benchmark on the same database grown to a firm's
 * size: on the embedded database (reusing its folder), then on PostgreSQL.
 */
async function benchmarkAccountsOnEach(
  dataDir: string,
  databases: BenchSelection["databases"],
  cleanup: Cleanup,
) {
  const failures: BudgetCheck[] = [];
  const wrkPath = findExecutable("wrk");
  if (!wrkPath) {
    const reason = "wrk is not installed: not found on PATH";
    console.log(`session checks: skipped (${reason})`);
    failures.push(notMeasured("session checks under wrk on /api/me", reason));
  }
  const targets: AccountsTarget[] = [];
  if (databases.includes("embedded")) {
    targets.push({
      database: "embedded",
      open: () => openEmbeddedDatabase(dataDir),
      server: { dataDir },
    });
  }
  let databaseUrl: string | null = null;
  if (databases.includes("postgres")) {
    try {
      databaseUrl = await createBenchDatabase(cleanup);
    } catch (error) {
      console.log(`postgres: skipped (${describeError(error)})`);
      failures.push(notMeasured("postgres accounts and admin benchmarks", describeError(error)));
    }
  }
  if (databaseUrl) {
    targets.push({
      database: "postgres",
      open: () => openPostgresDatabase(databaseUrl),
      server: { dataDir, databaseUrl },
    });
  }
  const runs: AccountsRun[] = [];
  const adminRuns: AdminRun[] = [];
  const failed = (part: string, database: string, error: unknown) => {
    console.log(`${part}: ${database}: failed: ${describeError(error)}`);
    failures.push({
      name: `${database} ${part} benchmark`,
      passed: false,
      measured: `n/a (${describeError(error)})`,
      budget: "completes",
    });
  };
  for (const target of targets) {
    try {
      runs.push(await benchmarkAccounts(rootDir, target, wrkPath, cleanup));
    } catch (error) {
      failed("accounts", target.database, error);
    }
    try {
      adminRuns.push(await benchmarkAdmin(rootDir, target, cleanup));
    } catch (error) {
      failed("admin", target.database, error);
    }
  }
  return {
    runs,
    adminRuns,
    checks: [...runs.flatMap(accountsBudgets), ...adminRuns.flatMap(adminBudgets), ...failures],
  };
}

async function bench(selection: BenchSelection, cleanup: Cleanup): Promise<void> {
  await buildIfMissing(rootDir);
  const startChecks: BudgetCheck[] = [];
  if (selection.parts.has("start")) {
    const check = await measureRestart(rootDir, await tempDataDir(cleanup), cleanup).catch(
      (error: unknown): BudgetCheck => ({
        name: "npm start on an existing build, another port",
        passed: false,
        measured: `n/a (${describeError(error)})`,
        budget: "completes",
      }),
    );
    startChecks.push(check);
  }
  const dataDir = await tempDataDir(cleanup);
  const memory: MemorySample[] = [];
  let audits: (PageAudit | FailedPageAudit)[] = [];
  let throughputChecks: BudgetCheck[] = [];
  const bundleChecks: BudgetCheck[] = [];
  if (selection.parts.has("lighthouse") || selection.parts.has("throughput")) {
    const server = await startAppServer(rootDir, cleanup, { dataDir });
    console.log(`server: ${server.origin} (NODE_ENV=production, fresh DATA_DIR)`);
    memory.push(await sampleMemory(server, "embedded", "after start (fresh DATA_DIR)"));
    if (selection.parts.has("lighthouse")) {
      const publicAudited = selection.pages.filter((page) => !signedInPagePaths.includes(page));
      audits = await auditPages(server.origin, publicAudited, cleanup);
      const bundleScan = await scanForAdminCode(server.origin).catch(describeError);
      printAdminBundleNotes(bundleScan);
      bundleChecks.push(adminBundleBudget(bundleScan));
      let offers: LanguageOfferScript[] | string;
      try {
        offers = languageOfferScripts(rootDir);
      } catch (error) {
        offers = describeError(error);
      }
      bundleChecks.push(...languageOfferBudgets(offers));
    }
    if (selection.parts.has("throughput")) {
      throughputChecks = await benchmarkThroughput(rootDir, server.origin, cleanup);
    }
    const ran = [...selection.parts].filter(
      (part) => part === "lighthouse" || part === "throughput",
    );
    const moment = `after ${ran.map((part) => (part === "throughput" ? "wrk" : "Lighthouse")).join(" and ")}`;
    memory.push(await sampleMemory(server, "embedded", moment));
    await server.stop();
  }
  if (selection.parts.has("lighthouse")) {
    audits.push(
      ...(await auditSignedIn(
        selection.pages.filter((page) => signedInPagePaths.includes(page)),
        cleanup,
      )),
    );
    printLighthouseTable(audits);
    printLighthouseNotes(audits);
  }

  const accounts = selection.parts.has("accounts")
    ? await benchmarkAccountsOnEach(dataDir, selection.databases, cleanup)
    : { runs: [], adminRuns: [], checks: [] };
  const memorySamples = [
    ...memory,
    ...accounts.runs.flatMap((run) => run.memory),
    ...accounts.adminRuns.flatMap((run) => run.memory),
  ];
  // `npm run bench -- start` alone samples no memory.
  if (memorySamples.length > 0) printMemoryTable(memorySamples);
  if (accounts.runs.length > 0) printAccountsTables(accounts.runs);
  if (accounts.adminRuns.length > 0) printAdminTable(accounts.adminRuns);

  console.log("\nBudgets\n");
  printBudgets([
    ...startChecks,
    ...audits.flatMap((audit) =>
      pageBudgets(audit, {
        publicPage: (publicPages as readonly string[]).includes(pathWithoutLocale(audit.path)),
        signedIn: signedInPagePaths.includes(audit.path),
      }),
    ),
    ...bundleChecks,
    ...throughputChecks,
    ...memory.map(memoryBudget),
    ...accounts.checks,
  ]);
}

async function main(): Promise<number> {
  let selection: BenchSelection;
  try {
    selection = parseBenchSelection(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : BENCH_USAGE);
    return 2;
  }
  const cleanup = new Cleanup();
  cleanup.handleSignals();
  try {
    await bench(selection, cleanup);
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
