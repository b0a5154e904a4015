import { CheckCircle2, Clock3, MessageSquare, Sparkles } from "lucide-react";
import { partnerRequestsContent as content } from "../../../core/content/partner-requests";
import { localeSettings, type Locale } from "../../../core/locales";
import { site } from "../../../core/site";
import type {
  PartnerRequest,
  PartnerRequestList,
  RequestState,
} from "../../../core/schemas/partner-requests";
import { cn } from "../../lib/cn";
import { partnerRequestsPath, paths } from "../../../core/paths";
import { ArrowLink, PortalRequestAction } from "./portal-ui";
import { pageLocale } from "../../lib/page-locale";

/** How each language writes a date's month: "23 Nov 2026"; in Slovenian "23. 11. 2026". */
const monthStyle = { en: "short", sl: "numeric" } as const satisfies Record<
  Locale,
  Intl.DateTimeFormatOptions["month"]
>;

const dateTime = new Intl.DateTimeFormat(localeSettings[pageLocale].intl, {
  // Dates on the list read in the firm's time zone, as in its replies.
  timeZone: site.timeZone,
  day: "numeric",
  month: monthStyle[pageLocale],
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "23 Nov 2026, 23:54" in Ljubljana; in Slovenian "23. 11. 2026, 23:54". */
export function formatRequestTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const stateStyles: Record<RequestState, string> = {
  received: "bg-amber-100 text-amber-900 ring-amber-300",
  handled: "bg-green-100 text-green-900 ring-green-300",
};

function StateBadge({ state }: { state: RequestState }) {
  const Icon = state === "handled" ? CheckCircle2 : Clock3;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 self-start whitespace-nowrap rounded-full px-3 py-1 text-sm font-semibold ring-1",
        stateStyles[state],
      )}
    >
      <Icon aria-hidden className="size-4" />
      {content.states[state]}
    </span>
  );
}

/** The mark on the request the partner has just sent. */
function NewBadge() {
  return (
    <span
      data-testid="new-request-badge"
      className="inline-flex shrink-0 items-center gap-1.5 self-start whitespace-nowrap rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white"
    >
      <Sparkles aria-hidden className="size-4" />
      {content.newBadge}
    </span>
  );
}

function RequestCard({ request, isNew }: { request: PartnerRequest; isNew: boolean }) {
  const titleId = `request-${request.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-new={isNew || undefined}
        className={cn(
          "rounded-xl border bg-white p-5 sm:p-6",
          isNew ? "border-brand-300 ring-2 ring-brand-200" : "border-slate-200",
        )}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h2
            id={titleId}
            className="min-w-0 break-words text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]"
          >
            {request.subject}
          </h2>
          <div className="flex flex-wrap gap-2">
            {isNew && <NewBadge />}
            <StateBadge state={request.state} />
          </div>
        </div>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1.5">
            <dt className="font-semibold">{content.sent}</dt>
            <dd className="tabular-nums">
              <time dateTime={request.receivedAt}>{formatRequestTime(request.receivedAt)}</time>
            </dd>
          </div>
          {request.handledAt && (
            <div className="flex gap-1.5">
              <dt className="font-semibold">{content.handled}</dt>
              <dd className="tabular-nums">
                <time dateTime={request.handledAt}>{formatRequestTime(request.handledAt)}</time>
              </dd>
            </div>
          )}
        </dl>
        <details className="group mt-4">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline">
            <MessageSquare aria-hidden className="size-4" />
            {content.showMessage}
          </summary>
          <p className="mt-2 max-w-prose whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-slate-800 [overflow-wrap:anywhere]">
            {request.message}
          </p>
        </details>
      </article>
    </li>
  );
}

/**
 * The partner's requests as cards, the same on a phone and a desktop, newest first; the one
 * named `newId` (just sent from the contact form) first of all and marked new.
 */
export function RequestList({
  requests,
  newId = null,
}: {
  requests: readonly PartnerRequest[];
  newId?: string | null;
}) {
  const fresh = newId === null ? undefined : requests.find((request) => request.id === newId);
  const ordered = fresh ? [fresh, ...requests.filter((request) => request !== fresh)] : requests;
  return (
    <ul aria-label={content.listLabel} className="space-y-4">
      {ordered.map((request) => (
        <RequestCard key={request.id} request={request} isNew={request === fresh} />
      ))}
    </ul>
  );
}

/** The overview's summary of My Requests: how many are open, and the latest. */
export function RequestsGlance({ list }: { list: PartnerRequestList | null }) {
  const open = list?.requests.filter((request) => request.state === "received").length ?? 0;
  const latest = list?.requests[0];
  return (
    <section
      aria-labelledby="requests-glance-title"
      data-testid="requests-glance"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      {/* The count goes under the title when the two do not fit one line (a phone, in Slovenian). */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="requests-glance-title" className="text-lg font-semibold text-slate-900">
          {content.glance.title}
        </h2>
        {list && (
          // Amber only when something is waiting: none open is no news.
          <p
            className={cn(
              "whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums",
              open > 0 ? "bg-warning-100 text-warning-800" : "bg-slate-100 text-slate-700",
            )}
          >
            {content.glance.open(open)}
          </p>
        )}
      </div>
      {!list ? (
        <p className="text-sm text-red-700">{content.loadFailed}</p>
      ) : !latest ? (
        <p className="text-sm text-slate-600">{content.glance.none}</p>
      ) : (
        <div className="border-t border-slate-200 pt-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {content.glance.latest}
          </p>
          <p className="mt-1 font-medium text-slate-900 [overflow-wrap:anywhere]">
            {latest.subject}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <StateBadge state={latest.state} />
            <time className="tabular-nums" dateTime={latest.receivedAt}>
              {formatRequestTime(latest.receivedAt)}
            </time>
          </div>
        </div>
      )}
      {/* The way to the whole list, at the card's foot; the page header's action sends a new one. */}
      <div>
        <ArrowLink link={{ label: content.overviewLink.label, to: partnerRequestsPath }} />
      </div>
    </section>
  );
}

/** The page header's action on the overview and on My Requests: a new request, by the contact form. */
export function NewRequestAction() {
  return <PortalRequestAction link={{ label: content.newRequest, to: paths.contact }} />;
}
