import { ChevronRight, Clock, LoaderCircle, Menu, Search, ShieldCheck, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { paths } from "../../../core/paths";
import {
  portalNavigation,
  portalSearch,
  portalTexts,
  portalTimeZone,
} from "../../../core/texts/portal";
import type { PortalSearchAnswer, PortalWelcome } from "../../../core/schemas/portal";
import { cn } from "../../lib/cn";
import { useDisclosureMenu } from "../../lib/disclosure-menu";
import { searchPortalContent } from "./portal-api";

// The portal as a workspace: its navigation (a side menu on wide screens, a menu behind a
// button on phones), the breadcrumbs, the search and the partner's welcome. Elements marked
// `data-print="hide"` stay off paper (see the print rules in app/app.css).

const trimSlash = (path: string) => path.replace(/\/+$/, "") || "/";

/** The navigation entry of a path: the overview or one sub-page; undefined elsewhere. */
function currentEntry(pathname: string) {
  const path = trimSlash(pathname);
  return portalNavigation.find((item) => item.to === path);
}

/** The portal's pages as a list of links, the current one marked for assistive technology. */
function PortalNavigationList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {portalNavigation.map((item, index) => (
        <li
          key={item.to}
          className={cn(
            index === 1 && "mt-2 border-t border-slate-200 pt-2",
            index === portalNavigation.length - 1 && "mt-2 border-t border-slate-200 pt-2",
          )}
        >
          <NavLink
            to={item.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium",
                isActive
                  ? "bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Partner Portal › the current page. */
function PortalBreadcrumbs() {
  const { pathname } = useLocation();
  const entry = currentEntry(pathname);
  const onOverview = entry?.to === paths.partnerPortal;
  return (
    <nav aria-label={portalTexts.breadcrumbLabel} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center">
          {onOverview ? (
            <span aria-current="page" className="font-semibold text-slate-900">
              {portalTexts.portal}
            </span>
          ) : (
            <Link
              to={paths.partnerPortal}
              className="inline-flex min-h-11 items-center rounded-md font-medium text-brand-700 hover:text-brand-900 hover:underline"
            >
              {portalTexts.portal}
            </Link>
          )}
        </li>
        {entry && !onOverview && (
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span aria-current="page" className="font-semibold text-slate-900">
              {entry.label}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}

/**
 * Phones: the portal's pages behind a button. Escape closes the list (focus back on the
 * button), and so do leaving it by Tab and any navigation.
 */
function usePortalMenu() {
  const { pathname } = useLocation();
  // Open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const listId = useId();
  const leaveMenu = useDisclosureMenu({
    open,
    close: () => setOpenOn(null),
    toggle: button,
    panel,
  });

  const toggle = (
    <button
      ref={button}
      type="button"
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen(!open)}
      onBlur={leaveMenu}
      data-print="hide"
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
    >
      {open ? <X aria-hidden className="size-4" /> : <Menu aria-hidden className="size-4" />}
      {portalTexts.menuButton}
    </button>
  );
  const list = (
    <nav
      ref={panel}
      id={listId}
      aria-label={portalTexts.navigationLabel}
      hidden={!open}
      onBlur={leaveMenu}
      data-print="hide"
      className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm lg:hidden"
    >
      <PortalNavigationList onNavigate={() => setOpen(false)} />
    </nav>
  );
  return { toggle, list };
}

type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; answer: PortalSearchAnswer }
  | { status: "failed"; query: string };

const searchDelayMs = 250;

/** Searches the portal's content as the partner types; the results are links to the pages. */
function PortalSearch() {
  const [query, setQuery] = useState("");
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

  return (
    <div role="search" className="relative w-full" data-print="hide">
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
          placeholder={portalTexts.search.placeholder}
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && query) {
              event.stopPropagation();
              setQuery("");
            }
          }}
          className="h-11 w-full rounded-md border border-slate-300 bg-white pl-9 pr-9 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 sm:text-sm"
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
        className={cn("text-sm", announcement && !resultsShown && "mt-2")}
      >
        {state.status === "failed" ? (
          <span className="text-red-700">{announcement}</span>
        ) : (
          <span className={cn(resultsShown && "sr-only")}>{announcement}</span>
        )}
      </p>
      {resultsShown && state.status === "done" && <SearchResults answer={state.answer} />}
    </div>
  );
}

function SearchResults({ answer }: { answer: PortalSearchAnswer }) {
  const { results, total, query } = answer;
  return (
    <div className="mt-2 rounded-lg border border-slate-200 bg-white shadow-lg lg:absolute lg:inset-x-0 lg:top-full lg:z-30">
      <p className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-800">
        {portalTexts.search.results(total, query)}
      </p>
      <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto">
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
                {result.field} {portalTexts.search.onPage} {result.pageTitle}
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

/**
 * The frame of every portal page: the side menu on wide screens; the breadcrumbs, the phone
 * menu and the search above the page's own content.
 */
export function PortalWorkspace({ children }: { children: ReactNode }) {
  const menu = usePortalMenu();
  const { pathname } = useLocation();
  return (
    <div className="lg:flex">
      <aside
        data-print="hide"
        className="hidden shrink-0 border-r border-slate-200 bg-slate-50 lg:block lg:w-64"
      >
        <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto px-4 py-6">
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {portalTexts.portal}
          </p>
          <nav aria-label={portalTexts.navigationLabel} className="mt-3">
            <PortalNavigationList />
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <div className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-start lg:justify-between lg:px-8">
            <div className="flex min-h-11 items-center justify-between gap-3">
              <PortalBreadcrumbs />
              {menu.toggle}
            </div>
            {menu.list}
            <div className="lg:w-96">
              {/* A followed result leaves an empty search on the next page. */}
              <PortalSearch key={pathname} />
            </div>
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}

const signInTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: portalTimeZone,
  dateStyle: "full",
  timeStyle: "short",
});

/** The partner by name and company, and where and when they signed in before this time. */
export function PortalWelcomePanel({ welcome }: { welcome: PortalWelcome }) {
  const name = welcome.fullName ?? welcome.email;
  const previous = welcome.previousSignIn;
  return (
    <section
      aria-labelledby="portal-welcome-title"
      className="border-b border-slate-200 bg-brand-50"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="min-w-0">
          <h2
            id="portal-welcome-title"
            className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]"
          >
            {portalTexts.welcome.greeting(name)}
          </h2>
          {welcome.company && (
            <p className="mt-1 font-medium text-slate-800 [overflow-wrap:anywhere]">
              {welcome.company}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
            {portalTexts.welcome.signedInAs} {welcome.email}
          </p>
        </div>
        <div className="flex min-w-0 items-start gap-3 rounded-lg bg-white p-4 text-sm text-slate-700 ring-1 ring-brand-100 md:max-w-md">
          {previous ? (
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          ) : (
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          )}
          <p data-testid="previous-sign-in" className="[overflow-wrap:anywhere]">
            {previous ? (
              <>
                <span className="font-semibold text-slate-900">
                  {portalTexts.welcome.lastSignIn}:
                </span>{" "}
                {portalTexts.welcome.lastSignInAt(
                  signInTime.format(new Date(previous.at)),
                  previous.address,
                  previous.browser,
                )}
              </>
            ) : (
              portalTexts.welcome.firstSignIn
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
