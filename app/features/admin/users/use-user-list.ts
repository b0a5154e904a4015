import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { adminToasts } from "../../../../core/texts/admin-panel";
import { paths } from "../../../../core/paths";
import { showToast } from "../../../lib/toast";
import { failureMessage, sessionRefused } from "../shared/admin-api";
import { fetchSummary, fetchUsers, type UserList, type UserSummary } from "./users-api";
import { apiQuery, type ListQuery } from "./users-query";

/**
 * The table's page and the summary counts for the query in the URL; `reload()` after a change.
 * A refused session (401) leads to /admin; other failures say Error loading users.
 */
export function useUserList(query: ListQuery) {
  const navigate = useNavigate();
  const [list, setList] = useState<UserList | null>(null);
  const [summary, setSummary] = useState<UserSummary | null>(null);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const { page, search, sort, order } = query;

  useEffect(() => {
    let current = true;
    setLoading(true);
    void Promise.all([fetchUsers(apiQuery({ page, search, sort, order })), fetchSummary()]).then(
      ([users, counts]) => {
        if (!current) return;
        setLoading(false);
        if (users.status === 401 || counts.status === 401) {
          sessionRefused();
          void navigate(paths.admin, { replace: true });
          return;
        }
        if (counts.ok) setSummary(counts.data);
        if (users.ok) {
          setList(users.data);
          return;
        }
        setList((previous) => previous ?? { users: [], total: 0, page, pageSize: 100 });
        void showToast({
          variant: "destructive",
          title: adminToasts.loadError,
          description: failureMessage(users),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [page, search, sort, order, generation, navigate]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { list, summary, loading, reload };
}
