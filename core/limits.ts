/** Business constants and limits (the rules: docs/rules.md). Server and browser import these. */
const MINUTE = 60_000;

export const partnerLoginLimit = {
  maxFailedAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
} as const;

export const adminLoginLimit = {
  maxAttempts: 5,
  windowMs: 15 * MINUTE,
  lockMs: 30 * MINUTE,
} as const;

export const partnerInactivity = {
  timeoutMs: 30 * MINUTE,
  warningMs: 25 * MINUTE,
} as const;

export const sessionRefresh = {
  checkEveryMs: 30_000,
  refreshWithinMs: 90_000,
} as const;

/**
 * Sessions, enforced by the server. The idle limit is the page's inactivity timeout, so the two
 * sides agree; the access token is short so a revoked session stops working within minutes
 * even where a check is cached, and the page refreshes it well before it expires.
 */
export const sessionLimits = {
  accessTokenMs: 10 * MINUTE,
  idleMs: partnerInactivity.timeoutMs,
  absoluteMs: 12 * 60 * MINUTE,
  /** Two tabs refreshing with the same token at once both succeed within this time. */
  refreshReuseGraceMs: 10_000,
} as const;

/**
 * Failed sign-ins from one client address, whatever the account: a guard against password
 * spraying, loose enough that one office behind one address is never blocked by one colleague.
 */
export const addressLoginLimit = {
  maxFailedAttempts: 100,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
} as const;

/** Password reset links: one hour, and few enough e-mails that nobody's mailbox can be flooded. */
export const passwordResetLimits = {
  linkValidMs: 60 * MINUTE,
  /** E-mails sent to one account per window; more requests are answered alike but send nothing. */
  perAccount: { max: 3, windowMs: 60 * MINUTE },
  /** Requests from one client address per window (429 beyond). */
  perAddress: { max: 10, windowMs: 60 * MINUTE },
} as const;

/**
 * Demo mode's "update test user passwords" call, per client address: each costs at most two
 * password checks, and every visitor's first /login makes one, so an office of visitors (or a
 * test run) must fit while a flood stays pointless.
 */
export const demoHelperLimit = { max: 100, windowMs: 15 * MINUTE } as const;

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): 6-digit codes for 30-second
 * steps, accepted one step either side of the server's, each step once per account.
 */
export const twoFactorLimits = {
  digits: 6,
  stepSeconds: 30,
  /** Steps accepted either side of the current one, for clocks a little apart. */
  stepWindow: 1,
  /** Wrong codes that end a sign-in waiting for its second factor. */
  maxWrongCodes: 5,
  /** Recovery codes made at a time, each usable once. */
  recoveryCodes: 10,
} as const;

/** Passkeys (docs/rules.md#passkeys). */
export const passkeyLimits = {
  /** Passkeys one account may hold. */
  perAccount: 10,
  /** The longest name a passkey may be given. */
  nameLength: 60,
  /** How long the browser has to answer a challenge: a ceremony takes longer than a form. */
  challengeMs: 5 * 60_000,
  /** Challenges one client address may hold unanswered at once. */
  openChallengesPerAddress: 100,
} as const;

/** The account page: how many of the account's latest sign-ins it lists. */
export const accountLimits = { recentSignIns: 10 } as const;

export const passwordRules = {
  minLength: 6,
  /** The longest password any form or API takes: a hash's input, not a rule people meet. */
  maxLength: 256,
} as const;

export const defaultRole = "partner" as const;

export const contactResponseHours = 24;

/** Field length limits of the contact form, checked in the browser and again on the server. */
export const contactFieldLimits = {
  name: 100,
  email: 254,
  company: 150,
  subject: 200,
  message: 5000,
} as const;

/**
 * Contact messages accepted from one client address: at most `max` in `windowMs`.
 * Generous for a person, tight enough to make a flood pointless.
 */
export const contactRateLimit = {
  max: 5,
  windowMs: 15 * MINUTE,
} as const;

/** How long personal data is kept (the privacy policy states these; the server enforces them). */
export const dataRetention = {
  contactMessageYears: 2,
  /** Sign-in records (who signed in, when, from where), kept for security. */
  signInRecordMonths: 12,
} as const;

export const terms = {
  paymentDays: 30,
  disputeReportDays: 30,
} as const;
