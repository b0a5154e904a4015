import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { pagingTexts } from "../../../../core/texts/admin-inbox-and-activity";
import { Button } from "../../../components/ui/button";

// Moving through a long list's pages.

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
