import { Filter, X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { activityTexts as text } from "../../../../core/admin-inbox-messages";
import { auditActions } from "../../../../core/schemas/admin-activity";
import { loginSources } from "../../../../core/schemas/auth";
import { paths } from "../../../../core/paths";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { hasFilters, switchLog, writeActivityQuery, type ActivityQuery } from "./activity-query";

const selectClass =
  "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Sign-ins or admin actions: links, so each log has a URL of its own. */
export function LogSwitch({ log }: { log: ActivityQuery["log"] }) {
  const logs = [
    { log: "sign-ins", label: text.signIns },
    { log: "audit", label: text.audit },
  ] as const;
  return (
    <nav aria-label={text.logsLabel}>
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {logs.map((item) => {
          const search = switchLog(item.log).toString();
          return (
            <li key={item.log}>
              <Link
                to={search ? `${paths.adminActivity}?${search}` : paths.adminActivity}
                aria-current={item.log === log ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold",
                  item.log === log
                    ? "bg-brand-700 text-white"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A plain GET form: applying it puts the filters in the URL, where the view reads them, and
 * starts again at the newest entry.
 */
export function ActivityFilters({ query }: { query: ActivityQuery }) {
  const id = useId();
  const clearTo = switchLog(query.log).toString();
  return (
    <Form
      method="get"
      action={paths.adminActivity}
      aria-label={text.filtersLabel}
      // A new URL (back, forward, a link) resets the fields to what the URL says.
      key={writeActivityQuery({ ...query, before: null, after: null }).toString()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.2fr_1fr_1fr_auto] lg:items-end"
    >
      {query.log === "audit" && <input type="hidden" name="log" value="audit" />}
      <Field id={`${id}-user`} label={text.userLabel}>
        <Input
          id={`${id}-user`}
          type="search"
          name="user"
          defaultValue={query.user}
          maxLength={200}
          autoComplete="off"
        />
      </Field>
      {query.log === "sign-ins" ? (
        <Field id={`${id}-source`} label={text.sourceLabel}>
          <select
            id={`${id}-source`}
            name="source"
            defaultValue={query.source ?? ""}
            className={selectClass}
          >
            <option value="">{text.allSources}</option>
            {loginSources.map((source) => (
              <option key={source} value={source}>
                {text.sources[source]}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <Field id={`${id}-action`} label={text.actionLabel}>
          <select
            id={`${id}-action`}
            name="action"
            defaultValue={query.action ?? ""}
            className={selectClass}
          >
            <option value="">{text.allActions}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {text.actions[action]}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={`${id}-from`} label={text.fromLabel}>
        <Input id={`${id}-from`} type="date" name="from" defaultValue={query.from ?? ""} />
      </Field>
      <Field id={`${id}-to`} label={text.toLabel}>
        <Input id={`${id}-to`} type="date" name="to" defaultValue={query.to ?? ""} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">
          <Filter aria-hidden />
          {text.apply}
        </Button>
        {hasFilters(query) && (
          <Button asChild variant="outline">
            <Link to={clearTo ? `${paths.adminActivity}?${clearTo}` : paths.adminActivity}>
              <X aria-hidden />
              {text.clear}
            </Link>
          </Button>
        )}
      </div>
    </Form>
  );
}
