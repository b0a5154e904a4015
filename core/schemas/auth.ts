import { z } from "zod/mini";
import { passwordRules } from "../limits";
import { loginMessages } from "../texts/sign-in";
import { passwordMessages } from "../texts/passwords";
import { withoutControlCharacters } from "./text";

/**
 * The spec's "simple pattern" for an e-mail address: something, an @, something, a dot,
 * something, with no spaces. The API checks the same pattern.
 */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MAX_EMAIL = 254;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const MAX_PASSWORD = passwordRules.maxLength;

/** The words sign-in and a reset request are refused with (core/texts/sign-in.ts, or its twin). */
export type SignInTexts = Pick<typeof loginMessages, "validation" | "invalidEmail" | "failed">;
/** A rule of docs/rules.md#passwords, named by its message's key. */
export type PasswordRule = "tooShort" | "tooLong" | "noLetter" | "noNumber" | "badCharacters";
/** The password rules' words (core/texts/passwords.ts, or its twin). */
export type PasswordTexts = typeof passwordMessages;

export function emailFieldWith(texts: SignInTexts) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, texts.validation.description),
      z.maxLength(MAX_EMAIL, texts.invalidEmail.description),
      z.regex(simpleEmailPattern, texts.invalidEmail.description),
      withoutControlCharacters(texts.invalidEmail.description),
    );
}
export const emailField = emailFieldWith(loginMessages);

/** Where a sign-in happened: recorded as the activity's source (docs/rules.md#admin-panel). */
export const loginSources = ["partner-portal", "admin-panel"] as const;

/** How a sign-in proved the account: its password (and code), or a passkey. */
export const signInMethods = ["password", "passkey"] as const;
export type SignInMethod = (typeof signInMethods)[number];

/** Sign-in, from the partner login (/login) or the admin login (/admin). */
export function loginSchemaWith(texts: SignInTexts) {
  return z.object({
    email: emailFieldWith(texts),
    password: z.string().check(
      z.refine((value) => value.trim().length > 0, texts.validation.description),
      z.maxLength(MAX_PASSWORD, texts.failed.description),
      withoutControlCharacters(texts.failed.description),
    ),
    /** Checked: the session survives a browser restart; unchecked: it ends with the browser. */
    remember: z.optional(z.boolean()),
    /**
     * Which sign-in page: recorded as the activity's source; admin sign-ins need the admin role.
     */
    source: z.optional(z.enum(loginSources)),
  });
}
export const loginSchema = loginSchemaWith(loginMessages);
export type LoginInput = z.input<typeof loginSchema>;
export type LoginSource = NonNullable<z.output<typeof loginSchema>["source"]>;

/**
 * The non-secret part of a session, which the browser may keep: who is signed in and when the
 * access token expires. The tokens themselves travel only in HttpOnly cookies.
 */
export const sessionInfoSchema = z.object({
  /** The role as it was when the token was issued: it picks the header's links, never access. */
  user: z.object({ id: z.string(), email: z.string(), role: z.enum(["partner", "admin"]) }),
  /** ISO time at which the access token expires; the page refreshes it 90 s before. */
  expiresAt: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/**
 * The answer to sign-in, refresh and the session check. `expiresInMs` is the access token's
 * time left as the server counts it: the page places the expiry on its own clock with it, since
 * the browser's clock may be minutes off the server's.
 */
export const sessionAnswerSchema = z.object({
  session: sessionInfoSchema,
  expiresInMs: z.number().check(z.int(), z.minimum(0)),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Refresh: how long the person has been idle in the page, so idle time is not mistaken for use. */
export const refreshSchema = z.object({
  idleMs: z.optional(z.number().check(z.int(), z.minimum(0))),
});

export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.nullable(z.string()),
  company: z.nullable(z.string()),
  role: z.enum(["partner", "admin"]),
  loginCount: z.number(),
  lastLogin: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export function passwordResetRequestSchemaWith(texts: SignInTexts) {
  return z.object({ email: emailFieldWith(texts) });
}
export const passwordResetRequestSchema = passwordResetRequestSchemaWith(loginMessages);

/**
 * A password a person chooses (reset page) or an admin sets (docs/rules.md#passwords): every
 * failure is reported, so the page can join them with '. '.
 */
export function newPasswordFieldWith(texts: Record<PasswordRule, string>) {
  return z
    .string()
    .check(
      z.minLength(passwordRules.minLength, texts.tooShort),
      z.maxLength(MAX_PASSWORD, texts.tooLong),
      z.regex(/\p{L}/u, texts.noLetter),
      z.regex(/\p{N}/u, texts.noNumber),
      withoutControlCharacters(texts.badCharacters),
    );
}
export const newPasswordField = newPasswordFieldWith(passwordMessages);

// The same checks, each naming its rule in place of words: the server answers in the language
// of the request, so it judges by rule and words the answer last. Built on first use, so the
// pages that import this module for the sign-in schema neither carry nor build it.
let passwordRuleField: ReturnType<typeof newPasswordFieldWith> | undefined;

/** Every rule a password breaks, in the rules' order; empty when it is acceptable. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  passwordRuleField ??= newPasswordFieldWith({
    tooShort: "tooShort",
    tooLong: "tooLong",
    noLetter: "noLetter",
    noNumber: "noNumber",
    badCharacters: "badCharacters",
  } satisfies Record<PasswordRule, PasswordRule>);
  const result = passwordRuleField.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message as PasswordRule);
}

/** Every policy failure of a password, in `texts`' words; empty when it is acceptable. */
export function passwordProblems(
  password: string,
  texts: Record<PasswordRule, string> = passwordMessages,
): string[] {
  return brokenPasswordRules(password).map((rule) => texts[rule]);
}

/** The policy is judged by the handler, so every failure is reported together. */
export function passwordResetConfirmSchemaWith(texts: Pick<PasswordTexts, "tooLong">) {
  return z.object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    password: z.string().check(z.maxLength(MAX_PASSWORD, texts.tooLong)),
  });
}
export const passwordResetConfirmSchema = passwordResetConfirmSchemaWith(passwordMessages);

/** The lockout answer (429): the page shows "Please wait N minutes". */
export const tooManyAttemptsSchema = z.object({
  statusCode: z.literal(429),
  error: z.string(),
  message: z.string(),
  retryAfterSeconds: z.number(),
});
