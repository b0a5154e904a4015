/**
 * What the toasts' region does for keyboard and screen-reader users, beyond what the toast
 * library (sonner) does itself. Attached by the toaster host to the library's region.
 *
 * - Tab goes through a toast and on, never back. The library sends focus back to where it was
 *   whenever it leaves the toasts, so Tab from the page's last link entered the toast and was
 *   thrown back to that link, again and again. Focus events from inside the region stop at its
 *   edge, so the library never sees them; what was worth keeping (a toast that vanishes while
 *   it has focus gives focus back to where it came from) is done here.
 * - Each toast's message is a live region of its own: an error is an alert (assertive), any
 *   other toast a status (polite).
 * - A toast never hides what has focus (WCAG 2.4.11): the height of the stack becomes the
 *   page's bottom scroll padding (the browser scrolls a focused element clear of the toasts),
 *   and an element that had focus when a toast came is scrolled clear at once. Only when what
 *   has focus lies too near the end of the page to scroll clear is `--toast-clearance` set on
 *   <html>, which app.css turns into room below the page; otherwise the page keeps its own
 *   end, with no empty strip under it while a toast shows. A notice at the top on a phone
 *   likewise becomes the page's top scroll padding while it shows.
 * - A toast beyond the few the library shows at once waits hidden: it is inert until its turn,
 *   so neither Tab nor a screen reader reaches what cannot be seen.
 */

const toastSelector = "[data-sonner-toast]";
/** The toasts at the bottom, and a notice at the top on a phone (toast.ts), below the header. */
const bottomToastSelector = `[data-y-position="bottom"] ${toastSelector}`;
const topToastSelector = `[data-y-position="top"] ${toastSelector}`;
/** Air between the toasts and the element scrolled clear of them, in CSS pixels. */
const clearanceMargin = 8;

function markLiveRegions(region: HTMLElement) {
  for (const toast of region.querySelectorAll<HTMLElement>(toastSelector)) {
    const waiting = toast.dataset.visible === "false";
    if (toast.inert !== waiting) toast.inert = waiting;
    const message = toast.querySelector<HTMLElement>(":scope > [data-content]");
    if (!message) continue;
    const role = toast.dataset.type === "error" ? "alert" : "status";
    // Only when it changes: each write is a mutation the region's observer hears again.
    if (message.getAttribute("role") !== role) message.setAttribute("role", role);
    if (!message.hasAttribute("aria-atomic")) message.setAttribute("aria-atomic", "true");
  }
}

/** The boxes of the toasts on screen that `selector` picks. */
function shownToasts(region: HTMLElement, selector: string): DOMRect[] {
  return [...region.querySelectorAll<HTMLElement>(selector)]
    .filter((toast) => toast.dataset.removed !== "true" && toast.dataset.visible !== "false")
    .map((toast) => toast.getBoundingClientRect())
    .filter((box) => box.height > 0);
}

/** The top of the highest toast on screen at the bottom, or null when none shows there. */
function stackTop(region: HTMLElement): number | null {
  const boxes = shownToasts(region, bottomToastSelector);
  return boxes.length ? Math.min(...boxes.map((box) => box.top)) : null;
}

/** The bottom of the lowest toast on screen at the top, or null when none shows there. */
function stackBottom(region: HTMLElement): number | null {
  const boxes = shownToasts(region, topToastSelector);
  return boxes.length ? Math.max(...boxes.map((box) => box.bottom)) : null;
}

/** True when a toast on screen overlaps the element (outside the toasts) that has focus. */
function hiddenBehindToast(element: Element, region: HTMLElement) {
  if (region.contains(element) || element === document.body) return false;
  const box = element.getBoundingClientRect();
  return [...region.querySelectorAll<HTMLElement>(toastSelector)].some((toast) => {
    const t = toast.getBoundingClientRect();
    return box.left < t.right && t.left < box.right && box.top < t.bottom && t.top < box.bottom;
  });
}

export function attachToastRegion(region: HTMLElement): () => void {
  const root = document.documentElement;
  let cameFrom: HTMLElement | null = null;
  let focusedToast: HTMLElement | null = null;
  let clearance = 0;
  /** The room a notice at the top takes below the header: the page's top scroll padding. */
  let topClearance = 0;
  /** The room added below the page, in CSS pixels (0 or `clearance`). */
  let room = 0;

  const setRoom = (next: number) => {
    if (next === room) return;
    room = next;
    if (next) root.style.setProperty("--toast-clearance", `${next}px`);
    else root.style.removeProperty("--toast-clearance");
  };

  /**
   * Room below the page only while the element that has focus ends within the stack's height
   * of the page's end, where no scrolling could bring it clear. Focus in the toasts or on
   * <body> keeps what there is.
   */
  const fitRoom = () => {
    const focused = document.activeElement;
    if (!clearance) return setRoom(0);
    if (!focused || focused === document.body || region.contains(focused)) return;
    const pageEnd = root.scrollHeight - room;
    const bottom = focused.getBoundingClientRect().bottom + window.scrollY;
    setRoom(bottom > pageEnd - clearance ? clearance : 0);
  };

  /** What has focus is scrolled clear of the toasts if one covers it. */
  const uncover = () => {
    const focused = document.activeElement;
    if (focused && hiddenBehindToast(focused, region)) {
      focused.scrollIntoView({ block: "nearest" });
    }
  };

  // Focus moving in the page (focus events inside the region stop at its edge).
  const onPageFocus = () => {
    if (!clearance) return;
    fitRoom();
    uncover();
  };

  const onFocusIn = (event: FocusEvent) => {
    event.stopPropagation();
    focusedToast = event.target instanceof HTMLElement ? event.target : null;
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !region.contains(from)) cameFrom = from;
  };
  const onFocusOut = (event: FocusEvent) => {
    event.stopPropagation();
    const to = event.relatedTarget;
    if (to instanceof Node && region.contains(to)) return;
    // Moved on by the visitor (Tab, Shift+Tab, a click), not removed: nothing to give back.
    if (event.target instanceof Node && event.target.isConnected) focusedToast = null;
  };

  // Measured whenever the library redraws, when a toast has slid into place, and on resize.
  const update = () => {
    // The toast that had focus is gone: focus goes back where it came from, not to <body>.
    if (focusedToast && !focusedToast.isConnected) {
      focusedToast = null;
      if (document.activeElement === document.body && cameFrom?.isConnected) {
        cameFrom.focus({ preventScroll: true });
      }
    }
    const top = stackTop(region);
    const next = top === null ? 0 : Math.ceil(window.innerHeight - top + clearanceMargin);
    if (next !== clearance) {
      const grew = next > clearance;
      clearance = next;
      root.style.scrollPaddingBottom = next ? `${next}px` : "";
      fitRoom();
      if (grew) uncover();
    }
    const below = stackBottom(region);
    const nextTop = below === null ? 0 : Math.ceil(below + clearanceMargin);
    if (nextTop !== topClearance) {
      const grew = nextTop > topClearance;
      topClearance = nextTop;
      // Back to the page's own padding (the header's) when it goes.
      root.style.scrollPaddingTop = nextTop ? `${nextTop}px` : "";
      if (grew) uncover();
    }
  };
  region.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusin", onPageFocus);
  region.addEventListener("focusout", onFocusOut);
  const observer = new MutationObserver(() => {
    // Before the new toast is painted or announced.
    markLiveRegions(region);
    update();
  });
  observer.observe(region, { childList: true, subtree: true, attributes: true });
  region.addEventListener("transitionend", update);
  window.addEventListener("resize", update);
  update();

  return () => {
    region.removeEventListener("focusin", onFocusIn);
    region.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("focusin", onPageFocus);
    region.removeEventListener("transitionend", update);
    window.removeEventListener("resize", update);
    observer.disconnect();
    root.style.removeProperty("--toast-clearance");
    root.style.scrollPaddingBottom = "";
    root.style.scrollPaddingTop = "";
  };
}
