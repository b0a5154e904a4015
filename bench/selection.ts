import { parseArgs } from "node:util";
import { localizedPath, locales } from "../core/locales";
import { adminLoginPage, publicPages } from "../core/paths";
import type { DatabaseKind } from "./accounts";
import { signedInPagePaths } from "./signed-in-pages";

export const BENCH_PARTS = ["start", "lighthouse", "throughput", "accounts"] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

const DATABASES: readonly DatabaseKind[] = ["embedded", "postgres"];

/**
 * Every page Lighthouse audits, in both languages: the public pages, the admin sign-in and,
 * signed in, the portal and panel.
 */
const AUDITED_PAGES: readonly string[] = [
  ...locales.flatMap((locale) =>
    [...publicPages, adminLoginPage].map((page) => localizedPath(page, locale)),
  ),
  ...signedInPagePaths,
];

export interface BenchSelection {
  parts: ReadonlySet<BenchPart>;
  pages: readonly string[];
  databases: readonly DatabaseKind[];
}

export const BENCH_USAGE = `usage: npm run bench -- [part ...] [--page /path ...] [--database embedded|postgres]
  parts: ${BENCH_PARTS.join(", ")} (default: all)
  --page      Lighthouse on these pages only (repeatable; default: every public page, /admin, and signed in /partner-portal and /admin/dashboard, each in English and below /sl)
  --database  accounts benchmark on this database only (repeatable; default: both)`;

/**
 * What to run, from the command line: a full run takes many minutes on a shared machine, so
 * while working on one budget only its part is worth running. Throws with the usage text on
 * anything it does not know.
 */
export function parseBenchSelection(args: string[]): BenchSelection {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      page: { type: "string", multiple: true },
      database: { type: "string", multiple: true },
    },
  });
  const unknownPart = positionals.find(
    (part) => !(BENCH_PARTS as readonly string[]).includes(part),
  );
  if (unknownPart) throw new Error(`unknown part "${unknownPart}"\n${BENCH_USAGE}`);
  const pages = values.page ?? [...AUDITED_PAGES];
  const unknownPage = pages.find((page) => !AUDITED_PAGES.includes(page));
  if (unknownPage) throw new Error(`"${unknownPage}" is not an audited page\n${BENCH_USAGE}`);
  const databases = values.database ?? [...DATABASES];
  const unknownDatabase = databases.find((db) => !(DATABASES as readonly string[]).includes(db));
  if (unknownDatabase) throw new Error(`unknown database "${unknownDatabase}"\n${BENCH_USAGE}`);
  return {
    parts: new Set(positionals.length > 0 ? (positionals as BenchPart[]) : BENCH_PARTS),
    pages,
    databases: databases as DatabaseKind[],
  };
}
