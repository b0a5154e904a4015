import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

// The parts the panel's lists build their tables from.

/**
 * The one frame of a list (Users, Messages, Activity alike): a card on the panel's canvas,
 * with no card around it, so a list never sits in a frame inside a frame.
 */
export const tableFrame =
  "rounded-card border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500";

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
      className={cn(tableFrame, "relative overflow-x-auto")}
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
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-800",
        className,
      )}
    >
      {children}
    </th>
  );
}

/**
 * A list that is a table on wider screens and a stack of cards on a phone: the header row is
 * read by screen readers only, each row a card whose cells stack in reading order, and each
 * cell may carry the label its column header gives on wider screens. Users, Messages and
 * Activity all lay out this way.
 */
export const cardTable = {
  table: "block md:table",
  head: "sr-only bg-slate-50 md:not-sr-only md:table-header-group",
  body: "block md:table-row-group",
  row: "flex min-w-0 flex-col gap-2 border-b border-slate-100 p-4 last:border-0 md:table-row md:p-0",
  // Rows are centred: a one-line value sits on the same line as a two-line name beside it.
  cell: "block min-w-0 md:table-cell md:px-3 md:py-3 md:align-middle",
  // A column no wider than its content (figures, dates, short labels); the others share the rest.
  fit: "md:w-px md:whitespace-nowrap",
} as const;

/** A cell of a card table; on a phone its label (the column's header) comes first. */
export function CardCell({
  label,
  labelAbove = false,
  className,
  title,
  children,
}: {
  /** Shown before the value on a phone, where the header row is hidden. */
  label?: string;
  /** On a phone the label goes above the value (figures side by side on one line). */
  labelAbove?: boolean;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <td className={cn(cardTable.cell, className)} title={title}>
      {label && (
        <span
          className={cn(
            "font-medium text-slate-600 md:hidden",
            labelAbove ? "mb-0.5 block text-xs" : "mr-1",
          )}
        >
          {label}
          {labelAbove ? "" : ":"}
        </span>
      )}
      {children}
    </td>
  );
}

/** The one row of a table with nothing to show: what is missing, and what to do next. */
export function NoticeRow({
  columns,
  stacked = false,
  hint,
  children,
}: {
  columns: number;
  /** In a table laid out as cards on a phone. */
  stacked?: boolean;
  /** What to do next. */
  hint?: string;
  children: ReactNode;
}) {
  return (
    <tr className={cn(stacked && "block md:table-row")}>
      <td
        colSpan={columns}
        className={cn("px-3 py-10 text-center text-slate-700", stacked && "block md:table-cell")}
      >
        <p className="font-medium text-slate-900">{children}</p>
        {hint && <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{hint}</p>}
      </td>
    </tr>
  );
}
