import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { site } from "../../core/site";
import {
  adminAuditLog,
  loginThrottles,
  mailOutbox,
  rateLimitCounters,
  users,
} from "../../db/schema";
import { setAdmin } from "../../server/accounts/admin-bootstrap";
import type { CookieJar } from "../support/accounts";
import { call, createAccount, signInJar } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// When an account's password or role changes, its own e-mail gets a notice through the outbox:
// what changed, when (Ljubljana time), and whom to contact; never the password.
const testApp = useTestApp({
  env: { PUBLIC_URL: "https://portal.example.com" },
});

const chief = "chief@example.si";
const partner = "partner@example.si";
const newPassword = "Lighthouse42Keeper";
// The test clock starts at 2026-03-02T09:00:00Z: 10:00 in Ljubljana, winter time.
const when = "When: 2 March 2026 at 10:00 CET (Europe/Ljubljana)";

let adminJar: CookieJar;
let partnerId: string;

beforeEach(async () => {
  const { db, clock } = testApp;
  await emptyTables(db, users, mailOutbox, adminAuditLog, loginThrottles, rateLimitCounters);
  await createAccount(db, clock, { email: chief, role: "admin" });
  partnerId = (await createAccount(db, clock, { email: partner })).id;
  adminJar = await signInJar(testApp.app, chief);
});

const outbox = () => testApp.db.select().from(mailOutbox).orderBy(mailOutbox.id);

const notices = async () =>
  (await outbox()).filter((mail) => !mail.textBody.includes("reset-password#token="));

const patchUser = (userId: string, body: Record<string, unknown>) =>
  call(testApp.app, { method: "PATCH", url: `/api/admin/users/${userId}`, body, jar: adminJar });

function expectNotice(
  mail: { toAddress: string; subject: string; textBody: string } | undefined,
  to: string,
  lines: string[],
) {
  expect(mail?.toAddress).toBe(to);
  for (const line of [...lines, when, site.publicEmail]) expect(mail!.textBody).toContain(line);
}

describe("account notices", () => {
  it("a password reset by link tells the account, without the password", async () => {
    await call(testApp.app, { url: "/api/auth/password-reset", body: { email: partner } });
    const [resetMail] = await outbox();
    const token = /#token=([A-Za-z0-9_-]+)/.exec(resetMail!.textBody)![1]!;
    const confirmed = await call(testApp.app, {
      url: "/api/auth/password-reset/confirm",
      body: { token, password: newPassword },
    });
    expect(confirmed.statusCode).toBe(200);

    const [notice, ...others] = await notices();
    expect(others).toEqual([]);
    expectNotice(notice, partner, [
      "The password was changed with a password reset link sent to this address.",
    ]);
    expect(notice!.subject).toBe(`Your ${site.name} account's password changed`);
    expect(notice!.textBody).not.toContain(newPassword);
  });

  it("an admin's edit with a password, and a role change, each tell the account; a name change does not", async () => {
    expect((await patchUser(partnerId, { fullName: "Renamed" })).statusCode).toBe(200);
    expect(await notices()).toEqual([]);

    expect((await patchUser(partnerId, { password: newPassword })).statusCode).toBe(200);
    expect((await patchUser(partnerId, { role: "admin" })).statusCode).toBe(200);
    const [passwordNotice, roleNotice, ...others] = await notices();
    expect(others).toEqual([]);
    expectNotice(passwordNotice, partner, ["An administrator set a new password."]);
    expect(passwordNotice!.textBody).not.toContain(newPassword);
    expectNotice(roleNotice, partner, ["The account's role changed from Partner to Admin."]);
    expect(roleNotice!.subject).toBe(`Your ${site.name} account's role changed`);
  });

  it("an admin's reset of another admin's password is audited and noticed, without the password", async () => {
    const other = await createAccount(testApp.db, testApp.clock, {
      email: "deputy@example.si",
      role: "admin",
    });
    const answer = await call(testApp.app, {
      url: `/api/admin/users/${other.id}/reset-password`,
      body: {},
      jar: adminJar,
    });
    expect(answer.statusCode).toBe(200);
    const { newPassword: generated } = answer.json() as { newPassword: string };

    const [notice, ...others] = await notices();
    expect(others).toEqual([]);
    expectNotice(notice, "deputy@example.si", ["An administrator set a new password."]);
    expect(notice!.textBody).not.toContain(generated);
    const audit = await testApp.db.select().from(adminAuditLog);
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: chief,
        action: "reset-password",
        targetId: other.id,
        targetEmail: "deputy@example.si",
        changedFields: ["password"],
      }),
    ]);
  });

  it("a refused change queues no notice", async () => {
    // The only admin cannot be made a partner: the edit, password and all, is refused.
    const [me] = await testApp.db.select().from(users).where(eq(users.email, chief));
    const refused = await patchUser(me!.id, { role: "partner", password: newPassword });
    expect(refused.statusCode).toBe(409);
    expect(await notices()).toEqual([]);
  });

  it("create-admin making an existing partner an admin tells the account both changes", async () => {
    const outcome = await setAdmin(
      testApp.db,
      { email: partner, password: newPassword },
      testApp.clock.now(),
    );
    expect(outcome).toBe("updated");
    const [notice, ...others] = await notices();
    expect(others).toEqual([]);
    expectNotice(notice, partner, [
      "The account's role changed from Partner to Admin.",
      "An administrator set a new password.",
    ]);
    expect(notice!.subject).toBe(`Your ${site.name} account's password and role changed`);
    expect(notice!.textBody).not.toContain(newPassword);
  });
});
