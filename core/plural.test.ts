import { describe, expect, it } from "vitest";
import { plural } from "./plural";

const users = { one: "uporabnik", two: "uporabnika", few: "uporabniki", other: "uporabnikov" };

describe("plural", () => {
  it("has Slovenian's four forms", () => {
    expect(plural("sl", 1, users)).toBe("uporabnik");
    expect(plural("sl", 2, users)).toBe("uporabnika");
    expect(plural("sl", 3, users)).toBe("uporabniki");
    expect(plural("sl", 4, users)).toBe("uporabniki");
    expect(plural("sl", 5, users)).toBe("uporabnikov");
    expect(plural("sl", 0, users)).toBe("uporabnikov");
    expect(plural("sl", 101, users)).toBe("uporabnik");
    expect(plural("sl", 102, users)).toBe("uporabnika");
    expect(plural("sl", 103, users)).toBe("uporabniki");
  });

  it("has English's two", () => {
    const minutes = { one: "minute", other: "minutes" };
    expect(plural("en", 1, minutes)).toBe("minute");
    expect(plural("en", 2, minutes)).toBe("minutes");
    expect(plural("en", 0, minutes)).toBe("minutes");
  });
});
