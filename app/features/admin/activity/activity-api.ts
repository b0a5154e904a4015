/** The Activity view's calls to the API. Only the admin panel imports it. */
import type { AuditList, SignInList } from "../../../../core/schemas/admin-activity";
import { requestJson, type ApiResult } from "../../../lib/api-client";
import { activityApiParams, type ActivityQuery } from "./activity-query";

export type ActivityPage = ({ log: "sign-ins" } & SignInList) | ({ log: "audit" } & AuditList);

/** The page of the log the query names. */
export async function fetchActivity(query: ActivityQuery): Promise<ApiResult<ActivityPage>> {
  const params = activityApiParams(query).toString();
  const path = `/api/admin/activity/${query.log}${params ? `?${params}` : ""}`;
  if (query.log === "audit") {
    const result = await requestJson<AuditList>("GET", path);
    return result.ok ? { ...result, data: { log: "audit", ...result.data } } : result;
  }
  const result = await requestJson<SignInList>("GET", path);
  return result.ok ? { ...result, data: { log: "sign-ins", ...result.data } } : result;
}
