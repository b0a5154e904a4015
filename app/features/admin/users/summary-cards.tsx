import { LogIn, ShieldCheck, Users } from "lucide-react";
import { userManagementText as text } from "../../../../core/texts/admin-panel";
import { Card } from "../../../components/ui/card";
import type { UserSummary } from "./users-api";

const cards = [
  { key: "totalUsers", label: text.summary.totalUsers, icon: Users },
  { key: "adminUsers", label: text.summary.adminUsers, icon: ShieldCheck },
  { key: "totalLogins", label: text.summary.totalLogins, icon: LogIn },
] as const;

const numberFormat = new Intl.NumberFormat("en-GB");

/**
 * Total Users, Admin Users and Total Logins, counted by the database over everyone; a grey bar
 * where a count will be while it loads, never a made-up figure.
 */
export function SummaryCards({ summary }: { summary: UserSummary | null }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card
            padded={false}
            className="flex h-full items-center justify-between gap-4 p-3 sm:px-5 sm:py-4"
          >
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-700 sm:text-sm">{label}</p>
              <p
                className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl"
                aria-live="polite"
              >
                {summary ? (
                  numberFormat.format(summary[key])
                ) : (
                  <span
                    data-skeleton
                    aria-hidden
                    className="inline-block h-7 w-12 animate-pulse rounded bg-slate-200 align-middle motion-reduce:animate-none sm:h-8"
                  />
                )}
              </p>
            </div>
            <Icon aria-hidden className="hidden size-6 shrink-0 text-brand-700 sm:block" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
