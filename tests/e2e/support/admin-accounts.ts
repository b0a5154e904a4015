import { expect, type APIRequestContext } from "@playwright/test";
import { demoAccounts } from "../../../server/env/demo-accounts.mjs";

const demo = demoAccounts({ DEMO: "1" })!;

/** The password of every account the specs make. */
export const testAccountPassword = "Harbour7Lights";

export type TestAccount = {
  email: string;
  role?: "partner" | "admin";
  fullName?: string;
  company?: string;
};

/** Accounts made through the API by the demo admin, signed in once, as the portal does. */
export async function createAccounts(request: APIRequestContext, accounts: TestAccount[]) {
  // Under a loaded machine the server may answer a sign-in with a passing 5xx: try again.
  await expect(async () => {
    const signedIn = await request.post("/api/auth/login", {
      data: { ...demo.admin, source: "partner-portal" },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 15_000 });
  for (const account of accounts) {
    const created = await request.post("/api/admin/users", {
      data: {
        password: testAccountPassword,
        fullName: "Test Person",
        company: "Test d.o.o.",
        ...account,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}
