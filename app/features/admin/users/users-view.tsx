import { UserPlus } from "lucide-react";
import { useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { useRevalidator } from "react-router";
import { adminToasts, userManagementText as text } from "../../../../core/texts/admin-panel";
import { userSortFields } from "../../../../core/schemas/admin-users";
import { Button } from "../../../components/ui/button";
import { showToast } from "../../../lib/toast";
import { FilterBar, FilterField, SearchField, useUrlState } from "../shared/list-search";
import { Select } from "../../../components/ui/select";
import { LoadFailure } from "../shared/load-failure";
import { PanelContent, PanelPageHeader } from "../shared/panel-frame";
import { SkipToPagination } from "../shared/paging";
import { useDialogFocusReturn } from "./dialog-focus";
import { Pagination } from "./pagination";
import { SummaryCards } from "./summary-cards";
import { useUserList } from "./use-user-list";
import type { UsersLoad } from "./users-load";
import { UsersTable } from "./users-table";
import type * as UserDialogsModule from "./user-dialogs";
import {
  readListQuery,
  toggleSort,
  writeListQuery,
  type ListQuery,
  type SortField,
} from "./users-query";

type UserDialogsView = (typeof UserDialogsModule)["default"];
type OpenUserDialog = UserDialogsModule.OpenUserDialog;

/**
 * The dialogs' module, fetched once: on an admin's first reach for a button, or its first
 * open. A download that failed is asked for again next time, which browsers that keep failed
 * modules answer with the same failure.
 */
let userDialogs: Promise<UserDialogsView> | undefined;
function loadUserDialogs(): Promise<UserDialogsView> {
  userDialogs ??= import("./user-dialogs").then(
    (module) => module.default,
    (error: unknown) => {
      userDialogs = undefined;
      throw error;
    },
  );
  return userDialogs;
}

/** The fields the server sorts by (the Actions column is not one), named as their columns. */
const sortLabel = (field: SortField) =>
  field === "createdAt" ? text.phoneSort.created : text.columns[field];
const sortChoices = userSortFields.flatMap((field) =>
  (["asc", "desc"] as const).map((order) => ({ field, order, value: `${field}:${order}` })),
);

/**
 * A phone shows users as cards, without the header row's sort buttons: the same choice, as
 * one drop-down, kept in the URL like them.
 */
function PhoneSort({ query, onSort }: { query: ListQuery; onSort: (query: ListQuery) => void }) {
  const id = useId();
  return (
    <div className="md:hidden">
      <FilterField id={id} label={text.phoneSort.label}>
        <Select
          id={id}
          value={`${query.sort}:${query.order}`}
          onChange={(event) => {
            const choice = sortChoices.find((each) => each.value === event.target.value);
            if (choice) onSort({ ...query, sort: choice.field, order: choice.order, page: 1 });
          }}
        >
          {sortChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {text.phoneSort.option(sortLabel(choice.field), choice.order)}
            </option>
          ))}
        </Select>
      </FilterField>
    </div>
  );
}

function reachedForButton(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest("button")) {
    loadUserDialogs().catch(() => {
      // Tried again when the dialog is opened, which says so if it fails again.
    });
  }
}

/** /admin/dashboard: the summary, the user table and its dialogs (docs/rules.md#admin-panel). */
export function UsersView({
  query,
  loaded,
}: {
  query: ListQuery;
  loaded: Promise<UsersLoad> | null;
}) {
  const { go } = useUrlState(readListQuery, writeListQuery);
  const { list, failure, summary, summaryFailure, loading } = useUserList(loaded);
  // After a change the loader runs again, for the same page of the list.
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  const [dialog, setDialog] = useState<OpenUserDialog>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useDialogFocusReturn(heading);
  // Rendered from the first open on, so a closing dialog returns focus as it goes.
  const [UserDialogs, setUserDialogs] = useState<UserDialogsView | null>(null);
  const closeDialogs = () => setDialog(null);
  const openDialog = (opener: HTMLElement, next: OpenUserDialog) => {
    focus.opened(opener);
    setDialog(next);
    loadUserDialogs().then(
      (view) => setUserDialogs(() => view),
      () => {
        closeDialogs();
        // The browser keeps a failed module download for the page's life: only a reload
        // fetches it again (the view's search, sort and page are in the address).
        void showToast({
          variant: "destructive",
          title: adminToasts.unexpected,
          description: adminToasts.unreachable,
          duration: Infinity,
          action: { label: adminToasts.reloadPage, onClick: () => window.location.reload() },
        });
      },
    );
  };
  useEffect(() => focus.listShown(), [list, focus]);
  const pagesId = useId();
  const paged = list !== null && list.users.length > 0 && list.total > list.pageSize;

  return (
    // Pointing at or tabbing to any button starts fetching the dialogs, so they open at once.
    <div className="contents" onPointerOver={reachedForButton} onFocus={reachedForButton}>
      <PanelPageHeader title={text.title} description={text.description} headingRef={heading}>
        <Button
          variant="accent"
          onClick={(event) => openDialog(event.currentTarget, { kind: "create" })}
        >
          <UserPlus aria-hidden />
          {text.addUser}
        </Button>
      </PanelPageHeader>
      <PanelContent>
        {/* A failed list says so in its place; the counts then wait for the Retry too. */}
        {summaryFailure && !failure ? (
          <LoadFailure title={adminToasts.loadError} message={summaryFailure} />
        ) : (
          !(failure && !summary) && <SummaryCards summary={summary} />
        )}
        <FilterBar
          label={text.search.label}
          search={
            <SearchField
              label={text.search.label}
              placeholder={text.search.placeholder}
              value={query.search}
              onSearch={(search) => go({ ...query, search, page: 1 })}
            />
          }
        >
          <PhoneSort query={query} onSort={go} />
        </FilterBar>
        {paged && <SkipToPagination targetId={pagesId} />}
        <UsersTable
          users={list?.users ?? null}
          query={query}
          loading={loading}
          emptyText={query.search ? text.noMatches(query.search) : text.noUsers}
          emptyHint={query.search ? text.noMatchesHint : text.noUsersHint}
          failure={failure && <LoadFailure title={adminToasts.loadError} message={failure} />}
          onSort={(field) => go(toggleSort(query, field))}
          actions={{
            onEdit: (user, opener) => openDialog(opener, { kind: "edit", user }),
            onReset: (user, opener) => openDialog(opener, { kind: "reset", user }),
            onDelete: (user, opener) => openDialog(opener, { kind: "delete", user }),
          }}
        />
        {list && (
          <Pagination
            id={pagesId}
            query={query}
            total={list.total}
            pageSize={list.pageSize}
            onPage={(page) => go({ ...query, page })}
          />
        )}
      </PanelContent>
      {UserDialogs && (
        <UserDialogs
          open={dialog}
          close={closeDialogs}
          reload={reload}
          rowRemoved={focus.rowRemoved}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        />
      )}
    </div>
  );
}
