import type { CategoryId, FailedPageAudit, PageAudit } from "./lighthouse";
import { kilobytes } from "./table";

export interface BudgetCheck {
  name: string;
  passed: boolean;
  measured: string;
  budget: string;
}

/** Minimum Lighthouse score per category, 0–100. */
export const SCORE_BUDGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Compressed JavaScript a page may transfer, in KB (1024 bytes). */
const JS_BUDGET_KB = 120;

/** Our static answers must reach at least this share of nginx's requests/s. */
export const NGINX_RATIO_BUDGET = 0.5;

export function pageBudgets(audit: PageAudit | FailedPageAudit): BudgetCheck[] {
  const scoreChecks = (Object.keys(SCORE_BUDGETS) as CategoryId[]).map((id) => {
    const score = audit.ok ? audit.scores[id] : null;
    const min = SCORE_BUDGETS[id];
    return {
      name: `${audit.path} ${id}`,
      passed: score !== null && score >= min,
      measured: score === null ? "n/a" : String(score),
      budget: min === 100 ? "= 100" : `>= ${min}`,
    };
  });
  const jsKb = audit.ok ? kilobytes(audit.jsTransferBytes) : null;
  const jsCheck = {
    name: `${audit.path} JS transferred`,
    passed: jsKb !== null && jsKb <= JS_BUDGET_KB,
    measured: jsKb === null ? "n/a" : `${jsKb.toFixed(1)} KB`,
    budget: `<= ${JS_BUDGET_KB} KB`,
  };
  return [...scoreChecks, jsCheck];
}

export function throughputBudget(label: string, ratio: number): BudgetCheck {
  return {
    name: `${label} requests/s vs nginx`,
    passed: ratio >= NGINX_RATIO_BUDGET,
    measured: `${ratio.toFixed(2)}x`,
    budget: `>= ${NGINX_RATIO_BUDGET}x`,
  };
}

export function printBudgets(checks: BudgetCheck[]): void {
  for (const check of checks) {
    const verdict = check.passed ? "PASS" : "FAIL";
    console.log(`${verdict}  ${check.name}: ${check.measured} (budget ${check.budget})`);
  }
  const passed = checks.filter((check) => check.passed).length;
  console.log(`budgets: ${passed} passed, ${checks.length - passed} failed`);
}
