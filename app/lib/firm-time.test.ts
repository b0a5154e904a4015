import { describe, expect, it } from "vitest";
import { formatFirmDateTime, startOfFirmDay } from "./firm-time";

describe("the panel's times, in the firm's zone", () => {
  it("shows dd.mm.yyyy and the 24-hour time in Ljubljana, winter and summer", () => {
    expect(formatFirmDateTime("2026-11-26T06:25:00Z")).toBe("26.11.2026, 07:25");
    expect(formatFirmDateTime("2026-07-01T22:30:59Z")).toBe("02.07.2026, 00:30");
    expect(formatFirmDateTime("2026-01-05T23:00:00Z")).toBe("06.01.2026, 00:00");
  });

  it("adds the seconds when asked, for the activity log", () => {
    expect(formatFirmDateTime("2026-11-26T06:25:09.900Z", { seconds: true })).toBe(
      "26.11.2026, 07:25:09",
    );
    expect(formatFirmDateTime("2026-07-01T22:30:59Z", { seconds: true })).toBe(
      "02.07.2026, 00:30:59",
    );
  });

  it("writes the day as Slovenian does on a Slovenian page: 26. 11. 2026, no leading zeros", () => {
    expect(formatFirmDateTime("2026-11-26T06:25:00Z", { locale: "sl" })).toBe(
      "26. 11. 2026, 07:25",
    );
    expect(formatFirmDateTime("2026-01-05T23:00:00Z", { locale: "sl" })).toBe("6. 1. 2026, 00:00");
    expect(formatFirmDateTime("2026-07-01T22:30:59Z", { seconds: true, locale: "sl" })).toBe(
      "2. 7. 2026, 00:30:59",
    );
  });

  it("starts a day at Ljubljana's midnight, on the days the clocks change too", () => {
    expect(startOfFirmDay("2026-11-26")).toBe("2026-11-25T23:00:00.000Z");
    expect(startOfFirmDay("2026-07-01")).toBe("2026-06-30T22:00:00.000Z");
    // Summer time starts on 29 March 2026 and ends on 25 October 2026.
    expect(startOfFirmDay("2026-03-29")).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfFirmDay("2026-03-29", 1)).toBe("2026-03-29T22:00:00.000Z");
    expect(startOfFirmDay("2026-10-25")).toBe("2026-10-24T22:00:00.000Z");
    expect(startOfFirmDay("2026-10-25", 1)).toBe("2026-10-25T23:00:00.000Z");
    expect(startOfFirmDay("2026-12-31", 1)).toBe("2026-12-31T23:00:00.000Z");
  });
});
