import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { passwordMessages } from "../../core/texts/passwords";
import { passwordMessages as passwordMessagesSl } from "../../core/texts/passwords.sl";
import { adminAuditLog, loginThrottles, users } from "../../db/schema";
import { call, createAccount, signInJar, type CookieJar } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

// The admin API answers in the language of the page that asked (its Accept-Language), so a
// Slovenian panel shows its refusals in Slovenian; any other caller gets English.

const testApp = useTestApp();
let adminJar: CookieJar;
let adminId: string;

beforeEach(async () => {
  await emptyTables(testApp.db, users, adminAuditLog, loginThrottles);
  const admin = await createAccount(testApp.db, testApp.clock, {
    email: "chief@example.si",
    role: "admin",
  });
  adminId = admin.id;
  adminJar = await signInJar(testApp.app, "chief@example.si");
});

const slovenian = { "accept-language": "sl" };

describe("the admin API's refusals, in the page's language", () => {
  it("refuses to delete an admin in Slovenian for a Slovenian page, in English otherwise", async () => {
    const remove = (headers?: Record<string, string>) =>
      call(testApp.app, {
        method: "DELETE",
        url: `/api/admin/users/${adminId}`,
        jar: adminJar,
        headers,
      });
    const inSlovenian = await remove(slovenian);
    expect(inSlovenian.statusCode).toBe(403);
    expect(inSlovenian.json().message).toBe("Skrbniških računov ni mogoče izbrisati.");
    const inEnglish = await remove();
    expect(inEnglish.statusCode).toBe(403);
    expect(inEnglish.json().message).toBe("Admin accounts cannot be deleted.");
    // An English page says so too, whatever else the browser accepts.
    expect((await remove({ "accept-language": "en,sl;q=0.8" })).json().message).toBe(
      "Admin accounts cannot be deleted.",
    );
  });

  it("says a message is gone in the page's language", async () => {
    const retry = (headers?: Record<string, string>) =>
      call(testApp.app, {
        url: `/api/admin/messages/${randomUUID()}/retry`,
        body: {},
        jar: adminJar,
        headers,
      });
    const inSlovenian = await retry(slovenian);
    expect(inSlovenian.statusCode).toBe(404);
    expect(inSlovenian.json().message).toBe("To sporočilo ne obstaja več.");
    expect((await retry()).json().message).toBe("This message no longer exists.");
  });

  it("refuses a weak password with every failure of the rules in the page's language", async () => {
    const create = (headers?: Record<string, string>) =>
      call(testApp.app, {
        url: "/api/admin/users",
        body: { email: "w@example.si", password: "abc" },
        jar: adminJar,
        headers,
      });
    const inSlovenian = await create(slovenian);
    expect(inSlovenian.statusCode).toBe(422);
    expect(inSlovenian.json().message).toBe(passwordMessagesSl.weak);
    expect(inSlovenian.json().fieldErrors.password).toBe(
      [passwordMessagesSl.tooShort, passwordMessagesSl.noNumber].join(". "),
    );
    const inEnglish = await create();
    expect(inEnglish.json().message).toBe(passwordMessages.weak);
    expect(inEnglish.json().fieldErrors.password).toBe(
      [passwordMessages.tooShort, passwordMessages.noNumber].join(". "),
    );
  });
});
