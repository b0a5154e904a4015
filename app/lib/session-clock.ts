/**
 * The access token's expiry on this browser's clock. The server states the expiry on its own
 * clock, which the browser's may be minutes off (or moved, in tests); every sign-in and
 * refresh answer also says how long the token has left, so the page can place that moment on
 * its own clock and refresh on time whatever the difference. The difference is kept in
 * storage, where a reloaded page or another tab finds it before any answer of its own.
 */
import { readStoredNumber, storeNumber } from "./stored-number";

const storageKey = "sessionClockOffsetMs";

/** In memory too: storage may be refused (private mode, quota). */
let offsetMs = 0;

/**
 * An answer with the token's expiry (the server's clock) and its time left, to a request sent
 * at `askedAt` (this browser's clock). The time left is counted from the moment the request
 * left: a slow answer then makes the page refresh early, never after the token has expired.
 */
export function noteSessionAnswer(expiresAt: string, expiresInMs: number, askedAt: number) {
  const serverExpiry = Date.parse(expiresAt);
  if (!Number.isFinite(serverExpiry) || !Number.isFinite(expiresInMs)) return;
  offsetMs = askedAt + expiresInMs - serverExpiry;
  storeNumber(storageKey, offsetMs);
}

/** How far this browser's clock runs ahead of the server's (negative: behind). */
function clockOffset(): number {
  return readStoredNumber(storageKey) ?? offsetMs;
}

/** `expiresAt` (the server's clock) as a time on this browser's clock. */
export function localExpiry(expiresAt: string): number {
  return Date.parse(expiresAt) + clockOffset();
}
