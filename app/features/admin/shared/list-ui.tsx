import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { pagingTexts } from "../../../../core/texts/admin-inbox-and-activity";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "./list-format";

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
  row: "flex min-w-0 flex-col gap-2 border-b border-slate-100 p-4 align-top last:border-0 md:table-row md:p-0",
  cell: "block min-w-0 md:table-cell md:px-3 md:py-3 md:align-top",
} as const;

/** A cell of a card table; on a phone its label (the column's header) comes first. */
export function CardCell({
  label,
  className,
  title,
  children,
}: {
  /** Shown before the value on a phone, where the header row is hidden. */
  label?: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <td className={cn(cardTable.cell, className)} title={title}>
      {label && <span className="mr-1 font-medium text-slate-600 md:hidden">{label}:</span>}
      {children}
    </td>
  );
}

/** The one row of a table with nothing to show. */
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

/**
 * Rows of grey bars where a list's rows will be, while it first loads; the loading text stays
 * for assistive technology in a live region, visually hidden.
 */
export function SkeletonRows({
  columns,
  rows = 5,
  label,
}: {
  columns: number;
  rows?: number;
  /** The spec's or the view's loading text (Loading users..., Loading messages...). */
  label: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr
          key={row}
          aria-hidden
          data-skeleton
          className="flex flex-col gap-3 border-b border-slate-100 p-4 last:border-0 md:table-row md:p-0"
        >
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="block md:table-cell md:px-3 md:py-4">
              <span
                className={cn(
                  "block h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none",
                  column === 0 ? "w-3/4" : column % 2 ? "w-1/2" : "w-2/3",
                )}
              />
            </td>
          ))}
        </tr>
      ))}
      <tr className="block md:table-row">
        <td colSpan={columns} className="block p-0 md:table-cell">
          <span role="status" className="sr-only">
            {label}
          </span>
        </td>
      </tr>
    </>
  );
}

/**
 * A link past a long list's rows to its pages (WCAG 2.4.1): hidden until the keyboard reaches
 * it, it moves focus to the pagination (which must carry `targetId` and tabIndex -1), so the
 * next Tab is the first page control rather than the first of the list's many rows.
 */
export function SkipToPagination({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus itself, not only the scroll of a jump to the fragment (which would also enter
        // the router's history).
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      className="sr-only rounded-md font-semibold text-brand-700 underline underline-offset-4 focus:not-sr-only focus:inline-block focus:px-2 focus:py-2 focus:text-sm"
    >
      {pagingTexts.skipToPagination}
    </a>
  );
}

/**
 * After a page of a list is chosen the view shows its top: focus goes there too, to the
 * list's heading (tabIndex -1), once the new page has arrived, rather than staying on the page
 * link far below (or dropping to the page when that link becomes the disabled end).
 * `page` is the page's data: a new value when the new page is shown.
 */
export function useFocusAfterPaging(page: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  const paging = useRef(false);
  useEffect(() => {
    if (!paging.current) return;
    paging.current = false;
    heading.current?.focus();
  }, [page]);
  const onPage = useCallback(() => {
    paging.current = true;
  }, []);
  return { heading, onPage };
}

/**
 * Newer and Older: links, so each page has a URL the browser's history keeps. At an end the
 * control stays, disabled but focusable, so focus never drops from it to the page.
 */
export function PageLinks({
  id,
  label,
  newer,
  older,
  onPage,
}: {
  /** The skip link's target. */
  id?: string;
  label: string;
  newer: string | null;
  older: string | null;
  /** A page link was followed. */
  onPage?: () => void;
}) {
  if (newer === null && older === null) return null;
  const link = (to: string | null, children: ReactNode) =>
    to === null ? (
      <Button variant="outline" disabled focusableWhenDisabled>
        {children}
      </Button>
    ) : (
      <Button asChild variant="outline">
        <Link to={to} onClick={onPage}>
          {children}
        </Link>
      </Button>
    );
  return (
    <nav id={id} tabIndex={-1} aria-label={label} className="flex justify-end gap-2">
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

/**
 * A view before its first rows arrive (the panel opened by URL, or another view chosen): the
 * shape of a list card with skeleton rows; the loading text is read out, not shown.
 */
export function ViewSkeleton({ label }: { label: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <span
        aria-hidden
        className="block h-6 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
      />
      <span
        aria-hidden
        className="mt-3 block h-4 w-64 max-w-full animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
      />
      <span
        aria-hidden
        className="mt-6 block h-11 w-full max-w-xl animate-pulse rounded bg-slate-100 motion-reduce:animate-none"
      />
      <div className="mt-4 overflow-hidden rounded-lg border border-slate-200">
        <table className="block w-full text-sm md:table">
          <tbody className={cardTable.body}>
            <SkeletonRows columns={5} label={label} />
          </tbody>
        </table>
      </div>
    </div>
  );
}
