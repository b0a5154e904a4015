import { useNavigation } from "react-router";
import { activityTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { paths } from "../../../../core/paths";
import { Card } from "../../../components/ui/card";
import type { Loaded } from "../shared/view-load";
import { PageLinks, useFocusAfterPaging } from "../shared/paging";
import { LoadFailure } from "../shared/load-failure";
import type { ActivityPage } from "./activity-api";
import { ActivityFilters, LogSwitch } from "./activity-filters";
import { activityPageParams, type ActivityQuery } from "./activity-query";
import { AuditTable, SignInsTable } from "./activity-tables";

/** /admin/activity: sign-ins or the admin audit log, filtered, newest first. */
export function ActivityView({
  query,
  loaded,
}: {
  query: ActivityQuery;
  loaded: Loaded<ActivityPage>;
}) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === paths.adminActivity;
  const page = (cursor: { before: string } | { after: string }) =>
    `${paths.adminActivity}?${activityPageParams(query, cursor)}`;
  const { heading, onPage } = useFocusAfterPaging(loaded);

  return (
    <Card padded={false} className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
            {text.title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{text.description}</p>
        </div>
        <LogSwitch log={query.log} />
      </div>
      <div className="mt-6 space-y-4">
        <ActivityFilters query={query} />
        <p role="status" className="sr-only">
          {loading ? text.loading : ""}
        </p>
        {!loaded.ok ? (
          <LoadFailure title={text.loadFailed} message={loaded.message} />
        ) : (
          <>
            {loaded.data.log === "sign-ins" ? (
              <SignInsTable signIns={loaded.data.signIns} loading={loading} />
            ) : (
              <AuditTable entries={loaded.data.entries} loading={loading} />
            )}
            <PageLinks
              onPage={onPage}
              label={text.pagesLabel}
              newer={loaded.data.newer && page({ after: loaded.data.newer })}
              older={loaded.data.older && page({ before: loaded.data.older })}
            />
          </>
        )}
      </div>
    </Card>
  );
}
