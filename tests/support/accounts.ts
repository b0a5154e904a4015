import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../../db/client";
import type { Role, UserRow } from "../../db/schema";
import { hashPassword } from "../../server/auth/passwords";
import { insertUser } from "../../server/repositories/users";
import type { TestClock } from "./clock";

export const partnerPassword = "Harbour7Lights";

/** An account written straight to the database: tests of sign-in need not go through an admin. */
export async function createAccount(
  db: Database,
  clock: TestClock,
  account: { email: string; password?: string; role?: Role; fullName?: string; company?: string },
): Promise<UserRow> {
  const user = await insertUser(
    db,
    {
      email: account.email,
      passwordHash: await hashPassword(account.password ?? partnerPassword),
      role: account.role ?? "partner",
      fullName: account.fullName ?? "Test Partner",
      company: account.company ?? "Test Company d.o.o.",
    },
    clock.now(),
  );
  if (!user) throw new Error(`${account.email} exists already`);
  return user;
}

/** A browser's cookie jar, just enough for the session cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === "" || (cookie.expires !== undefined && cookie.expires.getTime() <= 0);
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  /** Sets a cookie by hand, as a forged or tampered one would be. */
  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

export interface ApiCall {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: unknown;
  jar?: CookieJar;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** One request through the real server, as a browser on this site would send it. */
export async function call(
  app: FastifyInstance,
  request: ApiCall,
): Promise<LightMyRequestResponse> {
  const method = request.method ?? (request.body === undefined ? "GET" : "POST");
  const response = await app.inject({
    method,
    url: request.url,
    headers: {
      ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      ...(request.jar ? { cookie: request.jar.header() } : {}),
      "user-agent": "Mozilla/5.0 (test browser)",
      ...request.headers,
    },
    payload: request.body === undefined ? undefined : JSON.stringify(request.body),
    remoteAddress: request.remoteAddress ?? "198.51.100.7",
  });
  request.jar?.store(response);
  return response;
}

/** Signs in and returns the jar holding the session's cookies. */
export async function signInJar(
  app: FastifyInstance,
  email: string,
  password = partnerPassword,
  options: { remember?: boolean; remoteAddress?: string } = {},
): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await call(app, {
    url: "/api/auth/login",
    body: { email, password, remember: options.remember ?? false },
    jar,
    remoteAddress: options.remoteAddress,
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return jar;
}
