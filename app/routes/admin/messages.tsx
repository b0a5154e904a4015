import { inboxTexts } from "../../../core/texts/admin-inbox-and-activity";
import { fetchMessages } from "../../features/admin/messages/messages-api";
import { readMessagesQuery } from "../../features/admin/messages/messages-query";
import { MessagesView } from "../../features/admin/messages/messages-view";
import { loadView } from "../../features/admin/shared/view-load";
import { adminPanelMeta } from "../../features/admin/shared/panel-meta";
import type { Route } from "./+types/messages";

export const meta = () => adminPanelMeta(inboxTexts.title);

/** The search and page come from the URL, so back, forward and reload keep them. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readMessagesQuery(new URL(request.url).searchParams);
  return { query, loaded: await loadView(() => fetchMessages(query)) };
}

clientLoader.hydrate = true as const;

/** Pre-rendered: the first page, unfiltered, loading (see the panel's layout). */
export function loader() {
  return { query: readMessagesQuery(new URLSearchParams()), loaded: null };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesView {...loaderData} />;
}
