/**
 * Generated requests (property-based, fast-check): 1,000 bodies, query strings and path
 * parameters, sent to every /api route the server registers (read from Fastify's route table)
 * by an anonymous caller, a partner and an admin. No answer may be a 5xx, and a refused call
 * (4xx) may change no table; the one exception is a failed sign-in, which is counted.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../db/schema";
import { CookieJar, createAccount, signInJar, type ApiCall } from "../support/accounts";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { applicationTables, RouteTable, tableFingerprints } from "../support/tables";
import { startTestApp, type TestApp } from "../support/test-app";

const CASES = 1_000;

let database: TestDatabase;
let testApp: TestApp;
const routeTable = new RouteTable();
let tables: string[] = [];
const jars = {} as Record<"anonymous" | Role, CookieJar>;
let targetUserId = "";

beforeAll(async () => {
  database = await createTestDatabase();
  testApp = await startTestApp(database.handle.db, { onRoute: routeTable.onRoute });
  const { db } = database.handle;
  tables = await applicationTables(db);
  const { clock } = testApp;
  await createAccount(db, clock, { email: "chief@example.si", role: "admin" });
  await createAccount(db, clock, { email: "partner@example.si" });
  targetUserId = (await createAccount(db, clock, { email: "target@example.si" })).id;
  jars.anonymous = new CookieJar();
  jars.partner = await signInJar(testApp.app, "partner@example.si");
  jars.admin = await signInJar(testApp.app, "chief@example.si");
});

afterAll(async () => {
  await testApp?.app.close();
  await database?.drop();
});

/** Text as people and attackers type it: ASCII, any Unicode, control characters, NUL. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    maxLength: 5,
  }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "%",
    "%00",
    "'; drop table users; --",
    "x".repeat(300),
    "ana@example.si",
    "2026-03-02T09:00:00Z",
    "1700000000000_00000000-0000-4000-8000-000000000000",
    "-1",
    "1e309",
  ),
);

/** Keys the routes read (bodies and query strings) and some they do not. */
const fieldName = fc.oneof(
  fc.constantFrom(
    "email",
    "password",
    "remember",
    "source",
    "name",
    "company",
    "subject",
    "message",
    "website",
    "token",
    "fullName",
    "role",
    "idleMs",
    "search",
    "sort",
    "order",
    "page",
    "pageSize",
    "before",
    "after",
    "limit",
    "from",
    "to",
    "user",
    "action",
    "response",
    "clientDataJSON",
    "__proto__",
    "constructor",
  ),
  fc.string({ maxLength: 8 }),
);

const value = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));

/** A browser's passkey answer in shape; its client data (`{}`) signs no challenge. */
function passkeyAnswer(part: "attestationObject" | "authenticatorData") {
  return {
    id: "AAAA",
    rawId: "AAAA",
    type: "public-key",
    response: { clientDataJSON: "e30", signature: "AAAA", [part]: "AAAA" },
    clientExtensionResults: {},
  };
}

/** A valid body of each route that takes one: generated cases change one of its fields. */
const validBodies: Record<string, Record<string, unknown>> = {
  "/api/contact": { name: "Ana", email: "ana@example.si", subject: "Parts", message: "Hello" },
  "/api/auth/login": { email: "partner@example.si", password: "Wrong4Password" },
  "/api/auth/password-reset": { email: "partner@example.si" },
  "/api/auth/password-reset/confirm": { token: "a".repeat(43), password: "Granite42Sky" },
  "/api/admin/users": { email: "new@example.si", fullName: "New Partner", role: "partner" },
  "/api/admin/users/:userId": { fullName: "Renamed", company: "Firm", role: "partner" },
  "/api/account/passkeys/options": { password: "Wrong4Password" },
  "/api/account/passkeys": { name: "Laptop", response: passkeyAnswer("attestationObject") },
  "/api/auth/passkey": { response: passkeyAnswer("authenticatorData") },
};

const body = fc.oneof(
  fc.record({ field: fieldName, value }).map((change) => ({ change })),
  fc.dictionary(fieldName, value, { maxKeys: 6 }).map((fields) => ({ json: fields })),
  fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
  text.map((raw) => ({ raw, contentType: "application/json" })),
  text.map((raw) => ({ raw, contentType: "text/plain" })),
);

const query = fc.oneof(
  fc
    .array(fc.tuple(fieldName, text), { maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.constantFrom("%", "a=%ZZ", "search=%00", "page=%E0%A4%A", "limit=1&limit=2", "&&=&"),
);

const pathParam = fc.oneof(
  fc.uuid(),
  fc.constant("target"),
  fc.constantFrom("semiconductor-products", "overview", "1", "%00", "..%2F..", "%"),
  text.map((raw) => encodeURIComponent(raw.replace(/[\uD800-\uDFFF]/g, "?"))),
);

const generatedCall = fc.record({
  caller: fc.constantFrom("anonymous", "partner", "admin" as const),
  route: fc.integer({ min: 0, max: 1_000 }),
  params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
  query: fc.option(query, { nil: undefined }),
  body,
});

/** Routes that count a wrong password or code as a sign-in attempt, refused or not. */
const countedAttempts = new Set([
  "/api/auth/login",
  "/api/auth/second-factor",
  "/api/account/password",
  "/api/account/two-factor/setup",
  "/api/account/two-factor/disable",
  "/api/account/two-factor/recovery-codes",
  "/api/account/passkeys/options",
  "/api/auth/passkey",
]);

/** The routes under test: every API route but HEAD (its GET twin answers alike). */
function routesUnderTest(): string[] {
  return routeTable
    .api()
    .filter((route) => !route.startsWith("HEAD "))
    .sort();
}

describe("generated requests to every route", () => {
  it(`${CASES} cases: never a 5xx, and a refused call changes no table`, async () => {
    const routes = routesUnderTest();
    expect(routes.length).toBeGreaterThan(20);
    const { db } = database.handle;
    let before = await tableFingerprints(db, tables);
    let sent = 0;

    await fc.assert(
      fc.asyncProperty(generatedCall, async (generated) => {
        sent += 1;
        const route = routes[generated.route % routes.length]!;
        const [method, template] = route.split(" ") as [ApiCall["method"] & string, string];
        // Signing out or refreshing would end the caller's session for the cases after it.
        const caller =
          template === "/api/auth/logout" || template === "/api/auth/refresh"
            ? "anonymous"
            : generated.caller;
        let index = 0;
        const path = template.replace(/:\w+/g, () => {
          const param = generated.params[index++]!;
          return param === "target" ? targetUserId : param;
        });
        const url = generated.query === undefined ? path : `${path}?${generated.query}`;
        const withBody = method !== "GET" && method !== "DELETE";
        const generatedBody = generated.body;
        const payload =
          "change" in generatedBody
            ? JSON.stringify({
                ...validBodies[template],
                [generatedBody.change.field]: generatedBody.change.value,
              })
            : "json" in generatedBody
              ? JSON.stringify(generatedBody.json)
              : generatedBody.raw;
        const contentType =
          "contentType" in generatedBody ? generatedBody.contentType : "application/json";
        const response = await testApp.app.inject({
          method,
          url,
          headers: {
            cookie: jars[caller].header(),
            "user-agent": "Mozilla/5.0 (generated)",
            ...(withBody ? { "content-type": contentType } : {}),
          },
          payload: withBody ? payload : undefined,
          // A client address per case, so no per-address limit is reached.
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        });
        const label = `${method} ${url} as ${caller}`;
        expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);

        const after = await tableFingerprints(db, tables);
        const changed = tables.filter(
          (table) =>
            before[table] !== after[table] &&
            // A wrong password or code is counted against the account and the address: its purpose.
            !(table === "login_throttles" && countedAttempts.has(template)),
        );
        // Compared with this call's result from now on, also when it fails: shrinking a failure
        // runs more calls, each to be judged on its own.
        before = after;
        if (response.statusCode >= 400) {
          expect(changed, `${label}: refused with ${response.statusCode}`).toEqual([]);
        }
      }),
      { numRuns: CASES },
    );
    expect(sent).toBeGreaterThanOrEqual(CASES);
  }, 120_000);
});
