import { describe, expect, it } from "vitest";
import {
  activityApiParams,
  activityPageParams,
  readActivityQuery,
  switchLog,
  writeActivityQuery,
} from "./activity-query";

const read = (query: string) => readActivityQuery(new URLSearchParams(query));

describe("the Activity view's URL", () => {
  it("reads the log, filters and page, and writes them back unchanged", () => {
    const url =
      "log=audit&user=ana&action=update-user&from=2026-03-01&to=2026-03-31&before=1772442000000_42";
    const query = read(url);
    expect(query).toEqual({
      log: "audit",
      user: "ana",
      source: null,
      action: "update-user",
      from: "2026-03-01",
      to: "2026-03-31",
      before: "1772442000000_42",
      after: null,
    });
    expect(writeActivityQuery(query).toString()).toBe(url);
    expect(writeActivityQuery(read("")).toString()).toBe("");
  });

  it("drops what it cannot read, and a filter of the other log", () => {
    expect(
      read(
        "log=elsewhere&source=admin-panel&action=delete-user&from=2026-02-30&to=soon&before=1_x&after=5_7",
      ),
    ).toEqual({
      log: "sign-ins",
      user: "",
      source: "admin-panel",
      action: null,
      from: null,
      to: null,
      before: null,
      after: "5_7",
    });
    expect(read("log=audit&source=admin-panel").source).toBeNull();
    expect(read(`user=${"x".repeat(300)}`).user).toHaveLength(200);
  });

  it("pages with the same filters, and switches log without them", () => {
    const query = read("user=ana&source=partner-portal&after=9_9");
    expect(activityPageParams(query, { before: "5_5" }).toString()).toBe(
      "user=ana&source=partner-portal&before=5_5",
    );
    expect(switchLog("audit").toString()).toBe("log=audit");
    expect(switchLog("sign-ins").toString()).toBe("");
  });

  it("asks the API for the reader's local days, the last one included", () => {
    const params = activityApiParams(read("from=2026-03-01&to=2026-03-02&source=admin-panel"));
    // The firm's days (Ljubljana, UTC+1 in March before the clocks change), whatever the
    // browser's zone.
    expect(params.get("from")).toBe("2026-02-28T23:00:00.000Z");
    expect(params.get("to")).toBe("2026-03-02T23:00:00.000Z");
    expect(params.get("source")).toBe("admin-panel");
    expect(params.has("log")).toBe(false);
  });
});
