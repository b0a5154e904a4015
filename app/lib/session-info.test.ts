import { describe, expect, it } from "vitest";
import { sessionAnswerSchema, sessionInfoSchema } from "../../core/schemas/auth";
import { parseSessionInfo } from "./session-info";
import { parseSessionAnswer } from "./session-keeper";

const samples: unknown[] = [
  {
    user: { id: "u1", email: "ana@example.org", role: "partner" },
    expiresAt: "2026-03-02T09:15:00.000Z",
  },
  { user: { id: "u1", email: "ana@example.org", role: "admin" }, expiresAt: "x", more: true },
  { user: { id: "u1", email: "ana@example.org", role: "root" }, expiresAt: "x" },
  { user: { id: "u1", email: "ana@example.org", role: "admin", extra: 1 }, expiresAt: "x" },
  { user: { id: "u1", email: "ana@example.org" }, expiresAt: "2026-03-02T09:15:00.000Z" },
  { user: { id: 1, email: "ana@example.org" }, expiresAt: "2026-03-02T09:15:00.000Z" },
  { user: { id: "u1" }, expiresAt: "2026-03-02T09:15:00.000Z" },
  { user: null, expiresAt: "2026-03-02T09:15:00.000Z" },
  { user: { id: "u1", email: "ana@example.org" } },
  { user: { id: "u1", email: "ana@example.org" }, expiresAt: 5 },
  null,
  "session",
  42,
];

describe("parseSessionInfo", () => {
  it.each(samples)("answers as sessionInfoSchema does for %j", (sample) => {
    const byschema = sessionInfoSchema.safeParse(sample);
    expect(parseSessionInfo(sample)).toEqual(byschema.success ? byschema.data : null);
  });
});

const session = samples[0];
const answers: unknown[] = [
  { session, expiresInMs: 600_000 },
  { session, expiresInMs: 0 },
  { session, expiresInMs: -1 },
  { session, expiresInMs: 1.5 },
  { session, expiresInMs: "600000" },
  { session, expiresInMs: Number.NaN },
  { session },
  { session: samples[2], expiresInMs: 600_000 },
  { session: null, expiresInMs: 600_000 },
  null,
  "answer",
];

describe("parseSessionAnswer", () => {
  it.each(answers)("answers as sessionAnswerSchema does for %j", (sample) => {
    const byschema = sessionAnswerSchema.safeParse(sample);
    expect(parseSessionAnswer(sample)).toEqual(byschema.success ? byschema.data : null);
  });
});
