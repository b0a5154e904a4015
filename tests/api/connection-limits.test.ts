import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ConnectionLimits } from "../../server/connection-limits";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startTestApp, type TestApp } from "../support/test-app";

// Small numbers so the test sees the limits act within a second. Upper bounds leave room for a
// busy machine and stay far below Node's defaults (60 s for headers, 5 s keep-alive).
const SLACK_MS = 2_000;
const limits: ConnectionLimits = {
  perAddress: 3,
  total: 5,
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  idleTimeoutMs: 600,
  checkEveryMs: 100,
};

let database: TestDatabase;
let testApp: TestApp;
let port: number;
const sockets: net.Socket[] = [];

interface Opened {
  socket: net.Socket;
  openedAt: number;
  /** Resolves when the server closes the socket, with what it sent first. */
  closed: Promise<{ afterMs: number; received: string }>;
}

/** A connection from the given loopback address that sends nothing unless told to. */
async function connect(localAddress = "127.0.0.1"): Promise<Opened> {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  sockets.push(socket);
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  socket.on("error", () => {});
  const openedAt = Date.now();
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once("close", () => resolve({ afterMs: Date.now() - openedAt, received })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return { socket, openedAt, closed };
}

/** Waits until the server has counted every socket opened so far. */
async function serverSees(count: number) {
  await expect
    .poll(
      () =>
        new Promise<number>((resolve) =>
          testApp.app.server.getConnections((_error, open) => resolve(open)),
        ),
    )
    .toBe(count);
}

const stillOpen = (opened: Opened) => !opened.socket.destroyed && !opened.socket.readableEnded;

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.handle.db, { connectionLimits: limits });
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  port = (testApp.app.server.address() as net.AddressInfo).port;
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await serverSees(0);
});

afterAll(async () => {
  await testApp.app.close();
  await database.drop();
});

describe("connection limits", () => {
  it("closes a client's connection beyond its share, and lets other clients in", async () => {
    const first = await Promise.all([connect(), connect(), connect()]);
    await serverSees(3);
    const extra = await connect();
    // Closed at once: a close by the header timeout would first answer 408.
    expect((await extra.closed).received).toBe("");
    expect(first.every(stillOpen)).toBe(true);

    // Another address has its own share.
    const other = await connect("127.0.0.2");
    await serverSees(4);
    expect(stillOpen(other)).toBe(true);

    // A closed connection frees its place.
    first[0]!.socket.destroy();
    await serverSees(3);
    const again = await connect();
    await serverSees(4);
    expect(stillOpen(again)).toBe(true);
  });

  it("holds no more connections in all than the global bound", async () => {
    await Promise.all([
      connect(),
      connect(),
      connect(),
      connect("127.0.0.2"),
      connect("127.0.0.2"),
    ]);
    await serverSees(limits.total);
    const beyond = await connect("127.0.0.3");
    expect((await beyond.closed).received).toBe("");
    await serverSees(limits.total);
  });

  it("closes a connection that sends nothing after the header timeout", async () => {
    const silent = await connect();
    const { afterMs, received } = await silent.closed;
    expect(afterMs).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 50);
    expect(afterMs).toBeLessThan(limits.headersTimeoutMs + limits.checkEveryMs + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection that sends its headers a byte at a time", async () => {
    const slow = await connect();
    const request = "GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ";
    let sent = 0;
    const drip = setInterval(() => {
      if (!slow.socket.destroyed) slow.socket.write(request[sent % request.length]!);
      sent += 1;
    }, 50);
    try {
      const { afterMs } = await slow.closed;
      // Each byte resets the idle timer; the header deadline still ends it.
      expect(afterMs).toBeLessThan(limits.headersTimeoutMs + limits.checkEveryMs + SLACK_MS);
    } finally {
      clearInterval(drip);
    }
  });

  it("closes a kept-alive connection that sends no next request", async () => {
    const client = await connect();
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const answeredAt = await new Promise<number>((resolve) =>
      client.socket.once("data", () => resolve(Date.now())),
    );
    await client.closed;
    const idleMs = Date.now() - answeredAt;
    expect(idleMs).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs - 50);
    // Node announces the timeout to the client and closes a second later, so the client
    // closes first.
    expect(idleMs).toBeLessThan(limits.keepAliveTimeoutMs + 1000 + SLACK_MS);
  });
});
