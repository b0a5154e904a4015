/**
 * The person's own use of this tab (mouse, keys, wheel, touch), recorded from the moment
 * the page's scripts start. The session keeper loads only once someone is signed in, and a busy
 * phone may take seconds to fetch it: it counts idle time from the last input recorded here,
 * never from its own arrival, so a sign-in followed by a pause is not mistaken for fresh use.
 */

/**
 * What counts as use of the page: the mouse, keys, the wheel and touch, which is every way a
 * person scrolls too. Not `scroll` itself: the page scrolls on its own (to the top after a
 * route change, to a heading that takes the focus, when content loads), and a session must not
 * stay alive because a page loaded late.
 */
export const activityEvents = [
  "pointerdown",
  "pointermove",
  "keydown",
  "wheel",
  "touchstart",
] as const;

let lastInputAt = 0;
let tracking = false;
const listeners = new Set<(at: number) => void>();

function record() {
  lastInputAt = Date.now();
  listeners.forEach((listener) => listener(lastInputAt));
}

/** Starts recording (once per page). Opening or reloading a page is use of it. */
export function trackPageActivity(): void {
  if (tracking || typeof window === "undefined") return;
  tracking = true;
  lastInputAt = Date.now();
  const options = { passive: true, capture: true } as const;
  for (const type of activityEvents) window.addEventListener(type, record, options);
}

/** When the person last used this tab (its opening at the earliest). */
export function lastPageActivity(): number {
  trackPageActivity();
  return lastInputAt;
}

/** Calls `listener` on every input from now on; returns the function that stops it. */
export function onPageActivity(listener: (at: number) => void): () => void {
  trackPageActivity();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
