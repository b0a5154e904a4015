import { describe, expect, it } from "vitest";
import { parseTypedDay, typedDay } from "./list-format";

describe("the date fields' days", () => {
  it("reads dd.mm.yyyy as the firm writes it, with or without spaces and leading zeros", () => {
    expect(parseTypedDay("26.11.2026")).toBe("2026-11-26");
    expect(parseTypedDay("1. 3. 2026")).toBe("2026-03-01");
    expect(parseTypedDay(" 01.03.2026 ")).toBe("2026-03-01");
  });

  it("takes a YYYY-MM-DD as it is", () => {
    expect(parseTypedDay("2026-11-26")).toBe("2026-11-26");
  });

  it("refuses days that do not exist, half-typed days and other orders", () => {
    for (const typed of ["31.02.2026", "29.02.2025", "26.11.20", "26.11.0202", "11/26/2026", ""]) {
      expect(parseTypedDay(typed), typed).toBeNull();
    }
    expect(parseTypedDay("29.02.2028")).toBe("2028-02-29");
  });

  it("shows a day as dd.mm.yyyy, which reads back as the same day", () => {
    expect(typedDay("2026-03-01")).toBe("01.03.2026");
    expect(parseTypedDay(typedDay("2026-11-26"))).toBe("2026-11-26");
  });

  it("shows a day as 1. 3. 2026 on a Slovenian page, which reads back as the same day", () => {
    expect(typedDay("2026-03-01", "sl")).toBe("1. 3. 2026");
    expect(typedDay("2026-11-26", "sl")).toBe("26. 11. 2026");
    expect(parseTypedDay(typedDay("2026-03-01", "sl"))).toBe("2026-03-01");
    expect(parseTypedDay("25. 11. 2026")).toBe("2026-11-25");
  });
});
