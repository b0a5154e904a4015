import { activityTexts } from "../../../core/texts/admin-inbox-and-activity";
import { fetchActivity } from "../../features/admin/activity/activity-api";
import { readActivityQuery } from "../../features/admin/activity/activity-query";
import { ActivityView } from "../../features/admin/activity/activity-view";
import { loadView } from "../../features/admin/shared/view-load";
import { adminPanelMeta } from "../../features/admin/shared/panel-meta";
import type { Route } from "./+types/activity";

export const meta = () => adminPanelMeta(activityTexts.title);

/** The log, filters and page come from the URL, so back, forward and reload keep them. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readActivityQuery(new URL(request.url).searchParams);
  return { query, loaded: await loadView(() => fetchActivity(query)) };
}

clientLoader.hydrate = true as const;

/** Pre-rendered: the first page, unfiltered, loading (see the panel's layout). */
export function loader() {
  return { query: readActivityQuery(new URLSearchParams()), loaded: null };
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  return <ActivityView {...loaderData} />;
}
