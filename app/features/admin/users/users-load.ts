/** The Users view's data: the table's page and the summary counts, for the query in the URL. */
import { loadView, type Loaded } from "../shared/view-load";
import { fetchSummary, fetchUsers, type UserList, type UserSummary } from "./users-api";
import { apiQuery, type ListQuery } from "./users-query";

export interface UsersLoad {
  list: Loaded<UserList>;
  summary: Loaded<UserSummary>;
}

/**
 * Both calls, through the panel's one way of loading. The view waits for the answer itself
 * (its list, or its skeleton rows, stay on screen meanwhile) and follows a refusal's redirect;
 * one that no view is left to follow (the panel was left meanwhile) is no error.
 */
export function loadUsers(query: ListQuery): Promise<UsersLoad> {
  const load = Promise.all([
    loadView(() => fetchUsers(apiQuery(query))),
    loadView(fetchSummary),
  ]).then(([list, summary]) => ({ list, summary }));
  load.catch(() => undefined);
  return load;
}

/** What the table shows after a load: the rows, or what failed (never an empty list for it). */
export type ListShown = { ok: true; list: UserList } | { ok: false; message: string };

export function listToShow(loaded: Loaded<UserList>): ListShown {
  return loaded.ok ? { ok: true, list: loaded.data } : { ok: false, message: loaded.message };
}

/**
 * The counts after a load: the new ones, or those shown before when they failed (the counts of
 * a moment ago beat none); null when there were none, so no made-up figure is shown.
 */
export function summaryToShow(
  previous: UserSummary | null,
  loaded: Loaded<UserSummary>,
): UserSummary | null {
  return loaded.ok ? loaded.data : previous;
}
