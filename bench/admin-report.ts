import { ADMIN_SEED } from "./admin-seed";
import type { AdminRun } from "./admin";
import type { AdminBundleScan } from "./admin-bundle";
import { formatNumber, formatTable } from "./table";

export function printAdminTable(runs: AdminRun[]): void {
  if (runs.length === 0) return;
  const rows = runs.flatMap(({ database, queries }) =>
    queries.map((figures) =>
      "error" in figures
        ? [database, figures.query.path, `failed: ${figures.error}`]
        : [
            database,
            figures.query.path,
            String(figures.count),
            formatNumber(figures.p50Ms, 1),
            formatNumber(figures.p95Ms, 1),
            formatNumber(figures.maxMs, 1),
            String(figures.query.budgetMs),
          ],
    ),
  );
  console.log(
    `\nAdmin API (${ADMIN_SEED.users.toLocaleString("en")} users, ` +
      `${ADMIN_SEED.signIns.toLocaleString("en")} sign-ins, ` +
      `${ADMIN_SEED.auditEntries.toLocaleString("en")} audit entries; ` +
      "one request at a time with an admin session)\n",
  );
  console.log(
    formatTable(["database", "request", "requests", "p50 ms", "p95 ms", "max ms", "budget"], rows),
  );
}

export function printAdminBundleNotes(scan: AdminBundleScan | string): void {
  if (typeof scan === "string") {
    console.log(`\nAdmin code in public bundles: not checked: ${scan}`);
    return;
  }
  const modules = [...scan.adminModules].map(([module, id]) => `${id} ${module}`).join(", ");
  console.log(
    `\nAdmin code in public bundles: ${scan.scripts.length} scripts of ${scan.pages.length} ` +
      `pages read; admin route modules: ${modules || "none"}`,
  );
  for (const problem of scan.problems) console.log(`  ${problem}`);
}
