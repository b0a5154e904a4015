import { describe, expect, it } from "vitest";
import { formatLongDate, localDateKey } from "./dates";

describe("dates", () => {
  it("keys a day in local time", () => {
    expect(localDateKey(new Date(2026, 10, 21, 23, 59))).toBe("2026-11-21");
    expect(localDateKey(new Date(2026, 0, 5))).toBe("2026-01-05");
  });

  it("writes dates the way the site shows them", () => {
    expect(formatLongDate("2026-11-21")).toBe("21 November 2026");
    expect(formatLongDate("2026-11-21", "en")).toBe("21 November 2026");
  });

  it("writes dates in Slovenian the way a Slovenian reads them", () => {
    expect(formatLongDate("2026-11-21", "sl")).toBe("21. november 2026");
    expect(formatLongDate("2026-01-05", "sl")).toBe("5. januar 2026");
  });
});
