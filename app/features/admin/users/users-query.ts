/**
 * The user table's page, search and sort live in the URL (`?search=…&sort=email&order=desc`),
 * so a reload, a shared link and the back and forward buttons keep them.
 */
import { userSortFields, type UserListQuery } from "../../../../core/schemas/admin-users";

export type SortField = (typeof userSortFields)[number];
export type SortOrder = "asc" | "desc";

export interface ListQuery {
  page: number;
  search: string;
  sort: SortField;
  order: SortOrder;
}

export const defaultListQuery: ListQuery = { page: 1, search: "", sort: "createdAt", order: "asc" };

const isSortField = (value: string | null): value is SortField =>
  (userSortFields as readonly string[]).includes(value ?? "");

/** Reads the table's state from the URL; anything unreadable falls back to the default. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get("page"));
  const sort = params.get("sort");
  return {
    page: Number.isInteger(page) && page >= 1 ? page : defaultListQuery.page,
    search: (params.get("search") ?? "").slice(0, 200),
    sort: isSortField(sort) ? sort : defaultListQuery.sort,
    order: params.get("order") === "desc" ? "desc" : "asc",
  };
}

/** The URL's query for a table state: defaults are left out, so the plain URL stays plain. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set("search", query.search.trim());
  if (query.sort !== defaultListQuery.sort) params.set("sort", query.sort);
  if (query.order !== defaultListQuery.order) params.set("order", query.order);
  if (query.page !== defaultListQuery.page) params.set("page", String(query.page));
  return params;
}

/** A click on a column header: a new column sorts ascending, the same column flips. */
export function toggleSort(query: ListQuery, field: SortField): ListQuery {
  const order: SortOrder = query.sort === field && query.order === "asc" ? "desc" : "asc";
  return { ...query, sort: field, order, page: 1 };
}

/** What the API is asked for. */
export function apiQuery(query: ListQuery): UserListQuery {
  return {
    page: query.page,
    search: query.search.trim() || undefined,
    sort: query.sort,
    order: query.order,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
