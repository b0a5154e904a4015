import { LogIn, ShieldCheck, Users } from "lucide-react";
import { formatCount } from "../../../../core/numbers";
import { userManagementText as text } from "../../../../core/texts/admin-panel";
import { pageLocale } from "../../../lib/page-locale";
import type { UserSummary } from "./users-api";

const cards = [
  { key: "totalUsers", label: text.summary.totalUsers, icon: Users },
  { key: "adminUsers", label: text.summary.adminUsers, icon: ShieldCheck },
  { key: "totalLogins", label: text.summary.totalLogins, icon: LogIn },
] as const;

/**
 * Total Users, Admin Users and Total Logins, counted by the database over everyone; a grey bar
 * where a count will be while it loads, never a made-up figure. One strip with hairlines
 * between the counts, each figure right after its label from sm: the table starts close below.
 */
export function SummaryCards({ summary }: { summary: UserSummary | null }) {
  return (
    <ul className="grid grid-cols-3 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200">
      {cards.map(({ key, label, icon: Icon }) => (
        <li
          key={key}
          className="flex min-w-0 flex-col justify-between gap-1 bg-white p-3 sm:flex-row sm:items-center sm:justify-start sm:gap-3 sm:px-5 sm:py-3"
        >
          <p className="flex min-w-0 items-center gap-2 text-xs font-medium text-slate-700 sm:text-sm">
            <Icon aria-hidden className="hidden size-4 shrink-0 text-brand-700 sm:block" />
            {label}
          </p>
          <p
            className="text-2xl font-bold tabular-nums leading-8 text-slate-900"
            aria-live="polite"
          >
            {summary ? (
              formatCount(pageLocale, summary[key])
            ) : (
              <span
                data-skeleton
                aria-hidden
                className="inline-block h-7 w-12 animate-pulse rounded bg-slate-200 align-middle motion-reduce:animate-none"
              />
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
