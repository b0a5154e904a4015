import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import * as schema from "../../db/schema";
import { passwordResetMessages } from "../../core/texts/sign-in";
import { passwordMessages } from "../../core/texts/passwords";
import {
  loginThrottles,
  mailOutbox,
  passwordResetTokens,
  rateLimitCounters,
  users,
} from "../../db/schema";
import { CookieJar, call, createAccount, partnerPassword, signInJar } from "../support/accounts";
import { startTestApp, useTestApp } from "../support/test-app";
import { emptyTables } from "../support/tables";

const testApp = useTestApp({
  env: { PUBLIC_URL: "https://portal.example.com" },
});

beforeEach(async () => {
  const { db } = testApp;
  await emptyTables(db, users, mailOutbox, rateLimitCounters, loginThrottles);
});

const SECOND = 1000;
const MINUTE = 60_000;

const app = () => testApp.app;
const db = () => testApp.db;
const email = "reset.me@example.si";
const newPassword = "Lighthouse42Keeper";

const requestReset = (address: string, remoteAddress = "198.51.100.20") =>
  call(app(), { url: "/api/auth/password-reset", body: { email: address }, remoteAddress });

const confirm = (token: string, password = newPassword) =>
  call(app(), { url: "/api/auth/password-reset/confirm", body: { token, password } });

async function linkTokens(): Promise<string[]> {
  const mails = await db().select().from(mailOutbox).orderBy(mailOutbox.id);
  return mails.map((mail) => {
    const match = /https:\/\/portal\.example\.com\/reset-password#token=([A-Za-z0-9_-]+)/.exec(
      mail.textBody,
    );
    if (!match) throw new Error(`no link in: ${mail.textBody}`);
    return match[1]!;
  });
}

// docs/rules.md#reset-links: a link lasts 60 minutes; 3 e-mails an hour per account, 10
// requests an hour per client address.
describe("password reset", () => {
  it("answers alike whether or not the account exists, and e-mails a link only to an account", async () => {
    await createAccount(db(), testApp.clock, { email });
    const known = await requestReset(email.toUpperCase());
    const unknown = await requestReset("nobody@example.si");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const mails = await db().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(email);
    const [token] = await linkTokens();
    // Only a digest is stored.
    const stored = await db().select().from(passwordResetTokens);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token!);
  });

  it("sets the new password, ends every session, and the link works once", async () => {
    await createAccount(db(), testApp.clock, { email });
    const jar = await signInJar(app(), email);
    await requestReset(email);
    const [token] = await linkTokens();

    const done = await confirm(token!);
    expect(done.statusCode).toBe(200);
    expect((await call(app(), { url: "/api/me", jar })).statusCode).toBe(401);
    expect(
      (await call(app(), { url: "/api/auth/refresh", body: { idleMs: 0 }, jar })).statusCode,
    ).toBe(401);
    await expect(signInJar(app(), email, partnerPassword)).rejects.toThrow(/401/);
    await signInJar(app(), email, newPassword);

    const again = await confirm(token!, "Another9Password");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(passwordResetMessages.invalidLink);
  });

  // docs/rules.md#reset-links: a link works for 60 minutes.
  it("works at 59:59 and is refused at 60:00", async () => {
    await createAccount(db(), testApp.clock, { email });
    await createAccount(db(), testApp.clock, { email: "second@example.si" });
    await requestReset(email);
    await requestReset("second@example.si");
    const [first, second] = await linkTokens();
    testApp.clock.advance(60 * MINUTE - SECOND);
    expect((await confirm(first!)).statusCode).toBe(200);
    testApp.clock.advance(SECOND);
    const late = await confirm(second!);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(passwordResetMessages.invalidLink);
    await expect(signInJar(app(), "second@example.si", newPassword)).rejects.toThrow(/401/);
  });

  it("a new request voids older links", async () => {
    await createAccount(db(), testApp.clock, { email });
    await requestReset(email);
    await requestReset(email);
    const [first, second] = await linkTokens();
    expect((await confirm(first!)).statusCode).toBe(400);
    expect((await confirm(second!)).statusCode).toBe(200);
  });

  it("of two concurrent uses of one link exactly one succeeds", async () => {
    await createAccount(db(), testApp.clock, { email });
    await requestReset(email);
    const [token] = await linkTokens();
    const answers = await Promise.all([
      confirm(token!, "First1Choice"),
      confirm(token!, "Second2Choice"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  // docs/rules.md#passwords on the reset page: each failure named, all joined with ". ".
  it("refuses weak passwords with the rules' texts and keeps the link usable", async () => {
    await createAccount(db(), testApp.clock, { email });
    await requestReset(email);
    const [token] = await linkTokens();
    const refusal = async (password: string) => {
      const answer = await confirm(token!, password);
      expect(answer.statusCode, password).toBe(400);
      return answer.json().fieldErrors.password;
    };
    expect(await refusal("ab")).toBe(
      [passwordMessages.tooShort, passwordMessages.noNumber].join(". "),
    );
    expect(await refusal("!!!")).toBe(
      `${passwordMessages.tooShort}. ${passwordMessages.noLetter}. ${passwordMessages.noNumber}`,
    );
    expect(await refusal("Kx7mQ")).toBe(passwordMessages.tooShort);
    expect(await refusal("90817263544")).toBe(passwordMessages.noLetter);
    expect(await refusal("Harbourlights")).toBe(passwordMessages.noNumber);
    const common = await confirm(token!, "password1");
    expect(common.statusCode).toBe(422);
    expect(common.json().message).toBe(passwordMessages.weak);
    // Six characters with a letter and a number are enough.
    expect((await confirm(token!, "Kx7mQz")).statusCode).toBe(200);
    await signInJar(app(), email, "Kx7mQz");
  });

  it("sends at most three e-mails an hour per account, answering alike", async () => {
    await createAccount(db(), testApp.clock, { email });
    for (let i = 0; i < 5; i++) {
      expect((await requestReset(email, `198.51.100.${30 + i}`)).statusCode).toBe(202);
    }
    expect(await db().select().from(mailOutbox)).toHaveLength(3);
    testApp.clock.advance(60 * MINUTE - SECOND);
    expect((await requestReset(email, "198.51.100.98")).statusCode).toBe(202);
    expect(await db().select().from(mailOutbox)).toHaveLength(3);
    testApp.clock.advance(SECOND);
    expect((await requestReset(email, "198.51.100.99")).statusCode).toBe(202);
    expect(await db().select().from(mailOutbox)).toHaveLength(4);
  });

  it("takes 10 requests an hour from one client address, then answers 429 with Retry-After", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(await requestReset(`someone${i}@example.si`, "203.0.113.5"));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(10).fill(202), 429]);
    expect(answers[10]!.headers["retry-after"]).toBe(String(60 * 60));
    // Another address is not limited.
    expect((await requestReset("someone@example.si", "203.0.113.6")).statusCode).toBe(202);
    testApp.clock.advance(60 * MINUTE - SECOND);
    expect((await requestReset("someone@example.si", "203.0.113.5")).statusCode).toBe(429);
    testApp.clock.advance(SECOND);
    expect((await requestReset("someone@example.si", "203.0.113.5")).statusCode).toBe(202);
  });

  it("a reset lifts the account's sign-in block", async () => {
    await createAccount(db(), testApp.clock, { email });
    for (let i = 0; i < 5; i++) {
      await call(app(), {
        url: "/api/auth/login",
        body: { email, password: "Wrong-guess-1" },
        jar: new CookieJar(),
      });
    }
    await requestReset(email);
    const [token] = await linkTokens();
    expect((await confirm(token!)).statusCode).toBe(200);
    await signInJar(app(), email, newPassword);
  });
});

describe("a reset request's answer tells nothing, in time either", () => {
  it("runs the same statements for an account and for an unknown e-mail", async () => {
    await createAccount(db(), testApp.clock, { email });
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query) };
    // The same database, through a client that writes down every statement it sends.
    const { handle } = testApp.database;
    const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const logged: Database =
      client instanceof PGlite
        ? drizzlePglite({ client, schema, logger })
        : drizzlePostgres({ client, schema, logger });
    const { app: loggedApp } = await startTestApp(logged, {
      env: { PUBLIC_URL: "https://portal.example.com" },
    });
    try {
      const statementsOf = async (address: string) => {
        statements.length = 0;
        const answer = await call(loggedApp, {
          url: "/api/auth/password-reset",
          body: { email: address },
        });
        expect(answer.statusCode).toBe(202);
        return [...statements];
      };
      const known = await statementsOf(email);
      const unknown = await statementsOf("nobody@example.si");
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
      // And the account's request did queue its e-mail.
      expect(await linkTokens()).toHaveLength(1);
    } finally {
      await loggedApp.close();
    }
  });
});
