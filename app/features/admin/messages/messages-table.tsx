import { CheckCheck, RotateCw, UserRound } from "lucide-react";
import { Link } from "react-router";
import { inboxTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { paths } from "../../../../core/paths";
import type { InboxMessage } from "../../../../core/schemas/admin-messages";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { Time } from "../shared/list-time";
import { cardTable, HeaderCell, NoticeRow, ScrollingTable } from "../shared/table-parts";
import { deliveryState, type DeliveryTone } from "./delivery-state";

const toneClasses: Record<DeliveryTone, string> = {
  waiting: "bg-slate-200 text-slate-800",
  done: "bg-emerald-100 text-emerald-900",
  problem: "bg-red-100 text-red-900",
  none: "bg-slate-100 text-slate-700",
};

function Delivery({ message, mailDelivery }: { message: InboxMessage; mailDelivery: boolean }) {
  const { delivery } = message;
  const state = deliveryState(delivery);
  return (
    <div className="space-y-1">
      <span
        className={cn(
          "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
          toneClasses[state.tone],
        )}
      >
        {state.label}
      </span>
      {delivery && delivery.attempts > 0 && (
        <p className="text-slate-700">{text.failedAttempts(delivery.attempts)}</p>
      )}
      {delivery?.sentAt && (
        <p className="text-slate-700">
          {text.sentAt} <Time iso={delivery.sentAt} />
        </p>
      )}
      {delivery?.nextAttemptAt &&
        // Without a mail server the worker never tries, so the planned time would only go stale;
        // the view says once, above the list, that mail is held.
        mailDelivery && (
          <p className="text-slate-700">
            {text.nextAttempt} <Time iso={delivery.nextAttemptAt} />
          </p>
        )}
      {delivery?.lastError && (
        <p className="max-w-xs break-words text-red-800">
          <span className="font-semibold">{text.lastError}:</span> {delivery.lastError}
        </p>
      )}
    </div>
  );
}

/** The partner account that sent the message, linked to its row in Users. */
function AccountLink({ account }: { account: NonNullable<InboxMessage["account"]> }) {
  const search = new URLSearchParams({ search: account.email });
  return (
    <p className="mt-1 flex min-w-0 items-start gap-1 text-sm">
      <UserRound aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <Link
        to={`${paths.adminDashboard}?${search}`}
        className="min-w-0 font-medium text-brand-700 underline-offset-2 [overflow-wrap:anywhere] hover:underline"
      >
        {text.partnerAccount}: {account.email}
      </Link>
    </p>
  );
}

/** Handled (when, by whom), or the button that marks it so. */
function Handling({
  message,
  marking,
  disabled,
  onMarkHandled,
}: {
  message: InboxMessage;
  marking: boolean;
  disabled: boolean;
  onMarkHandled: (message: InboxMessage) => void;
}) {
  if (message.handledAt) {
    return (
      // Focus comes here once the message is marked (its button has gone).
      <p data-handled tabIndex={-1} className="text-sm text-slate-700 md:text-right">
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
          <CheckCheck aria-hidden className="size-3.5" />
          {text.handled}
        </span>{" "}
        <Time iso={message.handledAt} />
        {message.handledBy && (
          <span className="block [overflow-wrap:anywhere]">
            {text.handledBy(message.handledBy)}
          </span>
        )}
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={disabled}
      focusableWhenDisabled
      onClick={() => onMarkHandled(message)}
    >
      <CheckCheck aria-hidden />
      {marking ? text.markingHandled : text.markHandled}
      <span className="sr-only">{text.markHandledTarget(message.subject)}</span>
    </Button>
  );
}

const columnCount = 5;

/** The contact messages with their e-mail's delivery, newest first. */
export function MessagesTable({
  messages,
  mailDelivery,
  loading,
  emptyText,
  emptyHint,
  busy,
  onRetry,
  onMarkHandled,
}: {
  messages: InboxMessage[];
  /** False when no mail server is configured: queued mail is held rather than tried. */
  mailDelivery: boolean;
  loading: boolean;
  emptyText: string;
  /** What to do next when the list is empty. */
  emptyHint?: string;
  /** The message whose retry or marking is under way. */
  busy: { id: string; action: "retry" | "handled" } | null;
  onRetry: (message: InboxMessage) => void;
  onMarkHandled: (message: InboxMessage) => void;
}) {
  return (
    // On a phone each message is a card: subject first, then sender, time, delivery and retry.
    <ScrollingTable
      label={text.tableLabel}
      busy={loading}
      tableClassName={cn(cardTable.table, "md:min-w-[56rem]")}
    >
      <thead className={cardTable.head}>
        <tr className="border-b border-slate-200">
          {/* Sender and delivery at set widths, the dates and actions as wide as they need:
              the subject and its preview take the rest. */}
          <HeaderCell className="w-60">{text.columns.from}</HeaderCell>
          <HeaderCell>{text.columns.subject}</HeaderCell>
          <HeaderCell className="w-48">{text.columns.delivery}</HeaderCell>
          <HeaderCell className="w-px whitespace-nowrap text-right">
            {text.columns.received}
          </HeaderCell>
          <HeaderCell className="w-px whitespace-nowrap text-right">
            {text.columns.actions}
          </HeaderCell>
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {messages.length === 0 ? (
          <NoticeRow columns={columnCount} stacked hint={emptyHint}>
            {emptyText}
          </NoticeRow>
        ) : (
          messages.map((message) => (
            <tr key={message.id} data-message-id={message.id} className={cardTable.row}>
              <td className={cn(cardTable.cell, "order-2 md:order-none")}>
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {message.name}
                </p>
                <p className="text-slate-700 [overflow-wrap:anywhere]">{message.email}</p>
                {message.company && (
                  <p className="text-slate-700 [overflow-wrap:anywhere]">{message.company}</p>
                )}
                {message.account && <AccountLink account={message.account} />}
              </td>
              <td className={cn(cardTable.cell, "order-1 md:order-none")}>
                <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {message.subject}
                </p>
                {/* One line of the message, to tell messages apart without opening them. */}
                <p
                  data-preview
                  // As wide as its cell, never widening it: the preview is cut, not the columns.
                  className="truncate text-slate-700 [contain:inline-size]"
                  title={message.message}
                >
                  {message.message}
                </p>
                <details className="mt-1">
                  <summary className="cursor-pointer text-sm text-brand-700 hover:underline">
                    {text.showMessage}
                  </summary>
                  <p className="mt-2 whitespace-pre-line break-words text-slate-800">
                    {message.message}
                  </p>
                </details>
              </td>
              <td className={cn(cardTable.cell, "order-4 md:order-none")}>
                <Delivery message={message} mailDelivery={mailDelivery} />
              </td>
              <td
                className={cn(
                  cardTable.cell,
                  "order-3 tabular-nums text-slate-700 md:order-none md:text-right",
                )}
              >
                <span className="md:sr-only">{text.columns.received} </span>
                <Time iso={message.receivedAt} />
              </td>
              <td
                className={cn(
                  cardTable.cell,
                  "order-5 max-md:empty:hidden md:order-none md:min-w-44 md:text-right",
                )}
              >
                <div className="flex flex-col items-start gap-2 md:items-end [&_button]:whitespace-nowrap">
                  {deliveryState(message.delivery).retryable && (
                    <Button
                      variant="outline"
                      disabled={busy !== null}
                      focusableWhenDisabled
                      onClick={() => onRetry(message)}
                    >
                      <RotateCw
                        aria-hidden
                        className={cn(
                          busy?.id === message.id && busy.action === "retry" && "animate-spin",
                        )}
                      />
                      {busy?.id === message.id && busy.action === "retry"
                        ? text.retrying
                        : text.retry}
                      <span className="sr-only">{text.retryTarget(message.subject)}</span>
                    </Button>
                  )}
                  <Handling
                    message={message}
                    marking={busy?.id === message.id && busy.action === "handled"}
                    disabled={busy !== null}
                    onMarkHandled={onMarkHandled}
                  />
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollingTable>
  );
}
