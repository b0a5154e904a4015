import { useEffect, useState } from "react";
import { minutesToWait } from "./login-lockout";

/** How long until the shown whole minutes change: the rest of the current minute. */
export function msUntilNextMinute(remainingMs: number): number {
  return remainingMs % 60_000 || 60_000;
}

/**
 * The whole minutes left on a lock that ends at `until`, counted from its end and read again
 * when they would change; the store ends the lock itself. The clock is read when the lock is
 * first shown, so an end moved moments later (a 429 in the same submit) is counted from there.
 */
export function useLockMinutes(until: number): number {
  const [now, setNow] = useState(Date.now);
  const remaining = Math.max(0, until - now);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msUntilNextMinute(remaining));
    return () => clearTimeout(timer);
  }, [remaining]);
  return minutesToWait(remaining);
}
