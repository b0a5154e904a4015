import { cn } from "../../../lib/cn";
import { cardTable } from "./table-parts";

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
