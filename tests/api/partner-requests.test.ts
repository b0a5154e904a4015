/**
 * Requests that know who asked: a contact message is linked to the account whose session cookie
 * it carries (never to anything in its body), the partner lists only their own, and an admin
 * marks one handled (audited), which the partner then sees.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { InboxMessage } from "../../core/schemas/admin-messages";
import type { PartnerRequestList } from "../../core/schemas/partner-requests";
import {
  adminAuditLog,
  contactMessages,
  mailOutbox,
  rateLimitCounters,
  sessions,
  users,
} from "../../db/schema";
import { newToken } from "../../server/auth/tokens";
import { CookieJar, call, createAccount, signInJar } from "../support/accounts";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

const testApp = useTestApp();
const app = () => testApp.app;
const db = () => testApp.db;

let adminJar: CookieJar;
let anaJar: CookieJar;
let markoJar: CookieJar;
let ana: { id: string; email: string };
let marko: { id: string; email: string };
let sent = 0;

beforeEach(async () => {
  await emptyTables(db(), adminAuditLog, contactMessages, mailOutbox, rateLimitCounters, sessions);
  await db().delete(users);
  const { clock } = testApp;
  await createAccount(db(), clock, { email: "chief@example.si", role: "admin" });
  ana = await createAccount(db(), clock, {
    email: "ana.kovac@example.si",
    fullName: "Ana Kovač",
    company: "Kovač Elektronika d.o.o.",
  });
  marko = await createAccount(db(), clock, {
    email: "marko.zupan@example.si",
    fullName: "Marko Župan",
    company: "Župan Strojništvo d.o.o.",
  });
  adminJar = await signInJar(app(), "chief@example.si");
  anaJar = await signInJar(app(), ana.email);
  markoJar = await signInJar(app(), marko.email);
});

const message = (subject: string, extra: Record<string, unknown> = {}) => ({
  name: "Ana Kovač",
  email: "ana.kovac@example.si",
  company: "Kovač Elektronika d.o.o.",
  subject,
  message: "Please send the data sheets and lead times.",
  ...extra,
});

/** Sends a message with the given cookies, a second after the previous one. */
async function send(
  jar: CookieJar | null,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  sent += 1;
  testApp.clock.advance(1000);
  return call(app(), {
    url: "/api/contact",
    body,
    jar: jar?.clone(),
    headers,
    remoteAddress: `192.0.2.${(sent % 250) + 1}`,
  });
}

async function storedBySubject(subject: string) {
  const [row] = await db()
    .select({
      id: contactMessages.id,
      userId: contactMessages.userId,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.subject, subject));
  if (!row) throw new Error(`no message "${subject}"`);
  return row;
}

const ownRequests = async (jar: CookieJar) => {
  const response = await call(app(), { url: "/api/portal/requests", jar });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartnerRequestList>();
};

const adminList = async () => {
  const response = await call(app(), { url: "/api/admin/messages", jar: adminJar });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: InboxMessage[] }>().messages;
};

const markHandled = (jar: CookieJar, id: string, headers: Record<string, string> = {}) =>
  call(app(), { url: `/api/admin/messages/${id}/handled`, body: {}, jar, headers });

describe("linking a message to its sender's account", () => {
  it("links a message to the account whose session sent it, and shows the account to admins", async () => {
    expect((await send(anaJar, message("Smart card line"))).statusCode).toBe(201);
    expect((await storedBySubject("Smart card line")).userId).toBe(ana.id);

    const [listed] = await adminList();
    expect(listed!.account).toEqual({
      id: ana.id,
      email: "ana.kovac@example.si",
      fullName: "Ana Kovač",
      company: "Kovač Elektronika d.o.o.",
    });
    expect(listed!.handledAt).toBeNull();
    expect(listed!.handledBy).toBeNull();
  });

  it("answers the linked message's id, which leads the sender to it in their own list", async () => {
    const response = await send(anaJar, message("Which one is mine"));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ ok: true; id: string }>();
    expect(id).toBe((await storedBySubject("Which one is mine")).id);
    expect((await ownRequests(anaJar)).requests[0]!.id).toBe(id);
  });

  it("names no id to a sender without a live session", async () => {
    const response = await send(null, message("Anonymous"));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
  });

  it("leaves an anonymous message unlinked, whatever account its body claims", async () => {
    const forged = message("Forged owner", {
      userId: ana.id,
      user_id: ana.id,
      accountId: ana.id,
      account: { id: ana.id },
    });
    expect((await send(null, forged)).statusCode).toBe(201);
    expect((await storedBySubject("Forged owner")).userId).toBeNull();
    expect((await adminList())[0]!.account).toBeNull();
    expect((await ownRequests(anaJar)).requests).toEqual([]);
  });

  it("links to the cookie's account, not to one the body names", async () => {
    // Marko's session sends a body naming Ana's account: the message is Marko's.
    const body = message("Whose is this", { userId: ana.id, email: "ana.kovac@example.si" });
    expect((await send(markoJar, body)).statusCode).toBe(201);
    expect((await storedBySubject("Whose is this")).userId).toBe(marko.id);
    expect((await ownRequests(anaJar)).requests).toEqual([]);
    expect((await ownRequests(markoJar)).requests.map((each) => each.subject)).toEqual([
      "Whose is this",
    ]);
  });

  it("accepts a message with an expired, ended or forged session, unlinked", async () => {
    const names = app().sessionCookies.names;
    const forgedJar = new CookieJar()
      .set(names.access, newToken())
      .set(names.info, JSON.stringify({ user: { id: ana.id, email: ana.email } }));
    expect((await send(forgedJar, message("Forged cookie"))).statusCode).toBe(201);
    expect((await storedBySubject("Forged cookie")).userId).toBeNull();

    // Signed out: the old cookies no longer name anyone.
    const signedOut = anaJar.clone();
    expect(
      (await call(app(), { url: "/api/auth/logout", body: {}, jar: anaJar.clone() })).statusCode,
    ).toBe(204);
    expect((await send(signedOut, message("After sign-out"))).statusCode).toBe(201);
    expect((await storedBySubject("After sign-out")).userId).toBeNull();

    // Idle past the limit: the session has expired, the message is still taken.
    testApp.clock.advance(31 * 60_000);
    expect((await send(markoJar, message("Expired session"))).statusCode).toBe(201);
    expect((await storedBySubject("Expired session")).userId).toBeNull();

    expect(await db().select().from(contactMessages)).toHaveLength(3);
  });
});

describe("a partner's own requests", () => {
  it("lists only the caller's own messages, newest first, as Received", async () => {
    await send(anaJar, message("Ana first"));
    await send(markoJar, message("Marko only"));
    await send(null, message("Visitor only"));
    await send(anaJar, message("Ana second"));

    const list = await ownRequests(anaJar);
    expect(list.olderNotShown).toBe(false);
    expect(list.requests.map((each) => [each.subject, each.state, each.handledAt])).toEqual([
      ["Ana second", "received", null],
      ["Ana first", "received", null],
    ]);
    expect(list.requests[0]!.message).toBe("Please send the data sheets and lead times.");
    expect(Date.parse(list.requests[0]!.receivedAt)).toBe(testApp.clock.now().getTime());
    expect(JSON.stringify(await ownRequests(markoJar))).not.toContain("Ana");
  });

  it("refuses a caller without a live session", async () => {
    await send(anaJar, message("Private"));
    const anonymous = await call(app(), { url: "/api/portal/requests" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain("Private");
    expect(anonymous.headers["cache-control"]).toContain("no-store");
  });

  it("keeps the message when the account is deleted, unlinked", async () => {
    await send(anaJar, message("Before deletion"));
    const deletion = await call(app(), {
      method: "DELETE",
      url: `/api/admin/users/${ana.id}`,
      jar: adminJar,
    });
    expect(deletion.statusCode).toBe(204);
    const [listed] = await adminList();
    expect(listed!.subject).toBe("Before deletion");
    expect(listed!.account).toBeNull();
    expect((await storedBySubject("Before deletion")).userId).toBeNull();
  });
});

describe("marking a message handled", () => {
  it("marks it handled once, audits it, and the partner then sees it as handled", async () => {
    await send(anaJar, message("Vision inspection"));
    const { id } = await storedBySubject("Vision inspection");
    testApp.clock.advance(60_000);
    const handledAt = testApp.clock.now().toISOString();

    const first = await markHandled(adminJar, id);
    expect(first.statusCode, first.body).toBe(200);
    const marked = first.json<{ message: InboxMessage }>().message;
    expect(marked).toMatchObject({
      id,
      handledAt,
      handledBy: "chief@example.si",
      account: { id: ana.id, email: ana.email },
    });

    // Again, later: nothing changes, nothing more is audited.
    testApp.clock.advance(60_000);
    const again = await markHandled(adminJar, id);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ message: InboxMessage }>().message).toEqual(marked);

    const audit = await db().select().from(adminAuditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: "chief@example.si",
      action: "mark-handled",
      targetId: id,
      targetEmail: "ana.kovac@example.si",
      changedFields: ["handledAt"],
    });

    const [request] = (await ownRequests(anaJar)).requests;
    expect(request).toMatchObject({ id, state: "handled", handledAt });
    expect((await adminList())[0]).toMatchObject({ handledAt, handledBy: "chief@example.si" });
  });

  it("is for admins only: a partner gets 403, an anonymous caller 401, another site 403", async () => {
    await send(anaJar, message("Not yours to close"));
    const { id } = await storedBySubject("Not yours to close");
    expect((await markHandled(anaJar, id)).statusCode).toBe(403);
    expect((await markHandled(new CookieJar(), id)).statusCode).toBe(401);
    const crossSite = await markHandled(adminJar, id, {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await storedBySubject("Not yours to close")).handledAt).toBeNull();
    expect(await db().select().from(adminAuditLog)).toHaveLength(0);
    expect((await ownRequests(anaJar)).requests[0]!.state).toBe("received");
  });

  it("answers 404 for an unknown message and 400 for a malformed id", async () => {
    const unknown = await markHandled(adminJar, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect((await markHandled(adminJar, "not-a-uuid")).statusCode).toBe(400);
    expect(await db().select().from(adminAuditLog)).toHaveLength(0);
  });

  it("keeps the handled state of an anonymous message, with no account", async () => {
    await send(null, message("From a visitor"));
    const { id } = await storedBySubject("From a visitor");
    const response = await markHandled(adminJar, id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: InboxMessage }>().message).toMatchObject({
      account: null,
      handledBy: "chief@example.si",
    });
  });
});
