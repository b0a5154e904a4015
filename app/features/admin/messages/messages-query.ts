/**
 * The Messages view's search, state and page live in the URL
 * (`?state=open&search=…&before=…`), so a reload, a shared link and the back and forward
 * buttons keep them.
 */
import { messageStates, type MessageState } from "../../../../core/schemas/admin-messages";

export interface MessagesQuery {
  search: string;
  /** Open or handled messages only; null for all of them. */
  state: MessageState | null;
  before: string | null;
  after: string | null;
}

const cursorPattern = /^\d{1,15}_[0-9a-f-]{36}$/;
const cursor = (value: string | null) => (value && cursorPattern.test(value) ? value : null);

/** Reads the view's state from the URL; anything unreadable falls back to all, newest first. */
export function readMessagesQuery(params: URLSearchParams): MessagesQuery {
  const before = cursor(params.get("before"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, 200),
    state: messageStates.find((state) => state === params.get("state")) ?? null,
    before,
    after: before ? null : cursor(params.get("after")),
  };
}

/** The URL of another page of the same search and state. */
export function messagesPageParams(
  query: MessagesQuery,
  page: { before: string } | { after: string },
): URLSearchParams {
  const params = new URLSearchParams();
  if (query.state) params.set("state", query.state);
  if (query.search) params.set("search", query.search);
  for (const [key, value] of Object.entries(page)) params.set(key, value);
  return params;
}

/** What the API is asked for. */
export function messagesApiParams(query: MessagesQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.state) params.set("state", query.state);
  if (query.search) params.set("search", query.search);
  if (query.before) params.set("before", query.before);
  if (query.after) params.set("after", query.after);
  return params;
}

/** The URL's query for a view state: no state, an empty search and no cursor leave the plain URL. */
export function writeMessagesQuery(query: MessagesQuery): URLSearchParams {
  return messagesApiParams(query);
}
