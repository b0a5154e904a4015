import { X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { activityTexts as text } from "../../../../core/texts/admin-inbox-and-activity";
import { auditActions } from "../../../../core/schemas/admin-activity";
import { loginSources } from "../../../../core/schemas/auth";
import { paths } from "../../../../core/paths";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { FilterBar, FilterField, SearchField, useDraft, useUrlState } from "../shared/list-search";
import { ViewSwitch } from "../shared/view-switch";
import { Select } from "../../../components/ui/select";
import { parseTypedDay, typedDay } from "../shared/list-format";
import {
  hasFilters,
  readActivityQuery,
  switchLog,
  writeActivityQuery,
  type ActivityQuery,
} from "./activity-query";

/** Sign-ins or admin actions, each log at a URL of its own. */
export function LogSwitch({ log }: { log: ActivityQuery["log"] }) {
  const logs = [
    { log: "sign-ins", label: text.signIns },
    { log: "audit", label: text.audit },
  ] as const;
  return (
    <ViewSwitch
      label={text.logsLabel}
      choices={logs.map((item) => {
        const search = switchLog(item.log).toString();
        return {
          label: item.label,
          to: search ? `${paths.adminActivity}?${search}` : paths.adminActivity,
          current: item.log === log,
        };
      })}
    />
  );
}

/**
 * The filters apply as they change (the e-mail as one types) and live in the URL, where the
 * view's loader reads them; a change starts again at the newest entry.
 */
export function ActivityFilters({ query }: { query: ActivityQuery }) {
  const id = useId();
  const { go } = useUrlState(readActivityQuery, writeActivityQuery);
  const apply = (change: Partial<ActivityQuery>) =>
    go({ ...query, ...change, before: null, after: null });
  const clearTo = switchLog(query.log).toString();
  const userRef = useRef<HTMLInputElement>(null);
  return (
    <FilterBar
      label={text.filtersLabel}
      active={
        [query.log === "sign-ins" ? query.source : query.action, query.from, query.to].filter(
          (value) => value !== null,
        ).length
      }
      search={
        <SearchField
          label={text.userLabel}
          placeholder={text.userPlaceholder}
          value={query.user}
          inputRef={userRef}
          onSearch={(user) => apply({ user })}
        />
      }
      after={
        hasFilters(query) && (
          <Button asChild variant="outline" className="self-start md:self-end">
            <Link
              to={clearTo ? `${paths.adminActivity}?${clearTo}` : paths.adminActivity}
              preventScrollReset
              // Clear goes once the filters are gone: focus goes to the first filter, not the page.
              onClick={() => userRef.current?.focus()}
            >
              <X aria-hidden />
              {text.clear}
            </Link>
          </Button>
        )
      }
    >
      {query.log === "sign-ins" ? (
        <FilterField id={`${id}-source`} label={text.sourceLabel}>
          <Select
            id={`${id}-source`}
            value={query.source ?? ""}
            onChange={(event) =>
              apply({
                source: loginSources.find((source) => source === event.target.value) ?? null,
              })
            }
          >
            <option value="">{text.allSources}</option>
            {loginSources.map((source) => (
              <option key={source} value={source}>
                {text.sources[source]}
              </option>
            ))}
          </Select>
        </FilterField>
      ) : (
        <FilterField id={`${id}-action`} label={text.actionLabel}>
          <Select
            id={`${id}-action`}
            value={query.action ?? ""}
            onChange={(event) =>
              apply({
                action: auditActions.find((action) => action === event.target.value) ?? null,
              })
            }
          >
            <option value="">{text.allActions}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {text.actions[action]}
              </option>
            ))}
          </Select>
        </FilterField>
      )}
      <DayField
        id={`${id}-from`}
        label={text.fromLabel}
        value={query.from}
        onChange={(from) => apply({ from })}
      />
      <DayField
        id={`${id}-to`}
        label={text.toLabel}
        value={query.to}
        onChange={(to) => apply({ to })}
      />
    </FilterBar>
  );
}

/** Two typings of the same day (or both empty) need no new search. */
const sameDay = (draft: string, shown: string) =>
  draft.trim() === shown || (parseTypedDay(draft) ?? draft.trim()) === parseTypedDay(shown);

/**
 * A day field. Days are typed as dd.mm.yyyy, as the firm writes them, whatever language the
 * browser speaks (a native date field would show the browser's own order, mm/dd/yyyy in an
 * English-US one); the URL and the API keep YYYY-MM-DD. A whole, real day or an emptied field
 * applies once typing pauses; anything else waits, and once the field is left says how a day
 * is written.
 */
function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
}) {
  const { draft, setDraft, commitNow } = useDraft(
    value ? typedDay(value) : "",
    (typed) => onChange(parseTypedDay(typed)),
    (typed) => typed === "" || parseTypedDay(typed) !== null,
    sameDay,
  );
  const [left, setLeft] = useState(false);
  const invalid = left && draft.trim() !== "" && parseTypedDay(draft) === null;
  const hintId = `${id}-format`;
  const errorId = `${id}-error`;
  return (
    <FilterField id={id} label={label}>
      {/* The format shows in the empty field; read with the field as its description. */}
      <span id={hintId} className="sr-only">
        {text.dayFormat}
      </span>
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        placeholder={text.dayFormat}
        value={draft}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          setDraft(event.target.value);
          setLeft(false);
        }}
        onBlur={() => setLeft(true)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            commitNow();
            setLeft(true);
          }
        }}
        className="tabular-nums"
      />
      {invalid && (
        <p id={errorId} className="mt-1 text-xs text-danger-700">
          {text.dayInvalid}
        </p>
      )}
    </FilterField>
  );
}
