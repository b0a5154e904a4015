import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A position in a newest-first list: the row's time and id (see core/schemas/admin-paging.ts). */
interface Position {
  at: Date;
  id: string | number;
}

export function cursorOf(position: Position): string {
  return `${position.at.getTime()}_${position.id}`;
}

function parseCursor(cursor: string): { at: string; id: string } {
  const split = cursor.indexOf("_");
  return {
    at: new Date(Number(cursor.slice(0, split))).toISOString(),
    id: cursor.slice(split + 1),
  };
}

/** `%` and `_` typed into a filter are meant literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageRequest {
  before?: string;
  after?: string;
  limit: number;
}

/**
 * The condition, order and row limit of one page ordered by (time, id), newest first, so the
 * database walks an index on (…, time, id) and stops after `limit + 1` rows. Pages of newer
 * rows are read upwards from the cursor and turned round by `finishPage`.
 */
export function pageQuery(
  columns: { at: AnyColumn; id: AnyColumn },
  page: PageRequest,
): { where: SQL | undefined; orderBy: SQL[]; limit: number } {
  const { at, id } = columns;
  if (page.after) {
    const cursor = parseCursor(page.after);
    return {
      where: sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})`,
      orderBy: [asc(at), asc(id)],
      limit: page.limit + 1,
    };
  }
  const cursor = page.before ? parseCursor(page.before) : null;
  return {
    where: cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
    orderBy: [desc(at), desc(id)],
    limit: page.limit + 1,
  };
}

type PageQuery = ReturnType<typeof pageQuery>;

/**
 * Reads one page through `fetch` (given the page's condition, order and limit) and returns its
 * rows newest first with the cursors of its neighbours. A page of newer rows that reaches the
 * newest row becomes the first page, so going back always ends on a full first page.
 */
export async function readPage<Row>(
  columns: { at: AnyColumn; id: AnyColumn },
  page: PageRequest,
  fetch: (query: PageQuery) => Promise<Row[]>,
  positionOf: (row: Row) => Position,
): Promise<{ rows: Row[]; newer: string | null; older: string | null }> {
  if (page.after) {
    const rows = await fetch(pageQuery(columns, page));
    if (rows.length > page.limit) {
      const kept = rows.slice(0, page.limit).reverse();
      return {
        rows: kept,
        newer: cursorOf(positionOf(kept[0]!)),
        older: cursorOf(positionOf(kept.at(-1)!)),
      };
    }
  }
  const first = { limit: page.limit, ...(page.after ? {} : { before: page.before }) };
  const rows = await fetch(pageQuery(columns, first));
  const kept = rows.slice(0, page.limit);
  const newest = kept[0];
  const oldest = kept.at(-1);
  return {
    rows: kept,
    newer: first.before && newest ? cursorOf(positionOf(newest)) : null,
    older: rows.length > page.limit && oldest ? cursorOf(positionOf(oldest)) : null,
  };
}
