import { activityTexts } from "../../../core/admin-inbox-messages";
import { adminPanelText } from "../../../core/admin-messages";
import { site } from "../../../core/site";
import { fetchActivity } from "../../features/admin/activity/activity-api";
import { readActivityQuery } from "../../features/admin/activity/activity-query";
import { ActivityView } from "../../features/admin/activity/activity-view";
import { loadView } from "../../features/admin/shared/view-load";
import type { Route } from "./+types/activity";

export const meta = () => [
  { title: `${activityTexts.title} | ${adminPanelText.title} | ${site.name}` },
  { name: "robots", content: "noindex" },
];

/** The log, filters and page come from the URL, so back, forward and reload keep them. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readActivityQuery(new URL(request.url).searchParams);
  return { query, loaded: await loadView(() => fetchActivity(query)) };
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  return <ActivityView {...loaderData} />;
}
