import { Search, SlidersHorizontal } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import { useSearchParams } from "react-router";
import { adminPanelText } from "../../../../core/texts/admin-panel";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";

/** How long typing may pause before the search runs (and enters the browser's history). */
export const searchDelayMs = 300;

/**
 * A view's state kept in the URL's query: `query` is what the URL says now, `go` puts a new
 * state there as a new history entry, so reload, a shared link, back and forward keep it. The
 * page keeps its scroll: a filter changes the list, not the place on the page.
 */
export function useUrlState<T>(
  read: (params: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const go = useCallback(
    (next: T) => setParams(write(next), { preventScrollReset: true }),
    [setParams, write],
  );
  return { query, go };
}

/**
 * A field's text while it is being edited, for a value the URL holds: what is typed is
 * committed once typing pauses (if `ready` accepts it), and back and forward set the field to
 * what the URL then says, unless that is what is being typed. The URL's answer to the field's
 * own commit leaves the field alone: a slow list would otherwise take back what was typed
 * while it loaded.
 */
export function useDraft(
  value: string,
  commit: (draft: string) => void,
  ready: (draft: string) => boolean = () => true,
  /** Whether a draft already says what the value says ("1.3.2026" and "01.03.2026" do). */
  same: (draft: string, value: string) => boolean = (draft, value) => draft.trim() === value,
) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  /** Drafts this field has sent whose URL has not come back yet, oldest first. */
  const [sent, setSent] = useState<readonly string[]>([]);
  if (shown !== value) {
    setShown(value);
    // The URL now says what this field sent: the person may have typed on while the list
    // loaded, and those letters stay. Any other value (back, forward, a link) is the field's.
    const echo = sent.indexOf(value);
    if (echo !== -1) {
      setSent(sent.slice(echo + 1));
    } else {
      if (sent.length > 0) setSent([]);
      // The URL keeps it trimmed.
      if (!same(draft, value)) setDraft(value);
    }
  }
  // The latest callbacks, so a re-render of the view (a load under way) does not restart the wait.
  const latest = useRef({ commit, ready });
  useEffect(() => {
    latest.current = { commit, ready };
  });
  const send = (text: string) => {
    setSent((earlier) => [...earlier, text]);
    latest.current.commit(text);
  };

  const pending = !same(draft, value.trim());
  useEffect(() => {
    if (!pending || !latest.current.ready(draft.trim())) return;
    const timer = setTimeout(() => send(draft.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, pending]);

  const commitNow = () => {
    if (pending && ready(draft.trim())) send(draft.trim());
  };
  return { draft, setDraft, commitNow };
}

/**
 * The search of the panel's lists: it runs as one types (once typing pauses) or at once on
 * Enter; back and forward set the field to what the URL then says.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  className,
  inputRef,
  clear,
}: {
  label: string;
  placeholder?: string;
  /** The search the URL holds. */
  value: string;
  onSearch: (search: string) => void;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** A control inside the field's end that clears the search (shown while there is one). */
  clear?: ReactNode;
}) {
  const id = useId();
  const { draft, setDraft, commitNow } = useDraft(value, onSearch);
  return (
    <div className={cn("min-w-0", className)}>
      <Label htmlFor={id} className="mb-1 block">
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          ref={inputRef}
          id={id}
          type="search"
          value={draft}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") commitNow();
          }}
          className={cn("pl-9", clear && "pr-11 [&::-webkit-search-cancel-button]:hidden")}
        />
        {clear && <div className="absolute right-1 top-1/2 -translate-y-1/2">{clear}</div>}
      </div>
    </div>
  );
}

/**
 * The search and filters above a list, one row as wide as the list below it on wide screens:
 * the search takes the room the filters leave, so the row ends at the list's right edge. On a
 * phone the search has the whole width (its placeholder fits) and the other filters fold
 * behind a Filters button under it (which says how many are on), so the list starts near the
 * top of the screen.
 */
export function FilterBar({
  label,
  search,
  active = 0,
  after,
  children,
}: {
  label: string;
  search: ReactNode;
  /** Shown after the filters, never folded (a Clear button). */
  after?: ReactNode;
  /** How many of the folded filters are set. */
  active?: number;
  /** The filters besides the search (FilterFields, or a control that keeps its own width). */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div
      role="search"
      aria-label={label}
      className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-start"
    >
      <div className="min-w-0 md:flex-[3_1_16rem]">{search}</div>
      {children && (
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((shown) => !shown)}
          className="self-start px-3 md:hidden"
        >
          <SlidersHorizontal aria-hidden />
          {adminPanelText.filters}
          {active > 0 && (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs leading-5 tabular-nums text-white">
              {active}
              <span className="sr-only"> ({adminPanelText.filtersActive(active)})</span>
            </span>
          )}
        </Button>
      )}
      {children && (
        <div
          id={panelId}
          className={cn("flex flex-col gap-3 md:contents", !open && "max-md:hidden")}
        >
          {children}
        </div>
      )}
      {after}
    </div>
  );
}

/** A labelled filter control in a FilterBar; on wide screens it shares the row's room. */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 md:flex-[1_1_9rem]">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
