/** The Messages view's calls to the API. Only the admin panel imports it. */
import type { InboxMessage, MessageList } from "../../../../core/schemas/admin-messages";
import { requestJson, type ApiResult } from "../../../lib/api-client";
import { messagesApiParams, type MessagesQuery } from "./messages-query";

export function fetchMessages(query: MessagesQuery): Promise<ApiResult<MessageList>> {
  const params = messagesApiParams(query).toString();
  return requestJson<MessageList>("GET", `/api/admin/messages${params ? `?${params}` : ""}`);
}

export function retryDelivery(messageId: string): Promise<ApiResult<{ message: InboxMessage }>> {
  return requestJson("POST", `/api/admin/messages/${encodeURIComponent(messageId)}/retry`, {});
}

export function markHandled(messageId: string): Promise<ApiResult<{ message: InboxMessage }>> {
  return requestJson("POST", `/api/admin/messages/${encodeURIComponent(messageId)}/handled`, {});
}
