import { describe, expect, it } from "vitest";
import type { UserList } from "./users-api";
import { listToShow } from "./users-load";

const shown: UserList = { users: [], total: 7, page: 1, pageSize: 100 };

describe("listToShow", () => {
  it("shows a page that loaded", () => {
    const next: UserList = { users: [], total: 3, page: 2, pageSize: 100 };
    expect(listToShow(shown, { ok: true, data: next }, 2)).toBe(next);
  });

  it("keeps the list shown when the next one fails", () => {
    expect(listToShow(shown, { ok: false, message: "Down" }, 2)).toBe(shown);
  });

  it("shows an empty page of the server's default size when the first list fails", () => {
    expect(listToShow(null, { ok: false, message: "Down" }, 3)).toEqual({
      users: [],
      total: 0,
      page: 3,
      pageSize: 100,
    });
  });
});
