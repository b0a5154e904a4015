import { Link } from "react-router";
import { cn } from "../../../lib/cn";

export interface ViewChoice {
  label: string;
  to: string;
  current: boolean;
}

/**
 * Which list a view shows (Activity's two logs, Messages' All, Open and Handled): links, so each
 * choice has a URL of its own, set as one segmented control in the page header's action place.
 */
export function ViewSwitch({ label, choices }: { label: string; choices: readonly ViewChoice[] }) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {choices.map((choice) => (
          <li key={choice.label}>
            <Link
              to={choice.to}
              preventScrollReset
              aria-current={choice.current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold",
                choice.current
                  ? "bg-brand-700 text-white"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
