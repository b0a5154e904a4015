import { adminToasts } from "../../../../core/texts/admin-panel";
import { paths } from "../../../../core/paths";
import { showToast } from "../../../lib/toast";
import { useLatestLoad } from "../../../lib/use-latest-load";
import type { UserSummary } from "./users-api";
import { listToShow, summaryToShow, type ListShown, type UsersLoad } from "./users-load";

interface Shown {
  list: ListShown;
  summary: UserSummary | null;
  /** Why the counts are missing, when they failed with none to show. */
  summaryFailure: string | null;
}

/** The counts are kept from the load before when only they failed this time. */
function fold(previous: Shown | null, { list, summary }: UsersLoad): Shown {
  const counts = summaryToShow(previous?.summary ?? null, summary);
  return {
    list: listToShow(list),
    summary: counts,
    summaryFailure: counts === null && !summary.ok ? summary.message : null,
  };
}

function toastListFailure({ list }: UsersLoad) {
  if (list.ok) return;
  void showToast({
    variant: "destructive",
    title: adminToasts.loadError,
    description: list.message,
  });
}

/**
 * What the view shows of its loader's data as it arrives (app/lib/use-latest-load.ts):
 * skeleton rows and counts before the first answer, then the last list and counts loaded. A
 * failed list is shown as what failed (with Error loading users in a toast too), never as an
 * empty list; a refusal leads to /admin.
 */
export function useUserList(loaded: Promise<UsersLoad> | null) {
  const { shown, loading } = useLatestLoad(loaded, {
    fold,
    onAnswer: toastListFailure,
    refusedTo: paths.admin,
  });
  const list = shown?.list ?? null;
  return {
    list: list?.ok ? list.list : null,
    failure: list && !list.ok ? list.message : null,
    summary: shown?.summary ?? null,
    summaryFailure: shown?.summaryFailure ?? null,
    loading,
  };
}
