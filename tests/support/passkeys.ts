import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call, CookieJar, partnerPassword } from "./accounts";
import { SoftAuthenticator, type Ceremony, type CreationOptions } from "./soft-authenticator";

/** A passkey device at the site's public address, as its browser reaches it. */
export function deviceAt(publicUrl: string, options: { countsSignatures?: boolean } = {}) {
  const url = new URL(publicUrl);
  return new SoftAuthenticator({ origin: url.origin, rpId: url.hostname, ...options });
}

/** The account page's add: the password, the options, the device's answer, the passkey's name. */
export async function addPasskey(
  app: FastifyInstance,
  jar: CookieJar,
  device: SoftAuthenticator,
  options: { name?: string; ceremony?: Ceremony } = {},
) {
  const started = await call(app, {
    url: "/api/account/passkeys/options",
    body: { password: partnerPassword },
    jar,
  });
  expect(started.statusCode).toBe(200);
  const response = device.create(started.json<CreationOptions>(), options.ceremony);
  return call(app, {
    url: "/api/account/passkeys",
    body: { name: options.name ?? "Laptop", response },
    jar,
  });
}

/** A sign-in page's passkey sign-in: the options, then the device's answer. */
export async function passkeySignIn(
  app: FastifyInstance,
  device: SoftAuthenticator,
  options: {
    source?: "admin-panel";
    ceremony?: Ceremony & { id?: string; counter?: number };
    remoteAddress?: string;
  } = {},
) {
  const jar = new CookieJar();
  const started = await call(app, {
    url: "/api/auth/passkey/options",
    body: {},
    remoteAddress: options.remoteAddress,
  });
  expect(started.statusCode).toBe(200);
  const response = device.get(started.json<{ challenge: string }>(), options.ceremony);
  const answer = await call(app, {
    url: "/api/auth/passkey",
    body: { response, ...(options.source ? { source: options.source } : {}) },
    jar,
    remoteAddress: options.remoteAddress,
  });
  return { answer, jar, response };
}
