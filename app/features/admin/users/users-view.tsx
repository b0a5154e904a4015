import { UserPlus } from "lucide-react";
import { useState } from "react";
import { userManagementText as text } from "../../../../core/admin-messages";
import type { ManagedUser } from "../../../../core/schemas/admin-users";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FilterBar, SearchField, useUrlState } from "../shared/list-search";
import { CreateUserDialog } from "./dialogs/create-user-dialog";
import { DeleteUserDialog } from "./dialogs/delete-user-dialog";
import { EditUserDialog } from "./dialogs/edit-user-dialog";
import { ResetPasswordDialog } from "./dialogs/reset-password-dialog";
import { Pagination } from "./pagination";
import { SummaryCards } from "./summary-cards";
import { useUserList } from "./use-user-list";
import { UsersTable } from "./users-table";
import { readListQuery, toggleSort, writeListQuery } from "./users-query";

/** /admin/dashboard: the summary and the user table with its dialogs (SPEC §2, §4, §8). */
export function UsersView() {
  const { query, go } = useUrlState(readListQuery, writeListQuery);
  const { list, summary, loading, reload } = useUserList(query);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [resetting, setResetting] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  return (
    <div className="space-y-6 md:space-y-8">
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
          <FilterBar label={text.search.label}>
            <SearchField
              label={text.search.label}
              placeholder={text.search.placeholder}
              value={query.search}
              onSearch={(search) => go({ ...query, search, page: 1 })}
              className="sm:max-w-xl"
            />
          </FilterBar>
          <UsersTable
            users={list?.users ?? null}
            query={query}
            loading={loading}
            emptyText={query.search ? text.noMatches(query.search) : text.noUsers}
            onSort={(field) => go(toggleSort(query, field))}
            actions={{ onEdit: setEditing, onReset: setResetting, onDelete: setDeleting }}
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
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onChanged={reload} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onChanged={reload} />
    </div>
  );
}
