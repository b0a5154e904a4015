/**
 * A number kept in localStorage, shared by the tabs of this browser. Storage may be refused
 * (private mode, quota): reading then finds nothing and writing does nothing, and the caller
 * keeps its own value.
 */
export function readStoredNumber(key: string): number | null {
  try {
    const stored = localStorage.getItem(key);
    const value = stored === null ? Number.NaN : Number(stored);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeNumber(key: string, value: number): void {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // Refused: see above.
  }
}
