import { ChevronLeft, ChevronRight } from "lucide-react";
import { userManagementText as text } from "../../../../core/texts/admin-panel";
import { Button } from "../../../components/ui/button";
import { pageCount, type ListQuery } from "./users-query";

/**
 * Previous and Next through the user table's pages, with where one is. At the first and the
 * last page they stay focusable (disabled by aria-disabled), so the keyboard that pressed Next
 * onto the last page keeps its place.
 */
export function Pagination({
  query,
  total,
  pageSize,
  onPage,
  id,
}: {
  query: ListQuery;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The skip link's target. */
  id?: string;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav
      id={id}
      tabIndex={-1}
      aria-label={text.pagination.label}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-700">
        {text.pagination.status(Math.min(query.page, pages), pages, total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={query.page <= 1}
          focusableWhenDisabled
          onClick={() => onPage(Math.min(query.page, pages) - 1)}
        >
          <ChevronLeft aria-hidden />
          {text.pagination.previous}
        </Button>
        <Button
          variant="outline"
          disabled={query.page >= pages}
          focusableWhenDisabled
          onClick={() => onPage(query.page + 1)}
        >
          {text.pagination.next}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
