import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { adminToasts } from "../../../../core/texts/admin-panel";
import { paths } from "../../../../core/paths";
import { showToast } from "../../../lib/toast";
import type { UserList, UserSummary } from "./users-api";
import { listToShow, type UsersLoad } from "./users-load";

interface Shown {
  /** The load that gave them. */
  from: Promise<UsersLoad> | null;
  list: UserList | null;
  summary: UserSummary | null;
}

/**
 * What the view shows of its loader's data as it arrives: nothing before the first answer
 * (skeleton rows, no counts), then the last list and counts loaded, kept while the next load
 * is on its way (`loading`). A failed list says Error loading users; a refusal leads to /admin.
 */
export function useUserList(loaded: Promise<UsersLoad>, page: number) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>({ from: null, list: null, summary: null });

  useEffect(() => {
    let current = true;
    void loaded.then(
      ({ list, summary }) => {
        if (!current) return;
        setShown((previous) => ({
          from: loaded,
          list: listToShow(previous.list, list, page),
          summary: summary.ok ? summary.data : previous.summary,
        }));
        if (!list.ok) {
          void showToast({
            variant: "destructive",
            title: adminToasts.loadError,
            description: list.message,
          });
        }
      },
      (error: unknown) => {
        if (!(error instanceof Response)) throw error;
        // The refusal is answered (leavePanel): its redirect is followed, as the router does.
        if (current) void navigate(error.headers.get("Location") ?? paths.admin, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, page, navigate]);

  return { list: shown.list, summary: shown.summary, loading: shown.from !== loaded };
}
