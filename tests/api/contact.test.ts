import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../core/texts/contact-toasts";
import { formMessages } from "../../core/texts/forms";
import { contactMessages as contactTable, mailOutbox, rateLimitCounters } from "../../db/schema";
import { emptyTables } from "../support/tables";
import { useTestApp } from "../support/test-app";

const validMessage = {
  name: "Ana Novak",
  email: "ana.novak@example.org",
  company: "Novak Precision d.o.o.",
  subject: "Sourcing request",
  message: "We are looking for a supplier of CNC machined aluminium housings.",
};

const SECOND = 1000;
const MINUTE = 60_000;

const testApp = useTestApp();

beforeEach(async () => {
  const { db } = testApp;
  await emptyTables(db, contactTable, mailOutbox, rateLimitCounters);
});

function post(body: unknown, headers: Record<string, string> = {}, remoteAddress = "203.0.113.10") {
  return testApp.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress,
  });
}

describe("POST /api/contact", () => {
  it("stores the message and queues one e-mail to the firm, replying to the sender", async () => {
    const response = await post({ ...validMessage, name: "  Ana Novak  " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const [stored] = await testApp.db.select().from(contactTable);
    expect(stored).toMatchObject({
      name: "Ana Novak",
      email: validMessage.email,
      company: validMessage.company,
      subject: validMessage.subject,
      message: validMessage.message,
      ipAddress: "203.0.113.10",
    });

    const mails = await testApp.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "office@example.com",
      replyTo: validMessage.email,
      subject: "Contact form: Sourcing request",
      status: "pending",
      attempts: 0,
    });
    expect(mails[0]!.textBody).toContain(validMessage.message);
    expect(mails[0]!.textBody).toContain("Novak Precision d.o.o.");
  });

  it("accepts a message without a company", async () => {
    const { company: _company, ...withoutCompany } = validMessage;
    const response = await post(withoutCompany);
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.db.select().from(contactTable);
    expect(stored!.company).toBeNull();
  });

  it("refuses missing required fields with the required message and keeps nothing", async () => {
    const response = await post({ ...validMessage, name: "   ", subject: "" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(formMessages.missingFields);
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(["name", "subject"]));
    expect(await testApp.db.select().from(contactTable)).toHaveLength(0);
    expect(await testApp.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses a field that is absent altogether", async () => {
    const { message: _message, ...withoutMessage } = validMessage;
    const response = await post(withoutMessage);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(formMessages.missingFields);
  });

  it("refuses an invalid e-mail address", async () => {
    const response = await post({ ...validMessage, email: "ana.novak@" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: formMessages.invalidEmail,
      fieldErrors: { email: formMessages.invalidEmail },
    });
  });

  it("refuses a message over the length limit", async () => {
    const response = await post({ ...validMessage, message: "x".repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.message).toMatch(/under 5000 characters/);
  });

  // docs/rules.md#contact-form: name 100, e-mail 254, company 150, subject 200, message 5000.
  /** A valid e-mail address exactly `length` characters long. */
  const emailOfLength = (length: number) => {
    const domain = `${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.org`;
    return `${"a".repeat(length - domain.length - 1)}@${domain}`;
  };
  it.each([
    ["name", 100, (length: number) => "n".repeat(length)],
    ["email", 254, emailOfLength],
    ["company", 150, (length: number) => "c".repeat(length)],
    ["subject", 200, (length: number) => "s".repeat(length)],
    ["message", 5000, (length: number) => "m".repeat(length)],
  ] as const)(
    "accepts %s at its limit of %i characters and refuses one more",
    async (field, limit, valueOf) => {
      const atLimit = valueOf(limit);
      expect(atLimit).toHaveLength(limit);
      const accepted = await post({ ...validMessage, [field]: atLimit });
      expect(accepted.statusCode).toBe(201);
      const [stored] = await testApp.db.select().from(contactTable);
      expect(stored![field]).toBe(atLimit);

      const over = valueOf(limit + 1);
      expect(over).toHaveLength(limit + 1);
      const refused = await post({ ...validMessage, [field]: over });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fieldErrors)).toEqual([field]);
      expect(await testApp.db.select().from(contactTable)).toHaveLength(1);
    },
  );

  it.each([
    ["malformed JSON", '{"name": ', { "content-type": "application/json" }, 400],
    ["a non-JSON body", "name=Ana", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["an empty body", "", { "content-type": "application/json" }, 400],
    ["a JSON array", "[]", { "content-type": "application/json" }, 400],
  ])("answers %s with a clear 4xx JSON error", async (_label, body, headers, status) => {
    const response = await post(body, headers);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().message.length).toBeGreaterThan(5);
  });

  it("answers an oversized body with 413", async () => {
    const response = await post({ ...validMessage, message: "x".repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The request is too large.");
  });

  it("pretends to accept a message whose honeypot is filled, and keeps nothing", async () => {
    const response = await post({ ...validMessage, website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    // The same answer as a kept anonymous message's: the bot cannot tell.
    expect(response.json()).toEqual({ ok: true });
    expect(await testApp.db.select().from(contactTable)).toHaveLength(0);
    expect(await testApp.db.select().from(mailOutbox)).toHaveLength(0);
  });

  // docs/rules.md#contact-form: 5 messages per 15 minutes from one client address.
  it("takes 5 messages per address, refuses the 6th, and lifts the limit 15 minutes after the first", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(validMessage)).statusCode).toBe(201);
    }
    const refused = await post(validMessage);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(contactMessages.tooMany);
    expect(refused.headers["retry-after"]).toBe(String(15 * 60));

    // Another address is unaffected.
    expect((await post(validMessage, {}, "198.51.100.7")).statusCode).toBe(201);

    testApp.clock.advance(15 * MINUTE - SECOND);
    expect((await post(validMessage)).statusCode).toBe(429);
    testApp.clock.advance(SECOND);
    expect((await post(validMessage)).statusCode).toBe(201);
    expect(await testApp.db.select().from(contactTable)).toHaveLength(7);
  });

  it("keeps its own count: other limited routes do not use up its allowance", async () => {
    for (let i = 0; i < 5; i += 1) {
      const reset = await testApp.app.inject({
        method: "POST",
        url: "/api/auth/password-reset",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: `someone${i}@example.org` }),
        remoteAddress: "203.0.113.10",
      });
      expect(reset.statusCode).toBe(202);
    }
    expect((await post(validMessage)).statusCode).toBe(201);
    const keys = (await testApp.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys.some((key) => key.startsWith("POST /api/contact:"))).toBe(true);
    expect(keys.some((key) => key.startsWith("POST /api/auth/password-reset:"))).toBe(true);
  });

  it("does not count invalid submissions against the limit", async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await post({ ...validMessage, email: "bad" })).statusCode).toBe(400);
    }
    expect((await post(validMessage)).statusCode).toBe(201);
  });

  it.each(["name", "email", "company", "subject", "message"] as const)(
    "refuses a NUL or other control character in %s with a clear 400 and keeps nothing",
    async (field) => {
      for (const bad of ["a\u0000b", "a\u0007b", "a\u001bb"]) {
        const value = field === "email" ? `eve${bad}@example.com` : bad;
        const response = await post({ ...validMessage, [field]: value });
        expect(response.statusCode, JSON.stringify(value)).toBe(400);
        const body = response.json();
        expect(body.message).toBe(body.fieldErrors[field]);
        expect(body.fieldErrors[field]).toMatch(/control characters/);
      }
      expect(await testApp.db.select().from(contactTable)).toHaveLength(0);
    },
  );

  it("keeps line breaks and tabs in a message", async () => {
    const message = "Line one\r\nLine two\n\tindented";
    expect((await post({ ...validMessage, message })).statusCode).toBe(201);
    const [stored] = await testApp.db.select().from(contactTable);
    expect(stored!.message).toBe(message);
  });

  it("does not count control characters against the sender's allowance", async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await post({ ...validMessage, name: "a\u0000b" })).statusCode).toBe(400);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await post(validMessage)).statusCode).toBe(201);
    }
  });

  it("refuses a cross-site submission", async () => {
    const fromElsewhere = await post(validMessage, { origin: "https://evil.example" });
    expect(fromElsewhere.statusCode).toBe(403);
    const crossSite = await post(validMessage, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await post(validMessage, {
      origin: "http://localhost:3000",
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  it("sends security headers with API answers", async () => {
    const response = await post(validMessage);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("other API routes", () => {
  it("reports health with the database", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Not Found");
  });

  it("publishes an OpenAPI description of the contact route", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(
      spec.paths["/api/contact"].post.requestBody.content["application/json"].schema.required,
    ).toEqual(expect.arrayContaining(["name", "email", "subject", "message"]));
  });
});
