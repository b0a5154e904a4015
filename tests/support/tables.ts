import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";

/** Every table of the application, by name. */
export async function applicationTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/** The rows of these tables, read in one statement, each table's rows in a fixed order. */
export async function snapshotTables(
  db: Database,
  tables: string[],
): Promise<Record<string, unknown[]>> {
  const columns = tables.map(
    (table) =>
      sql`${table}::text, (select coalesce(json_agg(t order by t::text), '[]'::json) from ${sql.identifier(table)} t)`,
  );
  const result = await db.execute(
    sql`select json_build_object(${sql.join(columns, sql`, `)}) as data`,
  );
  const [row] = (result as unknown as { rows: { data: Record<string, unknown[]> }[] }).rows;
  return row!.data;
}

/** The rows a table lost and gained, or null when it is the same. */
export function tableDifference(before: unknown[], after: unknown[]): string | null {
  const was = new Set(before.map((row) => JSON.stringify(row)));
  const is = new Set(after.map((row) => JSON.stringify(row)));
  const removed = [...was].filter((row) => !is.has(row));
  const added = [...is].filter((row) => !was.has(row));
  if (removed.length === 0 && added.length === 0) return null;
  return [...removed.map((row) => `- ${row}`), ...added.map((row) => `+ ${row}`)].join(" ");
}

/** "METHOD url" of every route a server registers, filled through `AppDependencies.onRoute`. */
export class RouteTable {
  readonly routes = new Set<string>();

  readonly onRoute = ({ method, url }: { method: string | string[]; url: string }) => {
    for (const one of [method].flat()) this.routes.add(`${one} ${url}`);
  };

  has(route: string): boolean {
    return this.routes.has(route);
  }

  /** The routes under /api. */
  api(): string[] {
    return [...this.routes].filter((route) => route.split(" ")[1]!.startsWith("/api"));
  }
}

/** A digest of each table's rows, read in one statement: cheaper than the rows themselves. */
export async function tableFingerprints(
  db: Database,
  tables: string[],
): Promise<Record<string, string>> {
  const columns = tables.map(
    (table) =>
      sql`${table}::text, (select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${sql.identifier(table)} t)`,
  );
  const result = await db.execute(
    sql`select json_build_object(${sql.join(columns, sql`, `)}) as data`,
  );
  const [row] = (result as unknown as { rows: { data: Record<string, string> }[] }).rows;
  return row!.data;
}

/** Empties these tables one after another, in the order given (a test's fresh start). */
export async function emptyTables(db: Database, ...tables: PgTable[]): Promise<void> {
  for (const table of tables) await db.delete(table);
}
