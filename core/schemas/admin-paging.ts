import { z } from "zod/mini";
import { listQueryMessages } from "../texts/admin-validation";
import { withoutControlCharacters } from "./text";

/** The words a list's query is refused with (core/texts/admin-validation.ts, or its twin). */
export type ListQueryTexts = typeof listQueryMessages;

/**
 * Newest-first lists that page by position rather than by offset: a cursor names the row a
 * page ends at (its time and id), so page 500 costs what page 1 does and new rows arriving
 * between two clicks never shift a page.
 */
const cursorIds = {
  uuid: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
  serial: "[1-9]\\d{0,17}",
} as const;

export const pageSizes = { default: 25, max: 100 } as const;

/**
 * `before`: the page of older rows; `after`: the page of newer rows; neither: the newest.
 * A cursor is the row's time in milliseconds and its id, of the table's kind of id.
 */
export function pageQueryShape(idKind: keyof typeof cursorIds, texts: ListQueryTexts) {
  const cursor = z.optional(
    z.string().check(z.regex(new RegExp(`^\\d{1,15}_${cursorIds[idKind]}$`), texts.unknownPage)),
  );
  return {
    before: cursor,
    after: cursor,
    limit: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(pageSizes.max)),
      pageSizes.default,
    ),
  };
}

/** Where the neighbouring pages start; null when there is none. */
export const pageLinksShape = {
  newer: z.nullable(z.string()),
  older: z.nullable(z.string()),
};

/** A time range the browser sends as instants: `from` inclusive, `to` exclusive. */
export const timeRangeShape = {
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
};

/**
 * Text typed into a list's search or filter: trimmed, bounded, without control characters (a
 * NUL would reach the database and fail there), and `%`/`_` taken literally by the server.
 */
export function filterTextWith(texts: ListQueryTexts) {
  return z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(200), withoutControlCharacters(texts.searchBadCharacters)),
  );
}

/** A list's search or filter, refused in the words of the imported texts. */
export const filterText = filterTextWith(listQueryMessages);
