import { LoaderCircle, Search } from "lucide-react";
import { useEffect, useId, useState, type FocusEvent } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../core/paths";
import { portalSearch, portalTexts } from "../../../core/texts/portal";
import type { PortalSearchAnswer } from "../../../core/schemas/portal";
import { cn } from "../../lib/cn";
import { searchPortalContent } from "./portal-api";

type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; answer: PortalSearchAnswer }
  | { status: "failed"; query: string };

const searchDelayMs = 250;

/**
 * Searches the portal's content as the partner types; the results are links to the pages.
 * In the side menu (`side`) the answer follows the field in the menu's flow. In a page's
 * header on smaller screens (`header`) the field is narrow, so the answer opens as a panel
 * under the whole header, over the page, and closes when focus leaves the search; the live
 * status stays in the flow (read, not shown) so it is announced either way.
 */
export function PortalSearch({ variant = "side" }: { variant?: "side" | "header" }) {
  const [query, setQuery] = useState("");
  const [panelOpen, setPanelOpen] = useState(true);
  const [answered, setState] = useState<SearchState>({ status: "idle" });
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const state: SearchState = query.trim() ? answered : { status: "idle" };

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: "searching", query: trimmed });
      searchPortalContent(trimmed, controller.signal).then(
        (answer) => setState({ status: "done", answer }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The session has ended: the loader's redirect to /login, followed here.
          if (error instanceof Response && error.headers.get("location")) {
            void navigate(error.headers.get("location") ?? paths.login, { replace: true });
            return;
          }
          setState({ status: "failed", query: trimmed });
        },
      );
    }, searchDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, navigate]);

  const resultsShown = state.status === "done" && state.answer.results.length > 0;
  let announcement = "";
  if (state.status === "done") {
    announcement =
      state.answer.total === 0
        ? portalTexts.search.noResults(state.answer.query)
        : portalTexts.search.results(state.answer.total, state.answer.query);
  } else if (state.status === "failed") {
    announcement = portalTexts.search.failed;
  }

  const inHeader = variant === "header";
  const showPanel = inHeader && panelOpen && announcement !== "";
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setPanelOpen(false);
  };

  return (
    <div
      role="search"
      // In a header, the panel is placed against the page header (portal-ui.tsx), not the field.
      className={cn("w-full", !inHeader && "relative")}
      data-print="hide"
      onFocus={() => setPanelOpen(true)}
      onBlur={inHeader ? onBlur : undefined}
    >
      <label htmlFor={inputId} className="sr-only">
        {portalTexts.search.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          maxLength={portalSearch.maxLength}
          autoComplete="off"
          spellCheck={false}
          placeholder={
            inHeader ? portalTexts.search.shortPlaceholder : portalTexts.search.placeholder
          }
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && query) {
              // Empties the field only: the menu it may sit in stays open (it skips handled keys).
              event.preventDefault();
              event.stopPropagation();
              setQuery("");
            }
          }}
          className={cn(
            "w-full rounded-md border border-slate-300 bg-white pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 sm:text-sm",
            inHeader ? "h-9" : "h-11",
            // Room for the spinner only while it shows: the hint reads whole the rest of the time.
            state.status === "searching" ? "pr-9" : "pr-3",
          )}
        />
        {state.status === "searching" && (
          <LoaderCircle
            aria-hidden
            className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-slate-500"
          />
        )}
      </div>
      <p id={hintId} className="sr-only">
        {portalTexts.search.label}. {portalTexts.search.hint}
      </p>
      <p
        role="status"
        aria-live="polite"
        className={cn("text-sm", !inHeader && announcement && !resultsShown && "mt-2")}
      >
        {state.status === "failed" ? (
          <span className={cn("text-red-700", inHeader && "sr-only")}>{announcement}</span>
        ) : (
          <span className={cn((resultsShown || inHeader) && "sr-only")}>{announcement}</span>
        )}
      </p>
      {!inHeader && resultsShown && state.status === "done" && (
        <SearchResults answer={state.answer} className="mt-2" />
      )}
      {showPanel && (
        <div
          data-testid="portal-search-panel"
          className="absolute inset-x-0 top-full z-30 -mt-1 shadow-float"
        >
          {resultsShown && state.status === "done" ? (
            <SearchResults answer={state.answer} />
          ) : (
            // What the status line says, shown; the status itself is what is read.
            <p
              aria-hidden
              className={cn(
                "rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm",
                state.status === "failed" ? "text-red-700" : "text-slate-700",
              )}
            >
              {announcement}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function SearchResults({ answer, className }: { answer: PortalSearchAnswer; className?: string }) {
  const { results, total, query } = answer;
  return (
    <div className={cn("rounded-lg border border-slate-200 bg-white", className)}>
      <p className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800">
        {portalTexts.search.results(total, query)}
      </p>
      <ul className="max-h-[40vh] divide-y divide-slate-100 overflow-y-auto">
        {results.map((result, index) => (
          <li key={`${result.to}|${result.title}|${index}`}>
            <Link
              to={result.to}
              className="block px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="block font-semibold text-brand-800 [overflow-wrap:anywhere]">
                {result.title}
              </span>
              <span className="mt-0.5 block text-xs text-slate-600">
                {portalTexts.search.fields[result.field]} {portalTexts.search.onPage}{" "}
                {result.pageTitle}
              </span>
              {result.field !== "Title" && (
                <span className="mt-1 line-clamp-2 block text-sm text-slate-700">
                  {result.text}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {total > results.length && (
        <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
          {portalTexts.search.moreResults(results.length, total)}
        </p>
      )}
    </div>
  );
}
