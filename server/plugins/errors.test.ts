import { describe, expect, it } from "vitest";
import { serializeError } from "./errors";

class QueryError extends Error {
  constructor(
    message: string,
    readonly params: unknown[],
    options: ErrorOptions,
  ) {
    super(message, options);
  }
}

describe("serializeError", () => {
  it("keeps type, code and message of the error and its cause, and nothing else", () => {
    const cause = Object.assign(new Error("value too long for type character varying(100)"), {
      code: "22001",
      detail: "Failing row contains (Eve, eve@example.org)",
    });
    const error = new QueryError(
      'Failed query: insert into "contact_messages" ("name") values ($1)\nparams: Eve,eve@example.org',
      ["Eve", "eve@example.org"],
      { cause },
    );
    const logged = serializeError(error);
    expect(logged).toEqual({
      type: "QueryError",
      message: 'Failed query: insert into "contact_messages" ("name") values ($1)',
      stack: expect.stringMatching(/^\s+at /),
      cause: { type: "Error", code: "22001", message: cause.message, stack: expect.any(String) },
    });
    expect(JSON.stringify(logged)).not.toContain("eve@example.org");
  });

  it("masks an e-mail address left in a message and keeps a status code", () => {
    const error = Object.assign(new Error("550 mailbox <eve@example.org> unavailable"), {
      statusCode: 502,
      code: "EENVELOPE",
    });
    expect(serializeError(error)).toEqual({
      type: "Error",
      message: "550 mailbox <[e-mail]> unavailable",
      code: "EENVELOPE",
      statusCode: 502,
      stack: expect.any(String),
    });
  });

  it("describes a thrown value that is not an Error without printing it", () => {
    expect(serializeError("eve@example.org")).toEqual({
      type: "string",
      message: "(not an Error)",
      stack: "",
    });
  });
});
