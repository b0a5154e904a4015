import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands as each language does", () => {
    expect(formatCount("en", 12345)).toBe("12,345");
    expect(formatCount("en", 1234)).toBe("1,234");
    expect(formatCount("sl", 12345)).toBe("12.345");
    expect(formatCount("sl", 1234)).toBe("1234");
    expect(formatCount("sl", 1234567)).toBe("1.234.567");
  });

  it("writes what is not a small whole count as the platform does", () => {
    expect(formatCount("sl", 12345.5)).toBe("12.345,5");
    expect(formatCount("en", 2.5)).toBe("2.5");
    expect(formatCount("sl", -3)).toBe(new Intl.NumberFormat("sl-SI").format(-3));
  });

  it("writes every count below 1,000 as the platform's formatter would", () => {
    for (const [locale, tag] of [
      ["en", "en-GB"],
      ["sl", "sl-SI"],
    ] as const) {
      const platform = new Intl.NumberFormat(tag);
      for (let count = 0; count <= 1000; count++) {
        expect(formatCount(locale, count)).toBe(platform.format(count));
      }
    }
  });
});
