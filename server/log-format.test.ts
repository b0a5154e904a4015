import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { readableLogStream, readableOutput, requestSummary } from "./log-format";

/** What the readable stream prints for these log calls, colours and all as a terminal gets it. */
function printed(log: (logger: pino.Logger) => void): string {
  let text = "";
  const terminal = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString("utf8");
      done();
    },
  });
  log(pino({}, readableLogStream(terminal)));
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[\d+m/g, "");
}

describe("readable output", () => {
  it("is for a terminal outside production; piped or in production the lines stay JSON", () => {
    expect(readableOutput({ tty: true, production: false })).toBe(true);
    expect(readableOutput({ tty: false, production: false })).toBe(false);
    expect(readableOutput({ tty: true, production: true })).toBe(false);
    expect(readableOutput({ tty: false, production: true })).toBe(false);
  });

  it("prints a request as one line: method, path, status and time", () => {
    const text = printed((logger) =>
      logger.child({ reqId: "req-7" }).info(
        {
          req: { method: "GET", path: "/api/health", remoteAddress: "127.0.0.1" },
          res: { statusCode: 200 },
          responseTime: 3.4,
        },
        "request completed",
      ),
    );
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 3 ms\n$/);
  });

  it("prints other lines with their message and fields", () => {
    const text = printed((logger) => logger.warn({ count: 2 }, "demo accounts removed"));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: demo accounts removed \{"count":2\}\n$/);
  });
});

describe("requestSummary", () => {
  it("names an errored request's outcome and ignores lines that are not a request's", () => {
    expect(
      requestSummary({
        req: { method: "POST", path: "/api/contact" },
        res: { statusCode: 500 },
        responseTime: 12.6,
        msg: "request errored",
      }),
    ).toBe("POST /api/contact 500 13 ms (request errored)");
    expect(requestSummary({ msg: "not found" })).toBeNull();
  });
});
