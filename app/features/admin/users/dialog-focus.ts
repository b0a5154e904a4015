/**
 * Where focus goes when a user dialog closes, however it closes (Escape, Cancel, Close, a
 * submit, a confirmed action): back to the control that opened it. The dialogs open from the
 * view's state, not from a Radix Trigger, so Radix has nothing to return focus to and would
 * leave it on the page; `onCloseAutoFocus` takes its place.
 */
import { useCallback, useMemo, useRef, type RefObject } from "react";

/** A row's Edit, for the row after or before a row that is going (Delete is not a safe place). */
function neighbourAction(opener: HTMLElement | null): HTMLElement | null {
  const row = opener?.closest("tr");
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  return neighbour?.querySelector<HTMLElement>('[data-row-action="edit"]') ?? null;
}

/**
 * `opened(element)` when a dialog opens; `rowRemoved()` when its action removed the opener's
 * row (a delete), so focus goes to the next row's Edit, or the previous row's when it
 * was the last, or `fallback` (the table's heading) when no row is left. `listShown()` after
 * each new list: when the reload that followed a dialog took away the control focus went back
 * to (an edit that sorted its row onto another page), focus goes to `fallback` rather than
 * falling to the page.
 */
export function useDialogFocusReturn(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const removed = useRef(false);
  // Where focus went when the last dialog closed, until the next list is shown.
  const placed = useRef<HTMLElement | null>(null);

  const opened = useCallback((element: HTMLElement) => {
    opener.current = element;
    removed.current = false;
    placed.current = null;
  }, []);
  const rowRemoved = useCallback(() => {
    removed.current = true;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = removed.current ? neighbourAction(opener.current) : opener.current;
      placed.current = target?.isConnected ? target : fallback.current;
      placed.current?.focus();
    },
    [fallback],
  );
  const listShown = useCallback(() => {
    const element = placed.current;
    if (!element || element.isConnected) return;
    placed.current = null;
    // Only if focus was still there: a control the person has moved on to keeps it.
    if (document.activeElement === null || document.activeElement === document.body) {
      fallback.current?.focus();
    }
  }, [fallback]);
  return useMemo(
    () => ({ opened, rowRemoved, onCloseAutoFocus, listShown }),
    [opened, rowRemoved, onCloseAutoFocus, listShown],
  );
}
