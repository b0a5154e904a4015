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

/** Total Users, Admin Users and Total Logins, counted by the database over everyone. */
export function SummaryCards({ summary }: { summary: UserSummary | null }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card
            padded={false}
            className="flex h-full items-center justify-between gap-4 p-3 sm:p-6"
          >
            <div>
              <p className="text-xs font-medium text-slate-700 sm:text-sm">{label}</p>
              <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl" aria-live="polite">
                {summary ? numberFormat.format(summary[key]) : "–"}
              </p>
            </div>
            <Icon aria-hidden className="hidden size-8 shrink-0 text-brand-700 sm:block" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
