import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pagingTexts } from "../../../core/admin-inbox-messages";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { formatDateTime } from "./inbox-format";

/** A time, readable in the reader's time zone, exact for machines. */
export function Time({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatDateTime(iso)}
    </time>
  );
}

/**
 * A table inside a region that scrolls sideways on narrow screens, so the columns keep their
 * meaning; the region can take focus, so a keyboard can scroll it too.
 */
export function ScrollingTable({
  label,
  busy,
  tableClassName,
  children,
}: {
  label: string;
  busy: boolean;
  /** Its minimum width, and how it lays out on a phone. */
  tableClassName: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls sideways must be reachable by keyboard to be scrolled.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-busy={busy}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table
        aria-label={label}
        className={cn("w-full text-sm", tableClassName, busy && "opacity-60")}
      >
        {children}
      </table>
    </div>
  );
}

export function HeaderCell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn("px-3 py-2 text-left font-semibold text-slate-800", className)}>
      {children}
    </th>
  );
}

/** The one row of a table with nothing to show, or still loading. */
export function NoticeRow({
  columns,
  stacked = false,
  children,
}: {
  columns: number;
  /** In a table laid out as cards on a phone. */
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <tr className={cn(stacked && "block md:table-row")}>
      <td
        colSpan={columns}
        className={cn("px-3 py-10 text-center text-slate-700", stacked && "block md:table-cell")}
      >
        {children}
      </td>
    </tr>
  );
}

/** Newer and Older: links, so each page has a URL the browser's history keeps. */
export function PageLinks({
  label,
  newer,
  older,
}: {
  label: string;
  newer: string | null;
  older: string | null;
}) {
  if (newer === null && older === null) return null;
  const link = (to: string | null, children: ReactNode) =>
    to === null ? (
      <Button variant="outline" disabled>
        {children}
      </Button>
    ) : (
      <Button asChild variant="outline">
        <Link to={to}>{children}</Link>
      </Button>
    );
  return (
    <nav aria-label={label} className="flex justify-end gap-2">
      {link(
        newer,
        <>
          <ChevronLeft aria-hidden />
          {pagingTexts.newer}
        </>,
      )}
      {link(
        older,
        <>
          {pagingTexts.older}
          <ChevronRight aria-hidden />
        </>,
      )}
    </nav>
  );
}
