import { ArrowDown, ArrowUp, ArrowUpDown, KeyRound, Pencil, Trash2 } from "lucide-react";
import { userManagementText as text } from "../../../core/admin-messages";
import type { ManagedUser } from "../../../core/schemas/admin-users";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { ListQuery, SortField } from "./list-query";

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

/** Last Login: the date, or Never (SPEC §2). */
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

export interface RowActions {
  onEdit(user: ManagedUser): void;
  onReset(user: ManagedUser): void;
  onDelete(user: ManagedUser): void;
}

/**
 * The user table (SPEC §2). Narrow screens scroll it sideways inside its own region, so the
 * columns keep their meaning; the region can take focus, so a keyboard can scroll it too.
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
      <table className="w-full min-w-[68rem] table-fixed text-sm">
        <colgroup>
          {columns.map((column) => (
            <col key={column.field} className={column.width} />
          ))}
          <col className={actionsWidth} />
        </colgroup>
        <thead className="bg-slate-50">
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
        <tbody className={cn(loading && users && "opacity-60")}>
          {!users ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-10 text-center text-slate-700">
                <span role="status">{text.loadingUsers}</span>
              </td>
            </tr>
          ) : users.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="px-3 py-10 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          ) : (
            users.map((user) => (
              <tr key={user.userId} className="border-b border-slate-100 last:border-0">
                <td className="truncate px-3 py-2 font-medium text-slate-900" title={user.email}>
                  {user.email}
                </td>
                <td
                  className="truncate px-3 py-2 text-slate-800"
                  title={user.fullName ?? undefined}
                >
                  {user.fullName}
                </td>
                <td className="truncate px-3 py-2 text-slate-800" title={user.company ?? undefined}>
                  {user.company}
                </td>
                <td className="px-3 py-2">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-3 py-2 tabular-nums text-slate-800">{user.loginCount}</td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-800">
                  {lastLoginText(user.lastLogin)}
                </td>
                <td className="px-3 py-1">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={text.actions.edit(user.email)}
                      title={text.actions.edit(user.email)}
                      onClick={() => actions.onEdit(user)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={text.actions.resetPassword(user.email)}
                      title={text.actions.resetPassword(user.email)}
                      onClick={() => actions.onReset(user)}
                    >
                      <KeyRound aria-hidden />
                    </Button>
                    {user.role === "admin" ? (
                      // Admin rows have no delete control; the gap keeps the columns aligned.
                      <span aria-hidden className="size-11" />
                    ) : (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={text.actions.delete(user.email)}
                        title={text.actions.delete(user.email)}
                        onClick={() => actions.onDelete(user)}
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
