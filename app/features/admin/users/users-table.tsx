import { ArrowDown, ArrowUp, ArrowUpDown, KeyRound, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { userManagementText as text } from "../../../../core/texts/admin-panel";
import type { ManagedUser } from "../../../../core/schemas/admin-users";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatFirmDateTime } from "../../../lib/firm-time";
import { SkeletonRows } from "../shared/skeletons";
import { CardCell, cardTable, NoticeRow, tableFrame } from "../shared/table-parts";
import type { ListQuery, SortField } from "./users-query";

/**
 * The columns of the user table. The table lays out by its contents: Name and Company wrap to
 * a second line rather than being cut, an e-mail breaks only at its @ when it must, and the
 * figures, dates and actions take no more room than they need (`cardTable.fit`), on the right.
 */
const columns: { field: SortField; label: string; numeric?: boolean }[] = [
  { field: "email", label: text.columns.email },
  { field: "fullName", label: text.columns.fullName },
  { field: "company", label: text.columns.company },
  { field: "role", label: text.columns.role },
  { field: "loginCount", label: text.columns.loginCount, numeric: true },
  { field: "lastLogin", label: text.columns.lastLogin, numeric: true },
];
/** A column as narrow as its widest value. */

/** An e-mail that may break before its @ (and nowhere else) when the column is narrow. */
function Email({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Last Login: the date and time in the firm's zone, or Never (docs/rules.md#admin-panel). */
export function lastLoginText(lastLogin: string | null): string {
  if (!lastLogin) return text.never;
  const date = new Date(lastLogin);
  return Number.isNaN(date.getTime()) ? text.never : formatFirmDateTime(date);
}

export function RoleBadge({ role }: { role: ManagedUser["role"] }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
        role === "admin" ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-800",
      )}
    >
      {text.roles[role]}
    </span>
  );
}

function SortHeader({
  field,
  label,
  numeric = false,
  query,
  onSort,
}: {
  field: SortField;
  label: string;
  /** Figures and dates: right-aligned, as their values are. */
  numeric?: boolean;
  query: ListQuery;
  onSort: (field: SortField) => void;
}) {
  const active = query.sort === field;
  const Icon = !active ? ArrowUpDown : query.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.order === "asc" ? "ascending" : "descending") : "none"}
      className={cn(
        "px-3 py-1 align-middle",
        numeric ? cn(cardTable.fit, "text-right") : "text-left",
      )}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className={cn(
          "inline-flex min-h-10 items-center gap-1.5 rounded font-semibold text-slate-800 hover:text-brand-800",
          numeric && "flex-row-reverse",
        )}
      >
        {label}
        <Icon aria-hidden className={cn("size-4", active ? "text-brand-700" : "text-slate-500")} />
      </button>
    </th>
  );
}

/** A row's action, with the button that asked for it (focus returns there). */
export interface RowActions {
  onEdit(user: ManagedUser, opener: HTMLElement): void;
  onReset(user: ManagedUser, opener: HTMLElement): void;
  onDelete(user: ManagedUser, opener: HTMLElement): void;
}

/**
 * A row's actions. Each button's name says whose row it is ("Edit ana@example.com"); on wider
 * screens they are icons in a row, right-aligned under the Actions heading, Delete last (the one
 * action that cannot be undone comes after the others, on screen and for the keyboard); admin
 * rows have a gap in its place, so Edit and Reset password keep their columns in every row. On
 * a phone Edit and Reset password also show their word, while Delete stays a small icon at the
 * card's far end, framed as they are: it is never the largest control on the card.
 */
function RowButtons({ user, actions }: { user: ManagedUser; actions: RowActions }) {
  const worded =
    "max-md:h-10 max-md:w-auto max-md:whitespace-nowrap max-md:border max-md:border-slate-300 max-md:px-3";
  return (
    <div className="flex items-center gap-2 md:justify-end md:gap-1">
      <Button
        variant="ghost"
        size="icon"
        data-row-action="edit"
        aria-label={text.actions.edit(user.email)}
        title={text.actions.edit(user.email)}
        onClick={(event) => actions.onEdit(user, event.currentTarget)}
        className={worded}
      >
        <Pencil aria-hidden />
        <span className="md:sr-only">{text.actionWords.edit}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={text.actions.resetPassword(user.email)}
        title={text.actions.resetPassword(user.email)}
        onClick={(event) => actions.onReset(user, event.currentTarget)}
        className={worded}
      >
        <KeyRound aria-hidden />
        <span className="md:sr-only">{text.actionWords.resetPassword}</span>
      </Button>
      {user.role === "admin" ? (
        // Admin rows have no delete control; the gap keeps the columns aligned.
        <span aria-hidden className="size-11 shrink-0 max-md:hidden" />
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={text.actions.delete(user.email)}
          title={text.actions.delete(user.email)}
          onClick={(event) => actions.onDelete(user, event.currentTarget)}
          className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800 max-md:ml-auto max-md:size-10 max-md:border max-md:border-red-200"
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </div>
  );
}

/**
 * The user table (docs/rules.md#admin-panel). On wider screens a table laid out by its
 * contents, rows centred, whose long names and companies wrap; a window too narrow for even
 * that scrolls it sideways inside its own region (the region can take focus, so a keyboard can
 * scroll it too). On a phone each user is a card: e-mail, name and company in full, then role,
 * logins and last login on one line, then the actions.
 *
 * `failure`, when the list could not be loaded, takes the place of the rows (with Retry).
 */
export function UsersTable({
  users,
  query,
  loading,
  emptyText,
  emptyHint,
  failure,
  onSort,
  actions,
}: {
  users: ManagedUser[] | null;
  query: ListQuery;
  loading: boolean;
  emptyText: string;
  emptyHint: string;
  failure: ReactNode;
  onSort: (field: SortField) => void;
  actions: RowActions;
}) {
  const columnCount = columns.length + 1;
  if (failure) return failure;
  return (
    <div
      role="region"
      aria-label={text.title}
      // A region that scrolls sideways must be reachable by keyboard to be scrolled.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-busy={loading}
      className={cn(tableFrame, "overflow-x-auto")}
    >
      <table aria-label={text.title} className={cn(cardTable.table, "w-full text-sm")}>
        {/* On a phone the sort buttons give way to the view's Sort by drop-down: hidden, not
            merely invisible, so the keyboard never lands on them. */}
        <thead className={cn(cardTable.head, "max-md:hidden")}>
          <tr className="border-b border-slate-200">
            {columns.map((column) => (
              <SortHeader
                key={column.field}
                field={column.field}
                label={column.label}
                numeric={column.numeric}
                query={query}
                onSort={onSort}
              />
            ))}
            <th
              scope="col"
              className={cn(
                cardTable.fit,
                "px-3 py-2 text-right align-middle font-semibold text-slate-800",
              )}
            >
              {text.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className={cn(cardTable.body, loading && users && "opacity-60")}>
          {!users ? (
            <SkeletonRows columns={columnCount} label={text.loadingUsers} />
          ) : users.length === 0 ? (
            <NoticeRow columns={columnCount} stacked hint={emptyHint}>
              {emptyText}
            </NoticeRow>
          ) : (
            users.map((user) => (
              <tr
                key={user.userId}
                className={cn(
                  cardTable.row,
                  // Role and Logins at least as wide as their widest values, so Last Login
                  // starts at the same place on every card whichever badge a card shows.
                  "max-md:grid max-md:grid-cols-[minmax(4.5rem,auto)_minmax(4rem,auto)_1fr] max-md:gap-x-6 md:[&>td]:py-2",
                )}
              >
                <CardCell className="font-semibold text-slate-900 max-md:col-span-3 max-md:[overflow-wrap:anywhere] md:min-w-48 md:font-medium">
                  <Email email={user.email} />
                </CardCell>
                <CardCell className="text-slate-800 [overflow-wrap:anywhere] max-md:col-span-3 max-md:-mt-1 max-md:empty:hidden md:min-w-32">
                  {user.fullName}
                </CardCell>
                <CardCell className="text-slate-800 [overflow-wrap:anywhere] max-md:col-span-3 max-md:-mt-1 max-md:empty:hidden md:min-w-32">
                  {user.company}
                </CardCell>
                <CardCell label={text.columns.role} labelAbove className={cardTable.fit}>
                  <RoleBadge role={user.role} />
                </CardCell>
                <CardCell
                  label={text.columns.loginCount}
                  labelAbove
                  className={cn(cardTable.fit, "tabular-nums text-slate-800 md:text-right")}
                >
                  {user.loginCount}
                </CardCell>
                <CardCell
                  label={text.columns.lastLogin}
                  labelAbove
                  className={cn(cardTable.fit, "tabular-nums text-slate-800 md:text-right")}
                >
                  {lastLoginText(user.lastLogin)}
                </CardCell>
                <td
                  className={cn(
                    cardTable.fit,
                    "block pt-1 max-md:col-span-3 md:table-cell md:py-1 md:pl-3 md:pr-0 md:align-middle",
                  )}
                >
                  <RowButtons user={user} actions={actions} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
