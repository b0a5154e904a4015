import { describe, expect, it } from "vitest";
import { localDateKey } from "./dates";
import { formatLongDate, withSlovenianMonthCase } from "./long-dates";

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
    expect(formatLongDate("2026-11-21", "sl")).toBe("21. novembra 2026");
    expect(formatLongDate("2026-01-05", "sl")).toBe("5. januarja 2026");
    expect(formatLongDate("2026-03-01", "sl")).toBe("1. marca 2026");
    expect(formatLongDate("2026-05-31", "sl")).toBe("31. maja 2026");
  });

  it("puts the month of a Slovenian date and time in the genitive, and leaves other words", () => {
    expect(withSlovenianMonthCase("petek, 27. november 2026 ob 10:05")).toBe(
      "petek, 27. novembra 2026 ob 10:05",
    );
    expect(withSlovenianMonthCase("1. avgust 2026, 2. december")).toBe(
      "1. avgusta 2026, 2. decembra",
    );
    expect(withSlovenianMonthCase("3. poglavje")).toBe("3. poglavje");
  });
});
