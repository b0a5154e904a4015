import { beforeEach, describe, expect, it } from "vitest";
import { notFoundLogLimit } from "../../server/log-sampler";
import { useTestApp } from "../support/test-app";

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  suppressed?: number;
}

const lines: LogLine[] = [];
const testApp = useTestApp({
  logger: { stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
});

beforeEach(() => {
  // Start each test in a fresh logging window.
  testApp.clock.advance(notFoundLogLimit.windowMs);
  lines.length = 0;
});

const get = (url: string) => testApp.app.inject({ method: "GET", url });
const notFoundLines = () => lines.filter((line) => line.msg === "not found");
const summaries = () => lines.filter((line) => line.suppressed !== undefined);

describe("logging requests for unknown paths", () => {
  it("logs the attempted path, without its query string, of each unknown page or API path", async () => {
    expect((await get("/no-such-page?x=1")).statusCode).toBe(404);
    expect((await get("/api/no-such-thing")).statusCode).toBe(404);
    expect(notFoundLines().map((line) => line.path)).toEqual([
      "/no-such-page",
      "/api/no-such-thing",
    ]);
    // One line per request: the framework's own request lines stay out of it.
    expect(lines).toHaveLength(2);
  });

  it("logs the first of a flood and then one line with the count of the rest", async () => {
    const flood = notFoundLogLimit.perWindow + 250;
    for (let i = 0; i < flood; i += 1) {
      expect((await get(`/wp-admin/${i}.php`)).statusCode).toBe(404);
    }
    expect(notFoundLines()).toHaveLength(notFoundLogLimit.perWindow);
    expect(summaries()).toHaveLength(0);

    // The next window reports what the last one left out, and logs again.
    testApp.clock.advance(notFoundLogLimit.windowMs);
    await get("/after-the-flood");
    expect(summaries()).toEqual([
      expect.objectContaining({ suppressed: 250, msg: "not-found requests left out of the log" }),
    ]);
    expect(notFoundLines().at(-1)!.path).toBe("/after-the-flood");
    expect(lines).toHaveLength(notFoundLogLimit.perWindow + 2);
  });

  it("counts malformed URLs with the unknown paths", async () => {
    expect((await get("/api/%")).statusCode).toBe(400);
    expect(lines).toEqual([expect.objectContaining({ msg: "malformed URL", path: "/api/%" })]);
    for (let i = 0; i < notFoundLogLimit.perWindow + 5; i += 1) await get("/%");
    expect(lines.filter((line) => line.path !== undefined)).toHaveLength(
      notFoundLogLimit.perWindow,
    );
    testApp.clock.advance(notFoundLogLimit.windowMs);
    await get("/%");
    expect(summaries().at(-1)!.suppressed).toBe(6);
  });
});
