import { loadUsers } from "../../features/admin/users/users-load";
import { readListQuery } from "../../features/admin/users/users-query";
import { UsersView } from "../../features/admin/users/users-view";
import type { Route } from "./+types/users";

/**
 * /admin/dashboard, the Users view (under the panel's title: no meta of its own). The page, search and sort come from the URL, so back,
 * forward and reload keep them. The navigation does not wait for the list: the view shows its
 * skeleton rows, or the list it had, until the list arrives.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams);
  return { query, loaded: loadUsers(query) };
}
clientLoader.hydrate = true as const;

/** Pre-rendered: the first page in the default order, loading (see the panel's layout). */
export function loader() {
  return { query: readListQuery(new URLSearchParams()), loaded: null };
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  return <UsersView query={loaderData.query} loaded={loaderData.loaded} />;
}
