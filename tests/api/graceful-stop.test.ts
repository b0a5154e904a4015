import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SMTPServer } from "smtp-server";
import { parseMail, TestSmtpServer, type ReceivedMail } from "../support/smtp";
import { makeDataDir, ServerProcess } from "../support/server-process";

function contactBody(subject: string): string {
  return JSON.stringify({
    name: "Ana Novak",
    email: "ana.novak@example.org",
    subject,
    message: "We are looking for a supplier of CNC machined aluminium housings.",
  });
}

/**
 * A contact message whose request is sent up to the middle of its body: the server has the
 * request in hand and waits for the rest, which `finish` sends. Resolves to the raw answer.
 */
function partialContactRequest(port: number, subject: string) {
  const body = Buffer.from(contactBody(subject));
  const socket: Socket = connect(port, "127.0.0.1");
  let answer = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
  const ended = new Promise<string>((resolve) => socket.on("close", () => resolve(answer)));
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, 20));
  return {
    ended,
    // The rest of the body, without closing our side: a browser keeps its connection open.
    finish: () => socket.write(body.subarray(20)),
  };
}

async function postContact(server: ServerProcess, subject: string): Promise<number> {
  const response = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: contactBody(subject),
  });
  return response.status;
}

/** An SMTP server that takes its time to accept each mail, and tells when one starts. */
class SlowSmtpServer {
  readonly received: ReceivedMail[] = [];
  deliveryStarted = false;
  port = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, session, callback) => {
      this.deliveryStarted = true;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.received.push(parseMail(Buffer.concat(chunks).toString("utf8"), recipients));
          callback();
        }, this.acceptDelayMs);
      });
    },
  });

  constructor(private readonly acceptDelayMs: number) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    this.port = (this.server.server.address() as { port: number }).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("stopping on SIGTERM or SIGINT", () => {
  it("answers the request in flight, finishes the mail under way, exits 0, and sends no mail twice", async () => {
    const data = makeDataDir();
    cleanups.push(data.remove);
    // An SMTP server that takes a second and a half to accept each mail: the stop arrives
    // while the first delivery is under way.
    const slowSmtp = new SlowSmtpServer(1500);
    await slowSmtp.start();
    cleanups.push(() => slowSmtp.stop());

    const server = await ServerProcess.start({ DATA_DIR: data.dir, SMTP_URL: slowSmtp.url });
    cleanups.push(() => server.kill());

    const inFlight = partialContactRequest(server.port, "In flight");
    expect(await postContact(server, "Delivered during the stop")).toBe(201);
    await vi.waitFor(() => expect(slowSmtp.deliveryStarted).toBe(true), { timeout: 10_000 });

    server.signal("SIGTERM");
    await vi.waitFor(() =>
      expect(
        server.logged("stopping: finishing requests in flight and mail under way"),
      ).toHaveLength(1),
    );
    // No new connections once stopping.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    inFlight.finish();
    const answer = await inFlight.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logged("stopped")).toHaveLength(1);
    expect(slowSmtp.received.map((mail) => mail.subject)).toEqual([
      "Contact form: Delivered during the stop",
    ]);

    // Started again on the same data: the mail delivered before the stop is not sent again,
    // the one queued by the request in flight is sent once.
    const smtp = new TestSmtpServer();
    await smtp.start();
    cleanups.push(() => smtp.stop());
    const again = await ServerProcess.start({ DATA_DIR: data.dir, SMTP_URL: smtp.url });
    cleanups.push(() => again.kill());
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000 });
    // A further poll of the outbox (every 5 s) finds nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(smtp.received.map((mail) => mail.subject)).toEqual(["Contact form: In flight"]);

    again.signal("SIGINT");
    expect(await again.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it("cuts a request still unfinished after 10 s, and still exits 0", async () => {
    const data = makeDataDir();
    cleanups.push(data.remove);
    const server = await ServerProcess.start({ DATA_DIR: data.dir });
    cleanups.push(() => server.kill());

    const stalled = partialContactRequest(server.port, "Never finished");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    server.signal("SIGTERM");

    expect(await stalled.ended).toBe("");
    const cutAfterMs = Date.now() - signalledAt;
    expect(cutAfterMs).toBeGreaterThanOrEqual(9_500);
    // Well before the 30 s after which the process gives up on a clean stop.
    expect(cutAfterMs).toBeLessThan(25_000);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 90_000);

  it("exits at once on a second signal", async () => {
    const data = makeDataDir();
    cleanups.push(data.remove);
    const server = await ServerProcess.start({ DATA_DIR: data.dir });
    cleanups.push(() => server.kill());

    const stalled = partialContactRequest(server.port, "Never finished");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.signal("SIGTERM");
    await vi.waitFor(() =>
      expect(
        server.logged("stopping: finishing requests in flight and mail under way"),
      ).toHaveLength(1),
    );
    // A person's second Ctrl-C: later than the copies npm forwards of the first.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const secondAt = Date.now();
    server.signal("SIGINT");

    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - secondAt).toBeLessThan(5_000);
    await stalled.ended;
  }, 90_000);

  it("takes a signal repeated at once (Ctrl-C under npm start arrives twice) as one", async () => {
    const data = makeDataDir();
    cleanups.push(data.remove);
    const server = await ServerProcess.start({ DATA_DIR: data.dir });
    cleanups.push(() => server.kill());

    server.signal("SIGINT");
    // The copy comes once the first is being handled (two pending at once merge into one).
    await vi.waitFor(
      () =>
        expect(
          server.logged("stopping: finishing requests in flight and mail under way"),
        ).toHaveLength(1),
      { interval: 5 },
    );
    server.signal("SIGINT");

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.logged("stopped")).toHaveLength(1);
    expect(server.logged("second signal: stopping at once")).toHaveLength(0);
  }, 90_000);
});
