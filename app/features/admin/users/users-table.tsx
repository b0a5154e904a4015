import { ArrowDown, ArrowUp, ArrowUpDown, KeyRound, Pencil, Trash2 } from "lucide-react";
import { userManagementText as text } from "../../../../core/texts/admin-panel";
import type { ManagedUser } from "../../../../core/schemas/admin-users";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { SkeletonRows } from "../shared/skeletons";
import { CardCell, cardTable, NoticeRow } from "../shared/table-parts";
import type { ListQuery, SortField } from "./users-query";

/**
 * The table lays out by these widths, not by its contents, so a long e-mail or company is cut
 * short in its cell (the full text in its title) and never pushes Actions out of view. The
 * columns without a width share what is left.
 */
const columns: { field: SortField; label: string; width?: string }[] = [
  { field: "email", label: text.columns.email, width: "w-[28%]" },
  { field: "fullName", label: text.columns.fullName },
  { field: "company", label: text.columns.company },
  { field: "role", label: text.columns.role, width: "w-24" },
  { field: "loginCount", label: text.columns.loginCount, width: "w-28" },
  { field: "lastLogin", label: text.columns.lastLogin, width: "w-44" },
];
const actionsWidth = "w-44";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Last Login: the date, or Never (docs/rules.md#admin-panel). */
export function lastLoginText(lastLogin: string | null): string {
  if (!lastLogin) return text.never;
  const date = new Date(lastLogin);
  return Number.isNaN(date.getTime()) ? text.never : dateFormat.format(date);
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
  query,
  onSort,
}: {
  field: SortField;
  label: string;
  query: ListQuery;
  onSort: (field: SortField) => void;
}) {
  const active = query.sort === field;
  const Icon = !active ? ArrowUpDown : query.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.order === "asc" ? "ascending" : "descending") : "none"}
      className="px-3 py-2 text-left"
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-slate-800 hover:text-brand-800"
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
 * A row's actions. Each button's name says whose row it is ("Edit ana@example.com"); on a
 * phone the buttons also show their word, on wider screens only their icon.
 */
function RowButtons({ user, actions }: { user: ManagedUser; actions: RowActions }) {
  const button =
    "max-md:h-11 max-md:w-auto max-md:flex-1 max-md:border max-md:border-slate-300 max-md:px-3";
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end md:gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={text.actions.edit(user.email)}
        title={text.actions.edit(user.email)}
        onClick={(event) => actions.onEdit(user, event.currentTarget)}
        className={button}
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
        className={button}
      >
        <KeyRound aria-hidden />
        <span className="md:sr-only">{text.actionWords.resetPassword}</span>
      </Button>
      {user.role === "admin" ? (
        // Admin rows have no delete control; the gap keeps the columns aligned.
        <span aria-hidden className="size-11 max-md:hidden" />
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={text.actions.delete(user.email)}
          title={text.actions.delete(user.email)}
          onClick={(event) => actions.onDelete(user, event.currentTarget)}
          className={cn(button, "text-red-700 hover:bg-red-50 hover:text-red-800")}
        >
          <Trash2 aria-hidden />
          <span className="md:sr-only">{text.actionWords.delete}</span>
        </Button>
      )}
    </div>
  );
}

/**
 * The user table (docs/rules.md#admin-panel). On wider screens its columns have fixed widths and
 * a narrower window scrolls it sideways inside its own region (the region can take focus, so a
 * keyboard can scroll it too); on a phone each user is a card: e-mail, name and company in full,
 * role, logins, last login and the labelled actions.
 */
export function UsersTable({
  users,
  query,
  loading,
  emptyText,
  onSort,
  actions,
}: {
  users: ManagedUser[] | null;
  query: ListQuery;
  loading: boolean;
  emptyText: string;
  onSort: (field: SortField) => void;
  actions: RowActions;
}) {
  const columnCount = columns.length + 1;
  return (
    <div
      role="region"
      aria-label={text.title}
      // A region that scrolls sideways must be reachable by keyboard to be scrolled.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-busy={loading}
      className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table
        aria-label={text.title}
        className={cn(cardTable.table, "w-full text-sm md:min-w-[68rem] md:table-fixed")}
      >
        <colgroup className="max-md:hidden">
          {columns.map((column) => (
            <col key={column.field} className={column.width} />
          ))}
          <col className={actionsWidth} />
        </colgroup>
        {/* On a phone the sort buttons give way to the view's Sort by drop-down: hidden, not
            merely invisible, so the keyboard never lands on them. */}
        <thead className={cn(cardTable.head, "max-md:hidden")}>
          <tr className="border-b border-slate-200">
            {columns.map((column) => (
              <SortHeader
                key={column.field}
                field={column.field}
                label={column.label}
                query={query}
                onSort={onSort}
              />
            ))}
            <th scope="col" className="px-3 py-2 text-right font-semibold text-slate-800">
              {text.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className={cn(cardTable.body, loading && users && "opacity-60")}>
          {!users ? (
            <SkeletonRows columns={columnCount} label={text.loadingUsers} />
          ) : users.length === 0 ? (
            <NoticeRow columns={columnCount} stacked>
              {emptyText}
            </NoticeRow>
          ) : (
            users.map((user) => (
              <tr key={user.userId} className={cn(cardTable.row, "md:[&>td]:py-2")}>
                <CardCell
                  className="break-all font-semibold text-slate-900 md:truncate md:break-normal md:font-medium"
                  title={user.email}
                >
                  {user.email}
                </CardCell>
                <CardCell
                  className="text-slate-800 max-md:empty:hidden md:truncate"
                  title={user.fullName ?? undefined}
                >
                  {user.fullName}
                </CardCell>
                <CardCell
                  className="break-words text-slate-800 max-md:empty:hidden md:truncate"
                  title={user.company ?? undefined}
                >
                  {user.company}
                </CardCell>
                <CardCell label={text.columns.role}>
                  <RoleBadge role={user.role} />
                </CardCell>
                <CardCell label={text.columns.loginCount} className="tabular-nums text-slate-800">
                  {user.loginCount}
                </CardCell>
                <CardCell
                  label={text.columns.lastLogin}
                  className="text-slate-800 md:whitespace-nowrap"
                >
                  {lastLoginText(user.lastLogin)}
                </CardCell>
                <td className="block pt-1 md:table-cell md:px-3 md:py-1">
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
