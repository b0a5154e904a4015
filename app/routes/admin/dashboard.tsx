import { ChevronLeft, ChevronRight, Search, UserPlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { userManagementText as text } from "../../../core/admin-messages";
import type { ManagedUser } from "../../../core/schemas/admin-users";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import {
  pageCount,
  readListQuery,
  toggleSort,
  writeListQuery,
  type ListQuery,
} from "../../features/admin/list-query";
import { SummaryCards } from "../../features/admin/summary-cards";
import { useUserList } from "../../features/admin/use-user-list";
import {
  ConfirmUserDialog,
  CreateUserDialog,
  EditUserDialog,
  type Confirmation,
} from "../../features/admin/user-dialogs";
import { UsersTable } from "../../features/admin/users-table";

/** How long typing may pause before the search runs (and enters the browser's history). */
const searchDelayMs = 300;

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // Back and forward change the URL's search: the box follows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    // Unless it is what is being typed (the URL keeps it trimmed).
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(draft), searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {text.search.label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        value={draft}
        placeholder={text.search.placeholder}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onSearch(draft);
        }}
        className="pl-9"
      />
    </div>
  );
}

function Pagination({
  query,
  total,
  pageSize,
  onPage,
}: {
  query: ListQuery;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={text.pagination.label}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-700">
        {text.pagination.status(Math.min(query.page, pages), pages, total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={query.page <= 1}
          onClick={() => onPage(Math.min(query.page, pages) - 1)}
        >
          <ChevronLeft aria-hidden />
          {text.pagination.previous}
        </Button>
        <Button
          variant="outline"
          disabled={query.page >= pages}
          onClick={() => onPage(query.page + 1)}
        >
          {text.pagination.next}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

/** /admin/dashboard: the summary and the user table with its dialogs (SPEC §2, §4, §8). */
export default function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const { list, summary, loading, reload } = useUserList(query);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const go = (next: ListQuery) => setParams(writeListQuery(next));
  const search = (value: string) => {
    if (value.trim() !== query.search.trim()) go({ ...query, search: value, page: 1 });
  };

  return (
    <div className="space-y-8">
      <SummaryCards summary={summary} />
      <Card padded={false} className="p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{text.title}</h2>
            <p className="mt-1 text-sm text-slate-700">{text.description}</p>
          </div>
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden />
            {text.addUser}
          </Button>
        </div>
        <div className="mt-6 space-y-4">
          <SearchBox value={query.search} onSearch={search} />
          <UsersTable
            users={list?.users ?? null}
            query={query}
            loading={loading}
            emptyText={query.search ? text.noMatches(query.search) : text.noUsers}
            onSort={(field) => go(toggleSort(query, field))}
            actions={{
              onEdit: setEditing,
              onReset: (user) => setConfirmation({ kind: "reset", user }),
              onDelete: (user) => setConfirmation({ kind: "delete", user }),
            }}
          />
          {list && (
            <Pagination
              query={query}
              total={list.total}
              pageSize={list.pageSize}
              onPage={(page) => go({ ...query, page })}
            />
          )}
        </div>
      </Card>
      <CreateUserDialog open={creating} onOpenChange={setCreating} onCreated={reload} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} onUpdated={reload} />
      <ConfirmUserDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        onChanged={reload}
      />
    </div>
  );
}
