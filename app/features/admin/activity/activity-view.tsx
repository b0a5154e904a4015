import { useNavigation } from "react-router";
import { activityTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { paths } from "../../../../core/paths";
import type { Loaded } from "../shared/view-load";
import { PageLinks, useFocusAfterPaging } from "../shared/paging";
import { LoadFailure } from "../shared/load-failure";
import { ListSkeleton } from "../shared/skeletons";
import { PanelContent, PanelPageHeader } from "../shared/panel-frame";
import type { ActivityPage } from "./activity-api";
import { ActivityFilters, LogSwitch } from "./activity-filters";
import { activityPageParams, type ActivityQuery } from "./activity-query";
import { AuditTable, SignInsTable } from "./activity-tables";
import { pathWithoutLocale } from "../../../../core/locales";

/** /admin/activity: sign-ins or the admin audit log, filtered, newest first. */
export function ActivityView({
  query,
  loaded,
}: {
  query: ActivityQuery;
  /** Null on the page as pre-rendered, before the loader has run: the log is loading. */
  loaded: Loaded<ActivityPage> | null;
}) {
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" &&
    pathWithoutLocale(navigation.location.pathname) === paths.adminActivity;
  const page = (cursor: { before: string } | { after: string }) =>
    `${paths.adminActivity}?${activityPageParams(query, cursor)}`;
  const { heading, onPage } = useFocusAfterPaging(loaded);

  return (
    <>
      {/* Which log is shown is the view's main choice: it sits where a main action would, as
          Messages' choice of state does. */}
      <PanelPageHeader title={text.title} description={text.description} headingRef={heading}>
        <LogSwitch log={query.log} />
      </PanelPageHeader>
      <PanelContent>
        <ActivityFilters query={query} />
        <p role="status" className="sr-only">
          {loading ? text.loading : ""}
        </p>
        {loaded === null ? (
          <ListSkeleton label={text.loading} />
        ) : !loaded.ok ? (
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
      </PanelContent>
    </>
  );
}
