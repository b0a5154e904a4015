import net from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loginThrottles } from "../../db/schema";
import { createPasswordHashQueue } from "../../server/auth/passwords";
import { addressThrottleKey } from "../../server/auth/sign-in";
import { createAccount, partnerPassword } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// One hash at a time whatever the machine, so the test can hold the slot and fill the line.
const hashQueue = createPasswordHashQueue({ slots: 1 });
const testApp = useTestApp({ passwordHashQueue: hashQueue });

/** Keeps the only hash slot busy until `free` is called, as a long hash would. */
function occupyTheHashSlot() {
  let free!: () => void;
  const held = hashQueue.run(() => new Promise<void>((resolve) => (free = resolve)));
  return async () => {
    free();
    await held;
  };
}

function signIn(remoteAddress: string, email = "nobody@example.com", password = "Wrong1pass") {
  return testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { "content-type": "application/json" },
    payload: { email, password },
    remoteAddress,
  });
}

async function untilHeld(places: number) {
  await vi.waitFor(() => expect(hashQueue.stats.held).toBe(places), { timeout: 10_000 });
}

beforeAll(async () => {
  await createAccount(testApp.db, testApp.clock, { email: "partner@example.com" });
});

afterEach(async () => {
  expect(hashQueue.stats).toMatchObject({ held: 0, waiting: 0, running: 0 });
  await testApp.db.delete(loginThrottles);
});

describe("sign-ins waiting for their password check", () => {
  it("take 16 places per client address; the 17th gets 503 with Retry-After and counts as no attempt", async () => {
    const release = occupyTheHashSlot();
    const waiting = Array.from({ length: 16 }, (_, i) =>
      signIn("203.0.113.5", `guess${i}@example.com`),
    );
    await untilHeld(16);

    const refused = await signIn("203.0.113.5", "guess16@example.com");
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ statusCode: 503, error: "Service Unavailable" });

    // Another address still gets in line.
    const other = signIn("198.51.100.7");
    await untilHeld(17);
    await release();

    const answers = await Promise.all([...waiting, other]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(17).fill(401));
    const [address] = await testApp.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, addressThrottleKey("203.0.113.5")));
    expect(address?.attempts).toBe(16);
  });

  it("count one IPv6 /64 as one client", async () => {
    const release = occupyTheHashSlot();
    const waiting = [
      ...Array.from({ length: 8 }, () => signIn("2001:db8:7:7::1")),
      ...Array.from({ length: 8 }, () => signIn("2001:db8:7:7:abcd::2")),
    ];
    await untilHeld(16);
    expect((await signIn("2001:db8:7:7::ffff")).statusCode).toBe(503);
    expect((await signIn("2001:db8:7:8::1")).statusCode).not.toBe(503);
    await release();
    await Promise.all(waiting);
  });

  it("take 256 places in all: beyond them every address gets 503", async () => {
    const release = occupyTheHashSlot();
    const waiting: Promise<LightMyRequestResponse>[] = [];
    for (let client = 1; client <= 16; client++) {
      for (let i = 0; i < 16; i++)
        waiting.push(signIn(`192.0.2.${client}`, `g${client}-${i}@example.com`));
    }
    await untilHeld(256);
    const refused = await signIn("192.0.2.200");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();
    await release();
    const statuses = new Set((await Promise.all(waiting)).map((answer) => answer.statusCode));
    expect([...statuses]).toEqual([401]);
  });

  it("check a partner's password ahead of a flood from other addresses", async () => {
    const release = occupyTheHashSlot();
    const finished: string[] = [];
    const track = (label: string, answer: Promise<LightMyRequestResponse>) =>
      answer.then((response) => {
        finished.push(label);
        return response;
      });
    const flood = Array.from({ length: 12 }, (_, i) =>
      track(`flood ${i}`, signIn("203.0.113.66", `guess${i}@example.com`)),
    );
    await untilHeld(12);
    const partner = track(
      "partner",
      signIn("198.51.100.20", "partner@example.com", partnerPassword),
    );
    await untilHeld(13);
    await release();

    expect((await partner).statusCode).toBe(200);
    await Promise.all(flood);
    // The flood's address had one hash before the partner's, not twelve; the partner's answer
    // then takes a few statements more than a refusal, so two or three refusals may pass it.
    expect(finished.indexOf("partner")).toBeLessThanOrEqual(4);
  });

  it("drop a waiting check when its client disconnects: no hash runs for it", async () => {
    const release = occupyTheHashSlot();
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const address = testApp.app.server.address() as net.AddressInfo;
    const body = JSON.stringify({ email: "partner@example.com", password: "Wrong1pass" });
    const socket = net.connect(address.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await vi.waitFor(() => expect(hashQueue.stats.waiting).toBe(1), { timeout: 10_000 });
    const startedBefore = hashQueue.stats.started;

    socket.destroy();
    await vi.waitFor(() => expect(hashQueue.stats).toMatchObject({ waiting: 0, held: 0 }), {
      timeout: 10_000,
    });
    await release();
    expect(hashQueue.stats.started).toBe(startedBefore);
  });
});
