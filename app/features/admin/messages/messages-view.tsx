import { MailX } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { inboxTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { paths } from "../../../../core/paths";
import type { InboxMessage, MessageList } from "../../../../core/schemas/admin-messages";
import { showToast } from "../../../lib/toast";
import { failureMessage, useLeavePanel } from "../shared/admin-api";
import type { Loaded } from "../shared/view-load";
import { PageLinks, SkipToPagination, useFocusAfterPaging } from "../shared/paging";
import { LoadFailure } from "../shared/load-failure";
import { ListSkeleton } from "../shared/skeletons";
import { PanelContent, PanelPageHeader } from "../shared/panel-frame";
import { markHandled, retryDelivery } from "./messages-api";
import { messagesPageParams, type MessagesQuery } from "./messages-query";
import { MessagesSearch } from "./messages-search";
import { StateFilter } from "./state-filter";
import { MessagesTable } from "./messages-table";
import { pathWithoutLocale } from "../../../../core/locales";

type MessageAction = "retry" | "handled";

/**
 * The two things an admin does to a message: queue a failed delivery again, or mark it
 * handled. Either way the list then reloads to show the message as the server now has it.
 */
function useMessageActions(loaded: unknown) {
  const leave = useLeavePanel();
  const settled = useRef<string | null>(null);
  // The button used may be gone once the list has reloaded (a retried message is no longer
  // retryable, a handled one says so instead): focus goes to what its row now offers.
  useEffect(() => {
    const id = settled.current;
    settled.current = null;
    if (id === null || document.activeElement !== document.body) return;
    const row = document.querySelector(`[data-message-id="${CSS.escape(id)}"]`);
    row?.querySelector<HTMLElement>("td:last-child button, [data-handled]")?.focus();
  }, [loaded]);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<{ id: string; action: MessageAction } | null>(null);
  const run = async (message: InboxMessage, action: MessageAction) => {
    setBusy({ id: message.id, action });
    const result = await (action === "retry" ? retryDelivery : markHandled)(message.id);
    setBusy(null);
    if (leave(result)) return;
    const done = action === "retry" ? text.retried : text.markedHandled;
    if (result.ok) {
      void showToast({
        variant: "success",
        title: done.title,
        description: done.description(message.email),
      });
    } else {
      void showToast({
        variant: "destructive",
        title: action === "retry" ? text.retryFailed : text.markHandledFailed,
        description: failureMessage(result),
      });
    }
    // A refusal too (a 409 means the message changed meanwhile).
    settled.current = message.id;
    void revalidator.revalidate();
  };
  return { busy, run, reloading: revalidator.state === "loading" };
}

/** /admin/messages: the contact messages and their e-mail's delivery, newest first. */
export function MessagesView({
  query,
  loaded,
}: {
  query: MessagesQuery;
  /** Null on the page as pre-rendered, before the loader has run: the list is loading. */
  loaded: Loaded<MessageList> | null;
}) {
  const navigation = useNavigation();
  const { busy, run, reloading } = useMessageActions(loaded);
  const loading =
    reloading ||
    (navigation.state === "loading" &&
      pathWithoutLocale(navigation.location.pathname) === paths.adminMessages);
  const page = (cursor: { before: string } | { after: string }) =>
    `${paths.adminMessages}?${messagesPageParams(query, cursor)}`;
  const { heading, onPage } = useFocusAfterPaging(loaded);
  const pagesId = useId();
  const paged = loaded?.ok === true && (loaded.data.newer !== null || loaded.data.older !== null);
  // What an empty list says: no match for the search, none in the chosen state, or none at all.
  const empty = query.search
    ? { text: text.noMatch, hint: text.noMatchHint }
    : query.state
      ? { text: text.emptyState[query.state], hint: text.emptyStateHint[query.state] }
      : { text: text.empty, hint: text.emptyHint };

  return (
    <>
      <PanelPageHeader title={text.title} description={text.description} headingRef={heading}>
        <StateFilter query={query} />
      </PanelPageHeader>
      <PanelContent>
        {loaded?.ok && !loaded.data.mailDelivery && (
          // Said once for the whole view, above its search and list, never in the rows.
          <p
            role="note"
            data-held-notice
            className="flex items-start gap-2 rounded-lg border border-warning-200 bg-warning-50 px-3 py-2 text-sm leading-5 text-warning-800"
          >
            <MailX aria-hidden className="mt-0.5 size-4 shrink-0 text-warning-700" />
            <span className="min-w-0">{text.heldNotice}</span>
          </p>
        )}
        <MessagesSearch query={query} />
        <p role="status" className="sr-only">
          {loading ? text.loading : ""}
        </p>
        {loaded === null ? (
          <ListSkeleton label={text.loading} />
        ) : loaded.ok ? (
          <>
            {paged && loaded.data.messages.length > 0 && <SkipToPagination targetId={pagesId} />}
            <MessagesTable
              messages={loaded.data.messages}
              mailDelivery={loaded.data.mailDelivery}
              loading={loading}
              emptyText={empty.text}
              emptyHint={empty.hint}
              busy={busy}
              onRetry={(message) => void run(message, "retry")}
              onMarkHandled={(message) => void run(message, "handled")}
            />
            <PageLinks
              id={pagesId}
              onPage={onPage}
              label={text.pagesLabel}
              newer={loaded.data.newer && page({ after: loaded.data.newer })}
              older={loaded.data.older && page({ before: loaded.data.older })}
            />
          </>
        ) : (
          <LoadFailure title={text.loadFailed} message={loaded.message} />
        )}
      </PanelContent>
    </>
  );
}
