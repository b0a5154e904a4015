import { beforeEach, describe, expect, it } from "vitest";
import {
  loginThrottles,
  mailOutbox,
  rateLimitCounters,
  users,
  webauthnChallenges,
} from "../../db/schema";
import { codeAt } from "../../server/auth/totp";
import { call, createAccount, partnerPassword, signInJar } from "../support/accounts";
import { addPasskey, deviceAt, passkeySignIn } from "../support/passkeys";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// Outside demo mode an admin needs two-factor sign-in to use the admin API
// (docs/rules.md#two-factor-sign-in): after the password they may set it up, nothing more.
const testApp = useTestApp({ env: { DEMO: "0" } });

const admin = "nadja.cerar@example.si";
const partner = "bostjan.hocevar@example.si";

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(db, users, mailOutbox, loginThrottles, rateLimitCounters, webauthnChallenges);
  await createAccount(db, clock, { email: admin, role: "admin" });
  await createAccount(db, clock, { email: partner });
});

describe("admins outside demo mode", () => {
  it("get 403 from the admin API until two-factor sign-in is on; then every sign-in asks for a code", async () => {
    const jar = await signInJar(testApp.app, admin);
    const refused = await call(testApp.app, { url: "/api/admin/users", jar });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "second-factor-setup-due" });
    const summary = await call(testApp.app, { url: "/api/admin/users/summary", jar });
    expect(summary.statusCode).toBe(403);
    // Their own account page works, so they can set it up.
    expect((await call(testApp.app, { url: "/api/account", jar })).statusCode).toBe(200);

    const setup = await call(testApp.app, {
      url: "/api/account/two-factor/setup",
      body: { password: partnerPassword },
      jar,
    });
    const secret = setup.json<{ secret: string }>().secret.replace(/\s+/g, "");
    const confirmed = await call(testApp.app, {
      url: "/api/account/two-factor/confirm",
      body: { code: codeAt(secret, testApp.clock.now()) },
      jar,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await call(testApp.app, { url: "/api/admin/users", jar })).statusCode).toBe(200);

    const next = await call(testApp.app, {
      url: "/api/auth/login",
      body: { email: admin, password: partnerPassword, source: "admin-panel" },
    });
    expect(next.statusCode).toBe(202);
  });

  it("a passkey sign-in is two factors in one: it opens the admin API, while the password alone still gets 403", async () => {
    const jar = await signInJar(testApp.app, admin);
    // Adding a passkey is open to the admin whose API answers 403, as the set-up is.
    const device = deviceAt("http://localhost:3000");
    expect((await addPasskey(testApp.app, jar, device)).statusCode).toBe(201);
    expect((await call(testApp.app, { url: "/api/admin/users", jar })).statusCode).toBe(403);

    const { answer, jar: passkeyJar } = await passkeySignIn(testApp.app, device, {
      source: "admin-panel",
    });
    expect(answer.statusCode).toBe(200);
    const users = await call(testApp.app, { url: "/api/admin/users", jar: passkeyJar });
    expect(users.statusCode).toBe(200);

    const password = await signInJar(testApp.app, admin);
    expect((await call(testApp.app, { url: "/api/admin/users", jar: password })).statusCode).toBe(
      403,
    );
  });

  it("partners are not asked for a second factor", async () => {
    const jar = await signInJar(testApp.app, partner);
    expect((await call(testApp.app, { url: "/api/portal", jar })).statusCode).toBe(200);
  });
});
