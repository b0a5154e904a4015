import { SCORE_BUDGETS } from "./budgets";
import { CATEGORIES, LIGHTHOUSE_RUNS, type FailedPageAudit, type PageAudit } from "./lighthouse";
import { formatNumber, formatTable, kilobytes } from "./table";

type Audit = PageAudit | FailedPageAudit;

export function printLighthouseTable(audits: Audit[]): void {
  const headers = [
    "page",
    "perf",
    "a11y",
    "bp",
    "seo",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS KB",
    "font KB",
    "weight KB",
    "CPU index",
  ];
  // A failure's reason goes below the table: as a cell it would widen the page column.
  const rows = audits.map((audit) =>
    audit.ok
      ? [
          audit.path,
          ...CATEGORIES.map((id) => formatNumber(audit.scores[id])),
          formatNumber(audit.lcpMs),
          formatNumber(audit.tbtMs),
          formatNumber(audit.cls, 3),
          formatNumber(kilobytes(audit.jsTransferBytes), 1),
          formatNumber(kilobytes(audit.fontTransferBytes), 1),
          formatNumber(kilobytes(audit.weightBytes), 1),
          formatNumber(audit.cpuIndex),
        ]
      : [audit.path, "failed"],
  );
  console.log(
    `\nLighthouse (mobile, simulated throttling; each page's median of ${LIGHTHOUSE_RUNS} runs)\n`,
  );
  console.log(formatTable(headers, rows));
  for (const audit of audits) if (!audit.ok) console.log(`${audit.path}: failed: ${audit.error}`);
}

/** What explains the numbers: LCP element, audits below budget, the heaviest page's scripts. */
export function printLighthouseNotes(audits: Audit[]): void {
  const done = audits.filter((audit): audit is PageAudit => audit.ok);
  console.log("");
  for (const audit of done) {
    console.log(`${audit.path}: LCP element: ${audit.lcpElement ?? "not reported"}`);
    for (const id of CATEGORIES) {
      const score = audit.scores[id];
      if (score !== null && score < SCORE_BUDGETS[id] && audit.lostPoints[id].length > 0) {
        console.log(`${audit.path}: ${id} loses points on ${audit.lostPoints[id].join(", ")}`);
      }
    }
  }
  printHeaviestScripts(done);
}

function printHeaviestScripts(audits: PageAudit[]): void {
  const heaviest = audits.reduce<PageAudit | null>(
    (max, audit) => (max && max.jsTransferBytes >= audit.jsTransferBytes ? max : audit),
    null,
  );
  if (!heaviest || heaviest.scripts.length === 0) return;
  const scripts = [...heaviest.scripts].sort((a, b) => b.transferBytes - a.transferBytes);
  const list = scripts
    .map(
      (script) => `${new URL(script.url).pathname} ${kilobytes(script.transferBytes).toFixed(1)}`,
    )
    .join(", ");
  console.log(`JS of the heaviest page (${heaviest.path}), KB transferred: ${list}`);
}
