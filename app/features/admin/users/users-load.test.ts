import { describe, expect, it } from "vitest";
import type { UserList, UserSummary } from "./users-api";
import { listToShow, summaryToShow } from "./users-load";

const counts: UserSummary = { totalUsers: 7, adminUsers: 2, totalLogins: 40 };

describe("what the Users view shows after a load", () => {
  it("shows a page that loaded", () => {
    const next: UserList = { users: [], total: 3, page: 2, pageSize: 100 };
    expect(listToShow({ ok: true, data: next })).toEqual({ ok: true, list: next });
  });

  it("shows what failed, never an empty list, when the list fails", () => {
    expect(listToShow({ ok: false, message: "Down" })).toEqual({ ok: false, message: "Down" });
  });

  it("keeps the counts shown before when they fail, and shows none when there were none", () => {
    const fresh = { ...counts, totalUsers: 8 };
    expect(summaryToShow(counts, { ok: true, data: fresh })).toBe(fresh);
    expect(summaryToShow(counts, { ok: false, message: "Down" })).toBe(counts);
    expect(summaryToShow(null, { ok: false, message: "Down" })).toBeNull();
  });
});
