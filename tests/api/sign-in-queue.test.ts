import net from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loginThrottles } from "../../db/schema";
import { createSignInQueue } from "../../server/accounts/sign-in-queue";
import { addressThrottleKey } from "../../server/accounts/sign-in-limits";
import { createAccount, partnerPassword } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// One sign-in at a time whatever the machine, so the test can hold the slot and fill the line.
const queue = createSignInQueue({ slots: 1 });
const testApp = useTestApp({ signInQueue: queue });

/** Keeps the only slot busy until the returned function is called, as a slow sign-in would. */
function occupyTheSlot() {
  let free!: () => void;
  const held = queue.run(() => new Promise<void>((resolve) => (free = resolve)));
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
  await vi.waitFor(() => expect(queue.stats.held).toBe(places), { timeout: 10_000 });
}

beforeAll(async () => {
  await createAccount(testApp.db, testApp.clock, { email: "partner@example.com" });
});

afterEach(async () => {
  expect(queue.stats).toMatchObject({ held: 0, waiting: 0, running: 0 });
  await testApp.db.delete(loginThrottles);
});

describe("sign-ins waiting for their password check", () => {
  it("take 32 places per client address; the 33rd gets 503 with Retry-After and counts as no attempt", async () => {
    const release = occupyTheSlot();
    const waiting = Array.from({ length: 32 }, (_, i) =>
      signIn("203.0.113.5", `guess${i}@example.com`),
    );
    await untilHeld(32);

    const refused = await signIn("203.0.113.5", "guess32@example.com");
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ statusCode: 503, error: "Service Unavailable" });

    // Another address still gets in line.
    const other = signIn("198.51.100.7");
    await untilHeld(33);
    await release();

    const answers = await Promise.all([...waiting, other]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(33).fill(401));
    const [address] = await testApp.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, addressThrottleKey("203.0.113.5")));
    expect(address?.attempts).toBe(32);
  });

  it("count one IPv6 /64 as one client", async () => {
    const release = occupyTheSlot();
    const waiting = [
      ...Array.from({ length: 16 }, () => signIn("2001:db8:7:7::1")),
      ...Array.from({ length: 16 }, () => signIn("2001:db8:7:7:abcd::2")),
    ];
    await untilHeld(32);
    expect((await signIn("2001:db8:7:7::ffff")).statusCode).toBe(503);
    // The next /64 is another client.
    waiting.push(signIn("2001:db8:7:8::1"));
    await untilHeld(33);
    await release();
    const statuses = new Set((await Promise.all(waiting)).map((answer) => answer.statusCode));
    // One e-mail for all: its sixth attempt on is refused without a hash (429).
    expect([...statuses].sort()).toEqual([401, 429]);
  });

  it("take 512 places in all: beyond them every address gets 503", async () => {
    const release = occupyTheSlot();
    const waiting: Promise<LightMyRequestResponse>[] = [];
    // One e-mail per address: its sixth attempt on is refused without a hash (429).
    for (let client = 1; client <= 16; client++) {
      for (let i = 0; i < 32; i++)
        waiting.push(signIn(`192.0.2.${client}`, `g${client}@example.com`));
    }
    await untilHeld(512);
    const refused = await signIn("192.0.2.200");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBeDefined();
    await release();
    const statuses = new Set((await Promise.all(waiting)).map((answer) => answer.statusCode));
    expect([...statuses].sort()).toEqual([401, 429]);
    // 512 sign-ins' statements on a machine shared with other work.
  }, 90_000);

  it("check a partner's password ahead of a flood from other addresses", async () => {
    const release = occupyTheSlot();
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
    const release = occupyTheSlot();
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const address = testApp.app.server.address() as net.AddressInfo;
    const body = JSON.stringify({ email: "partner@example.com", password: "Wrong1pass" });
    const socket = net.connect(address.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await vi.waitFor(() => expect(queue.stats.waiting).toBe(1), { timeout: 10_000 });
    const startedBefore = queue.stats.started;

    socket.destroy();
    await vi.waitFor(() => expect(queue.stats).toMatchObject({ waiting: 0, held: 0 }), {
      timeout: 10_000,
    });
    await release();
    expect(queue.stats.started).toBe(startedBefore);
  });
});
