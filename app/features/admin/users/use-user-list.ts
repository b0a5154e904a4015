import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { adminToasts } from "../../../../core/texts/admin-panel";
import { paths } from "../../../../core/paths";
import { showToast } from "../../../lib/toast";
import type { UserSummary } from "./users-api";
import { listToShow, summaryToShow, type ListShown, type UsersLoad } from "./users-load";

interface Shown {
  /** The load that gave them. */
  from: Promise<UsersLoad> | null;
  list: ListShown | null;
  summary: UserSummary | null;
  /** Why the counts are missing, when they failed with none to show. */
  summaryFailure: string | null;
}

/**
 * What the view shows of its loader's data as it arrives: nothing before the first answer
 * (skeleton rows and counts), then the last list and counts loaded, kept while the next load
 * is on its way (`loading`). A failed list is shown as what failed (with Error loading users
 * in a toast too), never as an empty list; a refusal leads to /admin. `null`: the page as
 * pre-rendered when the site was built, before the browser's loader has run (loading).
 */
export function useUserList(loaded: Promise<UsersLoad> | null) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>({
    from: null,
    list: null,
    summary: null,
    summaryFailure: null,
  });

  useEffect(() => {
    if (!loaded) return;
    let current = true;
    void loaded.then(
      ({ list, summary }) => {
        if (!current) return;
        setShown((previous) => {
          const counts = summaryToShow(previous.summary, summary);
          return {
            from: loaded,
            list: listToShow(list),
            summary: counts,
            summaryFailure: counts === null && !summary.ok ? summary.message : null,
          };
        });
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
  }, [loaded, navigate]);

  const list = shown.list;
  return {
    list: list?.ok ? list.list : null,
    failure: list && !list.ok ? list.message : null,
    summary: shown.summary,
    summaryFailure: shown.summaryFailure,
    loading: loaded === null || shown.from !== loaded,
  };
}
