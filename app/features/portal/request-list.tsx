import { CheckCircle2, Clock3, MessageSquare } from "lucide-react";
import {
  partnerRequestsContent as content,
  requestTimeZone,
} from "../../../core/content/partner-requests";
import type { PartnerRequest, RequestState } from "../../../core/schemas/partner-requests";
import { cn } from "../../lib/cn";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: requestTimeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "23 Nov 2026, 23:54" in Ljubljana. */
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

function RequestCard({ request }: { request: PartnerRequest }) {
  const titleId = `request-${request.id}`;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h2
            id={titleId}
            className="min-w-0 break-words text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]"
          >
            {request.subject}
          </h2>
          <StateBadge state={request.state} />
        </div>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1.5">
            <dt className="font-semibold">{content.sent}</dt>
            <dd>
              <time dateTime={request.receivedAt}>{formatRequestTime(request.receivedAt)}</time>
            </dd>
          </div>
          {request.handledAt && (
            <div className="flex gap-1.5">
              <dt className="font-semibold">{content.handled}</dt>
              <dd>
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
          <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-4 text-slate-800 [overflow-wrap:anywhere]">
            {request.message}
          </p>
        </details>
      </article>
    </li>
  );
}

/** The partner's requests as cards, the same on a phone and a desktop. */
export function RequestList({ requests }: { requests: readonly PartnerRequest[] }) {
  return (
    <ul aria-label={content.listLabel} className="space-y-4">
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </ul>
  );
}
