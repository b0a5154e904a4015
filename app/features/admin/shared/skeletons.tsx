import { Search } from "lucide-react";
import { useContext } from "react";
import { adminPanelText } from "../../../../core/texts/admin-panel";
import { fieldClass } from "../../../components/ui/input";
import { labelClass } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { AccountSkeleton } from "../../account/account-skeleton";
import {
  PanelContent,
  PanelPageHeader,
  PanelPending,
  type PanelSearchShape,
  type PanelViewShape,
} from "./panel-frame";
import { cardTable, tableFrame } from "./table-parts";

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
  const status = useContext(PanelPending) ? adminPanelText.loading : label;
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
            {status}
          </span>
        </td>
      </tr>
    </>
  );
}

/** A list's frame with skeleton rows, where its table will be. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={cn(tableFrame, "overflow-hidden")}>
      <table className="block w-full text-sm md:table">
        <tbody className={cardTable.body}>
          <SkeletonRows columns={5} label={label} />
        </tbody>
      </table>
    </div>
  );
}

/** A grey bar of the skeleton's shape. */
function Bar({ className }: { className: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "block animate-pulse rounded bg-slate-200 motion-reduce:animate-none",
        className,
      )}
    />
  );
}

/**
 * The search field as it will be drawn, with its label and placeholder, not yet one to type in:
 * the same size and words in the same place, so the view's arrival moves nothing.
 */
function SearchShape({ label, placeholder }: PanelSearchShape) {
  return (
    <div aria-hidden>
      <p className={cn(labelClass, "mb-1")}>{label}</p>
      <div className={cn(fieldClass, "relative flex h-11 items-center pl-9")}>
        <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <span className="text-slate-500">{placeholder}</span>
      </div>
    </div>
  );
}

/**
 * A view before its first rows arrive (the panel opened, or another view chosen): its page
 * header and search field when the view is known, else their shape in grey, then the list frame
 * with skeleton rows (the account page: its form and lists in grey); the loading text is read
 * out, not shown.
 */
export function ViewSkeleton({ label, view }: { label: string; view?: PanelViewShape }) {
  if (view?.kind === "account") {
    return (
      <>
        <PanelPageHeader title={view.title} description={view.description} />
        <PanelContent>
          <AccountSkeleton label={label} />
        </PanelContent>
      </>
    );
  }
  return (
    <>
      {view ? (
        <PanelPageHeader title={view.title} description={view.description} />
      ) : (
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8 lg:py-5">
            <Bar className="h-7 w-48" />
            <Bar className="mt-2 h-4 w-72 max-w-full" />
          </div>
        </div>
      )}
      <PanelContent>
        {view ? <SearchShape {...view.search} /> : <Bar className="h-11 w-full bg-slate-100" />}
        <ListSkeleton label={label} />
      </PanelContent>
    </>
  );
}
