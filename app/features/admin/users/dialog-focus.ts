/**
 * Where focus goes when a user dialog closes, however it closes (Escape, Cancel, Close, a
 * submit, a confirmed action): back to the control that opened it. The dialogs open from the
 * view's state, not from a Radix Trigger, so Radix has nothing to return focus to and would
 * leave it on the page; `onCloseAutoFocus` takes its place.
 */
import { useCallback, useMemo, useRef, type RefObject } from "react";

/** A row's first action (its Edit), for the row after or before a row that is going. */
function neighbourAction(opener: HTMLElement | null): HTMLElement | null {
  const row = opener?.closest("tr");
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  return neighbour?.querySelector<HTMLElement>("button") ?? null;
}

/**
 * `opened(element)` when a dialog opens; `rowRemoved()` when its action removed the opener's
 * row (a delete), so focus goes to the next row's first action, or the previous row's when it
 * was the last, or `fallback` (the table's heading) when no row is left.
 */
export function useDialogFocusReturn(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const removed = useRef(false);

  const opened = useCallback((element: HTMLElement) => {
    opener.current = element;
    removed.current = false;
  }, []);
  const rowRemoved = useCallback(() => {
    removed.current = true;
  }, []);
  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = removed.current ? neighbourAction(opener.current) : opener.current;
      (target?.isConnected ? target : fallback.current)?.focus();
    },
    [fallback],
  );
  return useMemo(
    () => ({ opened, rowRemoved, onCloseAutoFocus }),
    [opened, rowRemoved, onCloseAutoFocus],
  );
}
