/** Business constants and limits (SPEC §9). Server and browser both import these. */
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

export const passwordRules = {
  minLength: 6,
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
} as const;

export const terms = {
  paymentDays: 30,
  disputeReportDays: 30,
} as const;
