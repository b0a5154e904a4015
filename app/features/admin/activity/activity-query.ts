/**
 * The Activity view's log, filters and page live in the URL
 * (`?log=audit&user=ana&action=update-user&from=2026-03-01&to=2026-03-31&before=…`), so a
 * reload, a shared link and the back and forward buttons keep them. Days are the reader's
 * own: the API is asked for the instants those days start and end in the browser's time zone.
 */
import { auditActions, type AuditAction } from "../../../../core/schemas/admin-activity";
import { loginSources } from "../../../../core/schemas/auth";
import { startOfFirmDay } from "../../../lib/firm-time";
import { parseDay } from "../shared/list-format";

export type ActivityLog = "sign-ins" | "audit";
export type LoginSourceFilter = (typeof loginSources)[number];

export interface ActivityQuery {
  log: ActivityLog;
  user: string;
  source: LoginSourceFilter | null;
  action: AuditAction | null;
  from: string | null;
  to: string | null;
  before: string | null;
  after: string | null;
}

const cursorPattern = /^\d{1,15}_[1-9]\d{0,17}$/;
const cursor = (value: string | null) => (value && cursorPattern.test(value) ? value : null);
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;

/** Reads the view's state from the URL; anything unreadable is left out. */
export function readActivityQuery(params: URLSearchParams): ActivityQuery {
  const log: ActivityLog = params.get("log") === "audit" ? "audit" : "sign-ins";
  const before = cursor(params.get("before"));
  return {
    log,
    user: (params.get("user") ?? "").trim().slice(0, 200),
    source: log === "sign-ins" ? oneOf(loginSources, params.get("source")) : null,
    action: log === "audit" ? oneOf(auditActions, params.get("action")) : null,
    from: parseDay(params.get("from")),
    to: parseDay(params.get("to")),
    before,
    after: before ? null : cursor(params.get("after")),
  };
}

/** The URL's query for a view state: empty filters are left out, so the plain URL stays plain. */
export function writeActivityQuery(query: ActivityQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.log === "audit") params.set("log", "audit");
  if (query.user) params.set("user", query.user);
  if (query.source) params.set("source", query.source);
  if (query.action) params.set("action", query.action);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.before) params.set("before", query.before);
  if (query.after) params.set("after", query.after);
  return params;
}

/** Another page of the same filters. */
export function activityPageParams(
  query: ActivityQuery,
  page: { before: string } | { after: string },
): URLSearchParams {
  return writeActivityQuery({ ...query, before: null, after: null, ...page });
}

/** The other log, with no filters: they do not carry over (a source is not an action). */
export function switchLog(log: ActivityLog): URLSearchParams {
  return log === "audit" ? new URLSearchParams({ log }) : new URLSearchParams();
}

/**
 * What the API is asked for: the days become instants, `to` including its whole day. Days are
 * the firm's (Ljubljana), as the times in the rows are.
 */
export function activityApiParams(query: ActivityQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.user) params.set("user", query.user);
  if (query.source) params.set("source", query.source);
  if (query.action) params.set("action", query.action);
  if (query.from) params.set("from", startOfFirmDay(query.from));
  if (query.to) params.set("to", startOfFirmDay(query.to, 1));
  if (query.before) params.set("before", query.before);
  if (query.after) params.set("after", query.after);
  return params;
}

export const hasFilters = (query: ActivityQuery) =>
  Boolean(query.user || query.source || query.action || query.from || query.to);
