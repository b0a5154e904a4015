import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../core/schemas/api-error";
import { portalWelcomeSchema } from "../../core/schemas/portal";
import { call, CookieJar, createAccount, partnerPassword } from "../support/accounts";
import { useTestApp } from "../support/test-app";

// GET /api/portal/welcome: the signed-in user's name and company, and their sign-in before the
// current one (when, from which address, in which browser), read from the sign-in records.

const fixture = useTestApp();

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function signIn(email: string, userAgent: string, remoteAddress: string) {
  const jar = new CookieJar();
  const response = await call(fixture.app, {
    url: "/api/auth/login",
    body: { email, password: partnerPassword },
    jar,
    remoteAddress,
    headers: { "user-agent": userAgent },
  });
  expect(response.statusCode).toBe(200);
  return jar;
}

async function welcome(jar: CookieJar) {
  const response = await call(fixture.app, { url: "/api/portal/welcome", jar });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return portalWelcomeSchema.parse(response.json());
}

const minute = 60_000;

beforeAll(async () => {
  await createAccount(fixture.db, fixture.clock, {
    email: "maja.zupancic@example.org",
    fullName: "Maja Župančič",
    company: "Župančič Trgovina d.o.o.",
  });
  await createAccount(fixture.db, fixture.clock, {
    email: "other@example.org",
    fullName: "Other Partner",
    company: "Other Company",
  });
});

describe("GET /api/portal/welcome", () => {
  it("refuses an anonymous caller with 401", async () => {
    const response = await call(fixture.app, { url: "/api/portal/welcome" });
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ statusCode: 401 });
  });

  it("says a first sign-in is the first, and names the partner and company", async () => {
    const jar = await signIn("maja.zupancic@example.org", chromeOnWindows, "203.0.113.10");
    expect(await welcome(jar)).toEqual({
      email: "maja.zupancic@example.org",
      fullName: "Maja Župančič",
      company: "Župančič Trgovina d.o.o.",
      previousSignIn: null,
    });
  });

  it("names the sign-in before the current one, not the current one, and only the user's own", async () => {
    // Maja's first sign-in (previous test) was at the clock's start, in Chrome on Windows.
    const firstAt = fixture.clock.now();
    fixture.clock.advance(2 * minute);
    // Someone else signs in between: never shown to Maja.
    await signIn("other@example.org", safariOnIphone, "192.0.2.99");
    fixture.clock.advance(3 * minute);
    const second = await signIn("maja.zupancic@example.org", firefoxOnLinux, "198.51.100.20");

    expect((await welcome(second)).previousSignIn).toEqual({
      at: firstAt.toISOString(),
      address: "203.0.113.10",
      browser: "Chrome on Windows",
    });

    // A third sign-in elsewhere: this session now names the second; the older session still
    // names the sign-in before its own start, the first.
    const secondAt = fixture.clock.now();
    fixture.clock.advance(4 * minute);
    const third = await signIn("maja.zupancic@example.org", safariOnIphone, "192.0.2.44");
    expect((await welcome(third)).previousSignIn).toEqual({
      at: secondAt.toISOString(),
      address: "198.51.100.20",
      browser: "Firefox on Linux",
    });
    expect((await welcome(second)).previousSignIn?.address).toBe("203.0.113.10");

    // The other partner's own previous sign-in: none, whatever Maja did.
    const other = await signIn("other@example.org", chromeOnWindows, "192.0.2.100");
    const otherWelcome = await welcome(other);
    expect(otherWelcome.email).toBe("other@example.org");
    expect(otherWelcome.previousSignIn).toEqual({
      at: new Date(firstAt.getTime() + 2 * minute).toISOString(),
      address: "192.0.2.99",
      browser: "Safari on iPhone",
    });
  });

  it("ignores anything in the query string: there is no way to ask for someone else", async () => {
    const jar = await signIn("other@example.org", chromeOnWindows, "192.0.2.100");
    const response = await call(fixture.app, {
      url: "/api/portal/welcome?email=maja.zupancic@example.org&userId=1",
      jar,
    });
    expect(response.statusCode).toBe(200);
    expect(portalWelcomeSchema.parse(response.json()).email).toBe("other@example.org");
  });
});
