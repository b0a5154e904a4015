import { beforeEach, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  loginThrottles,
  mailOutbox,
  rateLimitCounters,
  users,
} from "../../db/schema";
import type { AccountOverview } from "../../core/schemas/account";
import { call, CookieJar, createAccount, partnerPassword, signInJar } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// The account page's API (docs/rules.md#account-page), called directly as a browser or an
// attacker would: only the caller's own sessions, the current password held to the sign-in
// limit, the password rules, and every other session ended by a change.
const testApp = useTestApp();

const MINUTE = 60_000;
const owner = "mojca.kovacic@example.si";
const colleague = "ziga.sustar@example.si";
const firefoxOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

let ownerJar: CookieJar;

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(db, users, mailOutbox, loginThrottles, rateLimitCounters, adminAuditLog);
  await createAccount(db, clock, { email: owner, fullName: "Mojca Kovačič" });
  await createAccount(db, clock, { email: colleague });
  ownerJar = await signInJar(testApp.app, owner);
});

const overview = async (jar: CookieJar) => {
  const response = await call(testApp.app, { url: "/api/account", jar });
  expect(response.statusCode).toBe(200);
  return response.json<AccountOverview>();
};

const me = (jar: CookieJar) => call(testApp.app, { url: "/api/me", jar });

/** The page's refresh: the session stays signed in past its 10-minute access token. */
async function refresh(jar: CookieJar) {
  const answer = await call(testApp.app, { url: "/api/auth/refresh", body: { idleMs: 0 }, jar });
  expect(answer.statusCode).toBe(200);
}

/** Moves the clock on while the owner's page keeps its session alive, as the open page does. */
async function passWhileOwnerActive(ms: number) {
  for (let left = ms; left > 0; left -= 5 * MINUTE) {
    testApp.clock.advance(Math.min(left, 5 * MINUTE));
    await refresh(ownerJar);
  }
}

const changePassword = (jar: CookieJar, currentPassword: string, newPassword: string) =>
  call(testApp.app, {
    url: "/api/account/password",
    body: { currentPassword, newPassword },
    jar,
  });

/** Another sign-in of the owner, from another address. */
const secondSession = () =>
  signInJar(testApp.app, owner, partnerPassword, { remoteAddress: "203.0.113.44" });

describe("the account's sessions and sign-ins", () => {
  it("lists only the caller's own live sessions, this one marked, with where each signed in", async () => {
    testApp.clock.advance(MINUTE);
    const laptop = new CookieJar();
    const login = await call(testApp.app, {
      url: "/api/auth/login",
      body: { email: owner, password: partnerPassword },
      jar: laptop,
      remoteAddress: "203.0.113.44",
      headers: { "user-agent": firefoxOnWindows },
    });
    expect(login.statusCode).toBe(200);
    await signInJar(testApp.app, colleague);

    const seen = await overview(ownerJar);
    expect(seen.email).toBe(owner);
    expect(seen.fullName).toBe("Mojca Kovačič");
    expect(seen.sessions).toHaveLength(2);
    const [latest, first] = seen.sessions;
    expect(latest).toMatchObject({
      current: false,
      browser: "Firefox on Windows",
      address: "203.0.113.44",
      source: "partner-portal",
    });
    expect(first).toMatchObject({ current: true, address: "198.51.100.7" });
    expect(new Date(latest!.signedInAt).getTime() - new Date(first!.signedInAt).getTime()).toBe(
      MINUTE,
    );
    // The other page sees the same two, itself marked.
    const fromLaptop = await overview(laptop);
    expect(fromLaptop.sessions.map((session) => session.current)).toEqual([true, false]);
    expect(fromLaptop.signIns.map((signIn) => signIn.address)).toEqual([
      "203.0.113.44",
      "198.51.100.7",
    ]);
  });

  it("a session idle for 30 minutes is no longer listed; at 29 minutes 59 seconds it is", async () => {
    const other = await secondSession();
    // The owner's page stays active; the other does not.
    await passWhileOwnerActive(30 * MINUTE - 1_000);
    expect((await overview(ownerJar)).sessions).toHaveLength(2);
    testApp.clock.advance(1_000);
    expect((await overview(ownerJar)).sessions.map((session) => session.current)).toEqual([true]);
    expect((await me(other)).statusCode).toBe(401);
  });

  it("lists the 10 latest sign-ins, newest first", async () => {
    for (let count = 0; count < 11; count++) {
      testApp.clock.advance(10_000);
      await signInJar(testApp.app, owner, partnerPassword, { remoteAddress: `203.0.113.${count}` });
    }
    const { signIns } = await overview(ownerJar);
    expect(signIns).toHaveLength(10);
    expect(signIns[0]!.address).toBe("203.0.113.10");
    expect(signIns[9]!.address).toBe("203.0.113.1");
  });

  it("signs out one of the caller's own sessions, once; another account's session cannot be touched", async () => {
    const other = await secondSession();
    const colleagueJar = await signInJar(testApp.app, colleague);
    const otherId = (await overview(other)).sessions.find((session) => session.current)!.id;
    const colleagueId = (await overview(colleagueJar)).sessions[0]!.id;

    const foreign = await call(testApp.app, {
      method: "DELETE",
      url: `/api/account/sessions/${colleagueId}`,
      jar: ownerJar,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(colleagueJar)).statusCode).toBe(200);

    const ended = await call(testApp.app, {
      method: "DELETE",
      url: `/api/account/sessions/${otherId}`,
      jar: ownerJar,
    });
    expect(ended.statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(ownerJar)).statusCode).toBe(200);
    // Replayed: that session is already signed out.
    const again = await call(testApp.app, {
      method: "DELETE",
      url: `/api/account/sessions/${otherId}`,
      jar: ownerJar,
    });
    expect(again.statusCode).toBe(404);
    const malformed = await call(testApp.app, {
      method: "DELETE",
      url: "/api/account/sessions/not-a-session",
      jar: ownerJar,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("signs out every other session of the account and keeps this one", async () => {
    const others = [await secondSession(), await secondSession()];
    const colleagueJar = await signInJar(testApp.app, colleague);
    const answer = await call(testApp.app, {
      url: "/api/account/sessions/sign-out-others",
      body: {},
      jar: ownerJar,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ended: 2 });
    for (const jar of others) expect((await me(jar)).statusCode).toBe(401);
    expect((await me(ownerJar)).statusCode).toBe(200);
    expect((await me(colleagueJar)).statusCode).toBe(200);
  });
});

describe("changing one's own password", () => {
  const newPassword = "Triglav2864m";

  it("needs the current password, ends every other session, keeps this one and e-mails a notice", async () => {
    const other = await secondSession();
    const changed = await changePassword(ownerJar, partnerPassword, newPassword);
    expect(changed.statusCode).toBe(200);
    expect((await me(ownerJar)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const oldPassword = await call(testApp.app, {
      url: "/api/auth/login",
      body: { email: owner, password: partnerPassword },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signInJar(testApp.app, owner, newPassword);

    const [notice, ...others] = await testApp.db.select().from(mailOutbox);
    expect(others).toEqual([]);
    expect(notice!.toAddress).toBe(owner);
    expect(notice!.textBody).toContain(
      "- The password was changed from the account page, signed in.",
    );
    expect(notice!.textBody).toContain("Every other session of the account was signed out.");
    expect(notice!.textBody).not.toContain(newPassword);
    const [entry, ...more] = await testApp.db.select().from(adminAuditLog);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "change-own-password",
      actorEmail: owner,
      targetEmail: owner,
      changedFields: ["password"],
    });
  });

  it("refuses a wrong current password with a field error, and changes nothing", async () => {
    const wrong = await changePassword(ownerJar, "NotMyPassword1", newPassword);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fieldErrors: { currentPassword: "The current password is not correct" },
    });
    await signInJar(testApp.app, owner, partnerPassword);
    expect(await testApp.db.select().from(mailOutbox)).toEqual([]);
  });

  it("holds the current password to the sign-in limit: 4 wrong ones are refused, the 5th locks the account for 15 minutes", async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await changePassword(ownerJar, `Wrong${attempt}guess`, newPassword)).statusCode).toBe(
        400,
      );
    }
    const fifth = await changePassword(ownerJar, "Wrong5guess", newPassword);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ retryAfterSeconds: 15 * 60 });
    // Locked for the right password too, and for signing in.
    expect((await changePassword(ownerJar, partnerPassword, newPassword)).statusCode).toBe(429);
    const signIn = await call(testApp.app, {
      url: "/api/auth/login",
      body: { email: owner, password: partnerPassword },
    });
    expect(signIn.statusCode).toBe(429);

    await passWhileOwnerActive(14 * MINUTE + 59_000);
    expect((await changePassword(ownerJar, partnerPassword, newPassword)).statusCode).toBe(429);
    testApp.clock.advance(1_000);
    expect((await changePassword(ownerJar, partnerPassword, newPassword)).statusCode).toBe(200);
  });

  it("twenty wrong guesses at once: the limit still lets only 5 be checked", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        changePassword(ownerJar, `Parallel${index}guess`, newPassword),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
  });

  it("holds the new password to the password rules: 5 characters refused, 6 accepted; a letter and a number each required", async () => {
    const problemsOf = async (password: string) => {
      const answer = await changePassword(ownerJar, partnerPassword, password);
      expect(answer.statusCode).toBe(400);
      return answer.json<{ fieldErrors: { newPassword: string } }>().fieldErrors.newPassword;
    };
    expect(await problemsOf("Kras5")).toBe("Password must be at least 6 characters long");
    expect(await problemsOf("Ljubljana")).toBe("Password must contain at least one number");
    expect(await problemsOf("2864286")).toBe("Password must contain at least one letter");
    expect(await problemsOf(partnerPassword)).toBe(
      "The new password must differ from the current one",
    );
    const common = await changePassword(ownerJar, partnerPassword, "password1");
    expect(common.statusCode).toBe(422);
    // None of these were a wrong current password: nothing was counted.
    const counted = await testApp.db.select().from(loginThrottles);
    expect(counted.filter((count) => count.attempts > 0)).toEqual([]);
    expect((await changePassword(ownerJar, partnerPassword, "Krško9")).statusCode).toBe(200);
  });

  it("cannot be called without a session, nor from another site", async () => {
    const anonymous = await call(testApp.app, {
      url: "/api/account/password",
      body: { currentPassword: partnerPassword, newPassword },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await call(testApp.app, {
      url: "/api/account/password",
      body: { currentPassword: partnerPassword, newPassword },
      jar: ownerJar,
      headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    await signInJar(testApp.app, owner, partnerPassword);
  });
});
