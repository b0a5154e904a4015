import { describe, expect, it } from "vitest";
import { messagesApiParams, messagesPageParams, readMessagesQuery } from "./messages-query";

const cursor = "1772442000000_6f1c2d4e-0000-4000-8000-000000000000";

describe("the Messages view's URL", () => {
  it("keeps the search and the page, and drops a cursor it cannot read", () => {
    const query = readMessagesQuery(new URLSearchParams(`search=+kranjc+&before=${cursor}`));
    expect(query).toEqual({ search: "kranjc", state: null, before: cursor, after: null });
    expect(messagesApiParams(query).toString()).toBe(`search=kranjc&before=${cursor}`);
    expect(readMessagesQuery(new URLSearchParams("after=12_x"))).toEqual({
      search: "",
      state: null,
      before: null,
      after: null,
    });
  });

  it("keeps an open or handled state and drops any other", () => {
    expect(readMessagesQuery(new URLSearchParams("state=open")).state).toBe("open");
    expect(readMessagesQuery(new URLSearchParams("state=handled")).state).toBe("handled");
    expect(readMessagesQuery(new URLSearchParams("state=closed")).state).toBeNull();
    expect(messagesApiParams(readMessagesQuery(new URLSearchParams("state=open"))).toString()).toBe(
      "state=open",
    );
  });

  it("pages within the same search and state", () => {
    const query = readMessagesQuery(new URLSearchParams("search=offer&state=handled"));
    expect(messagesPageParams(query, { after: cursor }).toString()).toBe(
      `state=handled&search=offer&after=${cursor}`,
    );
    expect(messagesApiParams(readMessagesQuery(new URLSearchParams())).toString()).toBe("");
  });
});
