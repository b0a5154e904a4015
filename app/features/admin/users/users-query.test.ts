import { describe, expect, it } from "vitest";
import { defaultListQuery, readListQuery, toggleSort, writeListQuery } from "./users-query";

describe("the user table's state in the URL", () => {
  it("reads what it wrote, and leaves defaults out", () => {
    const query = { page: 3, search: "ana", sort: "email", order: "desc" } as const;
    const params = writeListQuery(query);
    expect(params.toString()).toBe("search=ana&sort=email&order=desc&page=3");
    expect(readListQuery(params)).toEqual(query);
    expect(writeListQuery(defaultListQuery).toString()).toBe("");
  });

  it("falls back to the defaults for values it cannot use", () => {
    expect(readListQuery(new URLSearchParams("page=-2&sort=passwordHash&order=sideways"))).toEqual(
      defaultListQuery,
    );
  });

  it("sorts a new column ascending, flips the same one, and goes back to the first page", () => {
    const byEmail = toggleSort({ ...defaultListQuery, page: 4 }, "email");
    expect(byEmail).toMatchObject({ sort: "email", order: "asc", page: 1 });
    expect(toggleSort(byEmail, "email")).toMatchObject({ sort: "email", order: "desc" });
    expect(toggleSort(toggleSort(byEmail, "email"), "email").order).toBe("asc");
  });
});
