import { LogIn, ShieldCheck, Users } from "lucide-react";
import { userManagementText as text } from "../../../core/admin-messages";
import { Card } from "../../components/ui/card";
import type { UserSummary } from "./admin-api";

const cards = [
  { key: "totalUsers", label: text.summary.totalUsers, icon: Users },
  { key: "adminUsers", label: text.summary.adminUsers, icon: ShieldCheck },
  { key: "totalLogins", label: text.summary.totalLogins, icon: LogIn },
] as const;

const numberFormat = new Intl.NumberFormat("en-GB");

/** Total Users, Admin Users and Total Logins (SPEC §2), counted by the database over everyone. */
export function SummaryCards({ summary }: { summary: UserSummary | null }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="flex items-center justify-between gap-4">
            <div>
              <p className="text-sm font-medium text-slate-700">{label}</p>
              <p className="mt-1 text-3xl font-bold text-slate-900" aria-live="polite">
                {summary ? numberFormat.format(summary[key]) : "–"}
              </p>
            </div>
            <Icon aria-hidden className="size-8 text-brand-700" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
