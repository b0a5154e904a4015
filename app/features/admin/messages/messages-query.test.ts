import { describe, expect, it } from "vitest";
import { messagesApiParams, messagesPageParams, readMessagesQuery } from "./messages-query";

const cursor = "1772442000000_6f1c2d4e-0000-4000-8000-000000000000";

describe("the Messages view's URL", () => {
  it("keeps the search and the page, and drops a cursor it cannot read", () => {
    const query = readMessagesQuery(new URLSearchParams(`search=+kranjc+&before=${cursor}`));
    expect(query).toEqual({ search: "kranjc", before: cursor, after: null });
    expect(messagesApiParams(query).toString()).toBe(`search=kranjc&before=${cursor}`);
    expect(readMessagesQuery(new URLSearchParams("after=12_x"))).toEqual({
      search: "",
      before: null,
      after: null,
    });
  });

  it("pages within the same search", () => {
    const query = readMessagesQuery(new URLSearchParams("search=offer"));
    expect(messagesPageParams(query, { after: cursor }).toString()).toBe(
      `search=offer&after=${cursor}`,
    );
    expect(messagesApiParams(readMessagesQuery(new URLSearchParams())).toString()).toBe("");
  });
});
