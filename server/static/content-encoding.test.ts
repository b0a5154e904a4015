import { describe, expect, it } from "vitest";
import { accepts } from "./content-encoding";

describe("accepts", () => {
  it.each([
    ["gzip, deflate, br", "br", true],
    ["gzip, deflate, br", "gzip", true],
    ["gzip;q=1.0, br;q=0", "br", false],
    ["br;q=0.5", "br", true],
    ["identity", "gzip", false],
    ["GZIP", "gzip", true],
  ])("%j accepts %s: %s", (header, coding, expected) => {
    expect(accepts(header, coding)).toBe(expected);
  });
});
