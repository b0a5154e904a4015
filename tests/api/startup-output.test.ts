/**
 * What the server writes when its output is piped (a service manager, a log collector): JSON
 * lines, among them one that says where it serves and with what, and one line per request.
 * In a terminal it prints the ready block instead (server/ready-message.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, ServerProcess } from "../support/server-process";
import { unusedPort } from "../support/smtp";

let server: ServerProcess;
let data: ReturnType<typeof makeDataDir>;

beforeAll(async () => {
  data = makeDataDir();
  server = await ServerProcess.start({
    DATA_DIR: data.dir,
    DEMO: "1",
    PUBLIC_URL: "https://www.example.com",
    // Nothing is queued, so nothing is sent: the address is only reported, without its login.
    SMTP_URL: `smtp://mailer:smtp-secret-2@127.0.0.1:${await unusedPort()}`,
  });
});

afterAll(async () => {
  await server?.kill();
  data?.remove();
});

describe("the server's output when piped", () => {
  it("is JSON lines only, without the ready block", () => {
    const lines = server.output.trim().split("\n");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output).not.toContain("is ready at");
  });

  it("says once where it serves, from which data and how e-mail leaves, without secrets", () => {
    const [ready] = server.logged("serving https://www.example.com");
    expect(ready).toMatchObject({
      url: "https://www.example.com",
      listening: `127.0.0.1:${server.port}`,
      demo: true,
      data: { kind: "embedded", folder: data.dir },
      mail: { kind: "smtp", host: expect.stringMatching(/^127\.0\.0\.1:\d+$/) },
    });
    expect(server.output).not.toContain("smtp-secret-2");
    expect(server.output).not.toContain("mailer");
    // The demo passwords are on the sign-in pages, but a log holds no password.
    expect(server.output).not.toContain("PartnerDemo2026");
  });

  it("logs a request in one line: method, path without its query, status and time", async () => {
    const before = server.output.length;
    // A path the start-up's own health checks never ask for, so its line is this request's.
    expect((await fetch(`${server.url}/api/me?probe=mojca`)).status).toBe(401);
    const linesSince = () =>
      server.output
        .slice(before)
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const forThisRequest = () =>
      linesSince().filter((line) => JSON.stringify(line).includes("/api/me"));
    await expect.poll(() => forThisRequest().length).toBeGreaterThan(0);
    expect(forThisRequest()).toEqual([
      expect.objectContaining({
        msg: "request completed",
        req: { method: "GET", path: "/api/me", remoteAddress: "127.0.0.1" },
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    // No second line per request ("incoming request"), and the query is nowhere.
    for (const line of linesSince()) expect(line.msg).toBe("request completed");
    expect(server.output).not.toContain("probe=mojca");
  });
});
