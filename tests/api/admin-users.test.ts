import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { passwordMessages } from "../../core/texts/passwords";
import { adminAuditLog, loginThrottles, users } from "../../db/schema";
import { judgePassword } from "../../server/auth/passwords";
import { CookieJar, call, createAccount, partnerPassword, signInJar } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

const MINUTE = 60_000;

const testApp = useTestApp();
let adminJar: CookieJar;
let adminId: string;

beforeEach(async () => {
  const { db } = testApp;
  await emptyTables(db, users, adminAuditLog, loginThrottles);
  const admin = await createAccount(db, testApp.clock, {
    email: "chief@example.si",
    role: "admin",
  });
  adminId = admin.id;
  adminJar = await signInJar(testApp.app, "chief@example.si");
});

const app = () => testApp.app;
const db = () => testApp.db;

const listUsers = (jar: CookieJar, query = "") =>
  call(app(), { url: `/api/admin/users${query}`, jar });
const createUser = (jar: CookieJar, body: Record<string, unknown>) =>
  call(app(), { url: "/api/admin/users", body, jar });
const updateUser = (jar: CookieJar, userId: string, body: Record<string, unknown>) =>
  call(app(), { method: "PATCH", url: `/api/admin/users/${userId}`, body, jar });
const deleteUser = (jar: CookieJar, userId: string) =>
  call(app(), { method: "DELETE", url: `/api/admin/users/${userId}`, jar });
const resetPassword = (jar: CookieJar, userId: string) =>
  call(app(), { url: `/api/admin/users/${userId}/reset-password`, body: {}, jar });

describe("who may manage users", () => {
  it("refuses an anonymous caller with 401 and a partner with 403, changing nothing", async () => {
    await createAccount(db(), testApp.clock, { email: "p@example.si" });
    const partnerJar = await signInJar(app(), "p@example.si");
    expect((await listUsers(new CookieJar())).statusCode).toBe(401);
    expect((await listUsers(partnerJar)).statusCode).toBe(403);
    expect(
      (await createUser(partnerJar, { email: "x@example.si", role: "admin" })).statusCode,
    ).toBe(403);
    expect((await createUser(new CookieJar(), { garbage: true })).statusCode).toBe(401);
    expect(await db().select().from(users)).toHaveLength(2);
  });

  it("does not count a partner's refused admin request as activity", async () => {
    await createAccount(db(), testApp.clock, { email: "idle@example.si" });
    const partnerJar = await signInJar(app(), "idle@example.si");
    const refresh = (idleMs: number) =>
      call(app(), { url: "/api/auth/refresh", body: { idleMs }, jar: partnerJar });
    // The page refreshes the access token and reports the partner idle since the sign-in.
    testApp.clock.advance(9 * MINUTE);
    expect((await refresh(9 * MINUTE)).statusCode).toBe(200);
    expect((await listUsers(partnerJar)).statusCode).toBe(403);
    // docs/rules.md#inactivity: 31 minutes after the sign-in, 22 after the refused request.
    testApp.clock.advance(22 * MINUTE);
    // Idle since the sign-in, not since the refused request: the session is over.
    expect((await refresh(31 * MINUTE)).statusCode).toBe(401);
  });

  it("a demoted admin's open session loses admin access at its next request", async () => {
    const other = await createAccount(db(), testApp.clock, {
      email: "second@example.si",
      role: "admin",
    });
    const otherJar = await signInJar(app(), "second@example.si");
    expect((await listUsers(otherJar)).statusCode).toBe(200);
    expect((await updateUser(adminJar, other.id, { role: "partner" })).statusCode).toBe(200);
    // The role change ended the sessions; a fresh partner session is refused too.
    expect((await listUsers(otherJar)).statusCode).toBe(401);
    const again = await signInJar(app(), "second@example.si");
    expect((await listUsers(again)).statusCode).toBe(403);
  });
});

describe("the user table", () => {
  it("lists users with the managed record, and counts everyone in the summary", async () => {
    testApp.clock.advance(1000);
    await createAccount(db(), testApp.clock, {
      email: "ana@example.si",
      fullName: "Ana Horvat",
      company: "Horvat d.o.o.",
    });
    const answer = await listUsers(adminJar);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 100 });
    expect(body.users.map((user: { email: string }) => user.email)).toEqual([
      "chief@example.si",
      "ana@example.si",
    ]);
    expect(body.users[1]).toEqual({
      userId: expect.any(String),
      email: "ana@example.si",
      fullName: "Ana Horvat",
      company: "Horvat d.o.o.",
      role: "partner",
      loginCount: 0,
      lastLogin: null,
      twoFactor: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/hash|argon/i);
    const summary = await call(app(), { url: "/api/admin/users/summary", jar: adminJar });
    expect(summary.json()).toEqual({ totalUsers: 2, adminUsers: 1, totalLogins: 1 });
  });

  it("searches e-mail, name and company, sorts and pages on the server", async () => {
    for (const [email, fullName, company] of [
      ["zoran@example.si", "Zoran Kos", "Alpha Trade"],
      ["maja@example.si", "Maja Zupan", "Beta 100% Steel"],
      ["luka@example.si", "Luka Novak", "Gamma Logistics"],
    ] as const) {
      await createAccount(db(), testApp.clock, { email, fullName, company });
    }
    const byName = await listUsers(adminJar, "?search=novak");
    expect(byName.json().users.map((u: { email: string }) => u.email)).toEqual(["luka@example.si"]);
    const literal = await listUsers(adminJar, "?search=100%25");
    expect(literal.json().total).toBe(1);
    const sorted = await listUsers(adminJar, "?sort=email&order=desc&pageSize=2&page=2");
    expect(sorted.json()).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(sorted.json().users.map((u: { email: string }) => u.email)).toEqual([
      "luka@example.si",
      "chief@example.si",
    ]);
    expect((await listUsers(adminJar, "?pageSize=1000")).statusCode).toBe(400);
    expect((await listUsers(adminJar, "?sort=password")).statusCode).toBe(400);
  });
});

describe("creating users", () => {
  it("generates a password that meets the policy when none is given, and answers it once", async () => {
    const answer = await createUser(adminJar, { email: "New.Partner@example.si" });
    expect(answer.statusCode).toBe(201);
    const { user, password } = answer.json();
    // docs/rules.md#roles: a user created without a role is a partner.
    expect(user).toMatchObject({ email: "New.Partner@example.si", role: "partner" });
    const [row] = await db().select().from(users).where(eq(users.email, "New.Partner@example.si"));
    expect(row!.role).toBe("partner");
    expect(judgePassword(password)).toEqual({ ok: true });
    expect(password).toHaveLength(16);
    await signInJar(app(), "new.partner@example.si", password);
  });

  it("keeps a typed password and refuses weak or common ones with 422", async () => {
    const weak = await createUser(adminJar, { email: "w@example.si", password: "abc" });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error).toBe("Unprocessable Entity");
    expect(weak.json().message).toBe(passwordMessages.weak);
    expect(weak.json().fieldErrors.password).toBe(
      [passwordMessages.tooShort, passwordMessages.noNumber].join(". "),
    );
    const common = await createUser(adminJar, { email: "w@example.si", password: "abc123" });
    expect(common.statusCode).toBe(422);
    const ok = await createUser(adminJar, {
      email: "w@example.si",
      password: "Orchard44Gate",
      role: "admin",
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().password).toBe("Orchard44Gate");
    expect(ok.json().user.role).toBe("admin");
  });

  it("refuses a duplicate e-mail in any case with a clear 409; concurrent creates make one account", async () => {
    await createUser(adminJar, { email: "dup@example.si" });
    const duplicate = await createUser(adminJar, { email: "DUP@example.si" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe("Conflict");
    expect(duplicate.json().message).toBe("A user with this email address already exists.");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createUser(adminJar, { email: "race@example.si" })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

// docs/rules.md#passwords: at least 6 characters, a letter and a number, each failure named and
// all of them joined with ". ", whether the admin creates an account or sets a new password.
describe("the password rules when an admin types a password", () => {
  /** Where an admin types a password: the new-user form, or the edit form of a partner. */
  const forms = {
    create: async () => ({
      email: "new@example.si",
      accepted: 201,
      send: (password: string) => createUser(adminJar, { email: "new@example.si", password }),
    }),
    update: async () => {
      const partner = await createAccount(db(), testApp.clock, { email: "pw@example.si" });
      return {
        email: "pw@example.si",
        accepted: 200,
        send: (password: string) => updateUser(adminJar, partner.id, { password }),
      };
    },
  };
  const actions = ["create", "update"] as const;

  it.each(actions)("on %s: refuses 5 characters and accepts 6", async (action) => {
    const { email, accepted, send } = await forms[action]();
    const five = await send("Kx7mQ");
    expect(five.statusCode).toBe(422);
    expect(five.json().fieldErrors.password).toBe(passwordMessages.tooShort);
    expect((await send("Kx7mQz")).statusCode).toBe(accepted);
    await signInJar(app(), email, "Kx7mQz");
  });

  it.each(actions)(
    "on %s: names the letter and the number rule each on its own",
    async (action) => {
      const { send } = await forms[action]();
      const digits = await send("90817263544");
      expect(digits.statusCode).toBe(422);
      expect(digits.json().fieldErrors.password).toBe(passwordMessages.noLetter);
      const letters = await send("Harbourlights");
      expect(letters.statusCode).toBe(422);
      expect(letters.json().fieldErrors.password).toBe(passwordMessages.noNumber);
    },
  );

  it.each(actions)("on %s: joins every failure with '. '", async (action) => {
    const { send } = await forms[action]();
    const answer = await send("!!!");
    expect(answer.statusCode).toBe(422);
    expect(answer.json().fieldErrors.password).toBe(
      `${passwordMessages.tooShort}. ${passwordMessages.noLetter}. ${passwordMessages.noNumber}`,
    );
  });
});

describe("editing, resetting and deleting", () => {
  it("edits name, company and role; a role change or a new password ends the user's sessions", async () => {
    const partner = await createAccount(db(), testApp.clock, { email: "edit@example.si" });
    const partnerJar = await signInJar(app(), "edit@example.si");
    const named = await updateUser(adminJar, partner.id, { fullName: "Eda Dit", company: "" });
    expect(named.json().user).toMatchObject({ fullName: "Eda Dit", company: null });
    expect((await call(app(), { url: "/api/me", jar: partnerJar })).statusCode).toBe(200);

    await updateUser(adminJar, partner.id, { password: "Meadow55Brook" });
    expect((await call(app(), { url: "/api/me", jar: partnerJar })).statusCode).toBe(401);
    await signInJar(app(), "edit@example.si", "Meadow55Brook");
  });

  it("never lets the last admin be demoted", async () => {
    const answer = await updateUser(adminJar, adminId, { role: "partner" });
    expect(answer.statusCode).toBe(409);
    const [row] = await db().select().from(users);
    expect(row!.role).toBe("admin");
  });

  it("two admins demoting each other at once leave one admin", async () => {
    const other = await createAccount(db(), testApp.clock, {
      email: "b@example.si",
      role: "admin",
    });
    const otherJar = await signInJar(app(), "b@example.si");
    const answers = await Promise.all([
      updateUser(adminJar, other.id, { role: "partner" }),
      updateUser(otherJar, adminId, { role: "partner" }),
    ]);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const admins = (await db().select().from(users)).filter((u) => u.role === "admin");
    expect(admins).toHaveLength(1);
  });

  it("resets a password: a new generated one, shown once; the old one and the sessions end", async () => {
    const partner = await createAccount(db(), testApp.clock, { email: "r@example.si" });
    const partnerJar = await signInJar(app(), "r@example.si");
    const answer = await resetPassword(adminJar, partner.id);
    expect(answer.statusCode).toBe(200);
    const { newPassword } = answer.json();
    expect(judgePassword(newPassword)).toEqual({ ok: true });
    expect((await call(app(), { url: "/api/me", jar: partnerJar })).statusCode).toBe(401);
    await expect(signInJar(app(), "r@example.si", partnerPassword)).rejects.toThrow(/401/);
    await signInJar(app(), "r@example.si", newPassword);
  });

  it("deletes a partner, whose session dies at once; admin rows cannot be deleted", async () => {
    const partner = await createAccount(db(), testApp.clock, { email: "d@example.si" });
    const partnerJar = await signInJar(app(), "d@example.si");
    expect((await deleteUser(adminJar, partner.id)).statusCode).toBe(204);
    expect((await call(app(), { url: "/api/me", jar: partnerJar })).statusCode).toBe(401);
    expect((await deleteUser(adminJar, partner.id)).statusCode).toBe(404);
    const refused = await deleteUser(adminJar, adminId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Admin accounts cannot be deleted.");
  });

  it("concurrent edits and deletes of one user never answer 5xx", async () => {
    const partner = await createAccount(db(), testApp.clock, { email: "c@example.si" });
    const answers = await Promise.all([
      updateUser(adminJar, partner.id, { fullName: "One" }),
      deleteUser(adminJar, partner.id),
      updateUser(adminJar, partner.id, { role: "admin" }),
      deleteUser(adminJar, partner.id),
      resetPassword(adminJar, partner.id),
    ]);
    for (const a of answers) expect(a.statusCode).toBeLessThan(500);
  });

  it("writes every action to the audit log, never a password", async () => {
    const created = await createUser(adminJar, {
      email: "audit@example.si",
      password: "Quartz77Field",
    });
    const id = created.json().user.userId;
    await updateUser(adminJar, id, { fullName: "Audit Person", password: "Quartz88Field" });
    const reset = await resetPassword(adminJar, id);
    await deleteUser(adminJar, id);
    const log = await db().select().from(adminAuditLog).orderBy(adminAuditLog.id);
    expect(
      log.map((row) => [row.action, row.actorEmail, row.targetEmail, row.changedFields]),
    ).toEqual([
      [
        "create-user",
        "chief@example.si",
        "audit@example.si",
        ["email", "password", "fullName", "company", "role"],
      ],
      ["update-user", "chief@example.si", "audit@example.si", ["fullName", "password"]],
      ["reset-password", "chief@example.si", "audit@example.si", ["password"]],
      ["delete-user", "chief@example.si", "audit@example.si", []],
    ]);
    const text = JSON.stringify(log);
    for (const secret of ["Quartz77Field", "Quartz88Field", reset.json().newPassword]) {
      expect(text).not.toContain(secret);
    }
  });
});
