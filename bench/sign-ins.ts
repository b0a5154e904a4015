import http from "node:http";
import type { LoginSource } from "../core/schemas/auth";
import type { DatabaseHandle } from "../db/client";
import { hashPassword } from "../server/auth/passwords";
import { insertUser } from "../server/repositories/users";

/** Sign-ins sent at once. */
export const CONCURRENT_SIGN_INS = 20;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * One partner account per concurrent sign-in: an account allows 5 attempts in flight before it
 * locks (docs/rules.md#partner-sign-in-limit), so twenty at once for the demo partner would
 * measure the lockout. Every attempt succeeds, so the per-address limit (100 failures) is never
 * approached either.
 */
export function benchAccounts(): Credentials[] {
  return Array.from({ length: CONCURRENT_SIGN_INS }, (_, i) => ({
    email: `bench-partner-${String(i + 1).padStart(2, "0")}@example.com`,
    password: "BenchPartner2026",
  }));
}

/** Migrates the database and creates the accounts, before the server opens it. */
export async function seedAccounts(
  handle: DatabaseHandle,
  migrationsFolder: string,
  accounts: Credentials[],
): Promise<void> {
  await handle.migrate(migrationsFolder);
  const now = new Date();
  for (const { email, password } of accounts) {
    // Each its own hash (own salt), as real accounts have.
    const passwordHash = await hashPassword(password);
    await insertUser(handle.db, { email, passwordHash, role: "partner" }, now);
  }
}

export interface SignIn {
  latencyMs: number;
  /** "name=value" of every cookie the answer set: a signed-in client's Cookie header. */
  cookies: string[];
}

/** Every account signs in once, all at the same moment, each on a new connection. */
export async function signInConcurrently(
  origin: string,
  accounts: Credentials[],
): Promise<SignIn[]> {
  return Promise.all(accounts.map((account) => signIn(origin, account)));
}

export function signIn(
  origin: string,
  account: Credentials,
  source: LoginSource = "partner-portal",
): Promise<SignIn> {
  const body = JSON.stringify({ ...account, remember: false, source });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `${origin}/api/auth/login`,
      {
        method: "POST",
        agent: false,
        timeout: 30_000,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const latencyMs = performance.now() - started;
          if (response.statusCode !== 200) {
            const answer = Buffer.concat(chunks).toString("utf8").slice(0, 200);
            reject(
              new Error(`sign-in of ${account.email} answered ${response.statusCode}: ${answer}`),
            );
            return;
          }
          const cookies = (response.headers["set-cookie"] ?? []).map(
            (cookie) => cookie.split(";")[0]!,
          );
          resolve({ latencyMs, cookies });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("sign-in timed out")));
    request.on("error", reject);
    request.end(body);
  });
}
