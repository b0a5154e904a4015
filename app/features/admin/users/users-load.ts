/** The Users view's data: the table's page and the summary counts, for the query in the URL. */
import { userListQuerySchema } from "../../../../core/schemas/admin-users";
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

/** The view never asks for a page size, so the server's default is the size of every page. */
const pageSize = userListQuerySchema.parse({}).pageSize;

/**
 * The list to show after a load: the new page, or when it failed the list shown before it (an
 * empty page at first), so a failed search or reload takes nothing off the screen.
 */
export function listToShow(previous: UserList | null, loaded: Loaded<UserList>, page: number) {
  if (loaded.ok) return loaded.data;
  return previous ?? { users: [], total: 0, page, pageSize };
}
