import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localExpiry, noteSessionAnswer } from "./session-clock";

const MINUTE = 60_000;
const serverNow = Date.parse("2026-03-02T09:00:00Z");
const serverExpiry = new Date(serverNow + 10 * MINUTE).toISOString();

/** A browser's localStorage, or one that refuses every call (private mode). */
function useStorage(refusing = false) {
  const items = new Map<string, string>();
  const refuse = () => {
    throw new DOMException("refused", "SecurityError");
  };
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => (refusing ? refuse() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (refusing ? refuse() : items.set(key, value)),
  });
  return items;
}

beforeEach(() => {
  useStorage();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the access token's expiry on the browser's clock", () => {
  it.each([
    ["20 minutes slow", -20 * MINUTE],
    ["20 minutes fast", 20 * MINUTE],
    ["right", 0],
  ])("is 10 minutes after the request on a clock %s", (_label, offBy) => {
    const askedAt = serverNow + offBy;
    noteSessionAnswer(serverExpiry, 10 * MINUTE, askedAt);
    expect(localExpiry(serverExpiry)).toBe(askedAt + 10 * MINUTE);
  });

  it("counts from when the request left, so a slow answer errs towards refreshing early", () => {
    const askedAt = serverNow - 20 * MINUTE;
    // The answer took 40 s to arrive; the token's 10 minutes count from the asking.
    noteSessionAnswer(serverExpiry, 10 * MINUTE - 40_000, askedAt - 40_000);
    expect(localExpiry(serverExpiry)).toBe(askedAt - 40_000 + 10 * MINUTE - 40_000);
  });

  it("applies the last measured difference to an expiry read later from the cookie", () => {
    noteSessionAnswer(serverExpiry, 10 * MINUTE, serverNow - 20 * MINUTE);
    const later = new Date(serverNow + 19 * MINUTE).toISOString();
    expect(localExpiry(later)).toBe(serverNow - MINUTE);
  });

  it("is shared through storage with a reloaded page or another tab", () => {
    const items = useStorage();
    noteSessionAnswer(serverExpiry, 10 * MINUTE, serverNow + 5 * MINUTE);
    expect(items.get("sessionClockOffsetMs")).toBe(String(5 * MINUTE));
    items.set("sessionClockOffsetMs", String(-3 * MINUTE));
    expect(localExpiry(serverExpiry)).toBe(serverNow + 7 * MINUTE);
  });

  it("still works in the tab when storage is refused", () => {
    useStorage(true);
    noteSessionAnswer(serverExpiry, 10 * MINUTE, serverNow - 7 * MINUTE);
    expect(localExpiry(serverExpiry)).toBe(serverNow + 3 * MINUTE);
  });

  it("ignores an answer it cannot read", () => {
    noteSessionAnswer(serverExpiry, 10 * MINUTE, serverNow + 2 * MINUTE);
    noteSessionAnswer("not a time", 10 * MINUTE, serverNow + 9 * MINUTE);
    expect(localExpiry(serverExpiry)).toBe(serverNow + 12 * MINUTE);
  });
});
