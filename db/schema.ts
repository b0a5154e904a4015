import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  jsonb,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { auditActions } from "../core/schemas/admin-activity";
import { loginSources, signInMethods } from "../core/schemas/auth";
import { defaultLocale, locales } from "../core/locales";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 320 }).notNull(),
    company: varchar("company", { length: 200 }),
    subject: varchar("subject", { length: 300 }).notNull(),
    message: text("message").notNull(),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The e-mail that carries the message to the firm; gone once retention removes that mail. */
    mailId: bigint("mail_id", { mode: "number" }).references(() => mailOutbox.id, {
      onDelete: "set null",
    }),
    /**
     * The account whose session sent the message (never taken from the message itself); null
     * for a visitor, and once the account is deleted, the message stays.
     */
    userId: uuid("user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** When an admin marked the message handled; null while it is only received. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The admin who marked it handled; null when unhandled or that account is gone. */
    handledBy: uuid("handled_by").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    // Newest first, page after page: (created_at, id) is the order and the page cursor.
    index("contact_messages_created_id_idx").on(table.createdAt, table.id),
    index("contact_messages_mail_idx").on(table.mailId),
    // A partner's own requests, newest first; also what deleting an account sets to null.
    index("contact_messages_user_idx").on(table.userId, table.createdAt, table.id),
    index("contact_messages_handled_by_idx").on(table.handledBy),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Outgoing e-mail: written in the same transaction as what caused it, delivered by the worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    status: varchar("status", { length: 16, enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** A worker's lease on the row while it delivers it, so two instances never send it twice. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export const roles = ["partner", "admin"] as const;
export type Role = (typeof roles)[number];

/** Accounts. The e-mail is stored as typed (trimmed) and unique whatever its case. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: varchar("full_name", { length: 200 }),
    company: varchar("company", { length: 200 }),
    role: varchar("role", { length: 16, enum: roles }).notNull().default("partner"),
    loginCount: integer("login_count").notNull().default(0),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    /** A demo mode account (DEMO_*): removed when the server starts outside demo mode. */
    demo: boolean("demo").notNull().default(false),
    /**
     * The language the account's e-mails are written in: that of the page it last signed in
     * from; English until its first sign-in.
     */
    locale: text("locale", { enum: locales }).notNull().default(defaultLocale),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    check(
      "users_locale_check",
      sql`${table.locale} in (${sql.raw(locales.map((locale) => `'${locale}'`).join(", "))})`,
    ),
    index("users_role_idx").on(table.role),
    // The admin table's default order: its first page reads 100 rows instead of sorting all.
    index("users_created_at_idx").on(table.createdAt),
    // Sorted by last sign-in, the first page reads 100 rows in index order and sorts only ties.
    index("users_last_login_at_idx").on(table.lastLoginAt),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * One signed-in browser: the family of tokens issued since one sign-in. Revoking it ends
 * every token of the family at once.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Whether the cookies outlive the browser ("Remember me"). */
    remember: boolean("remember").notNull(),
    source: varchar("source", { length: 32, enum: loginSources }).notNull(),
    /** The sign-in: the absolute limit counts from here. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The person's last activity: the idle limit counts from here. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Where the sign-in came from, shown to the owner among their sessions. */
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    /** The password was right and the account's second factor is still to be given: no rights. */
    secondFactorDue: boolean("second_factor_due").notNull().default(false),
    /** Wrong second-factor codes given in this sign-in. */
    secondFactorFailures: integer("second_factor_failures").notNull().default(0),
    /** Signed in with a passkey its device verified: two factors in one. */
    passkey: boolean("passkey").notNull().default(false),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * An account's authenticator app (TOTP, docs/rules.md#two-factor-sign-in): one per account,
 * in force once a code from it was accepted (`confirmedAt`).
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared secret, base32, as the app was given it. */
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The latest time-step accepted: no step up to it is accepted again. */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** Single-use recovery codes, stored as SHA-256 digests only (each has 120 random bits). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("recovery_codes_user_idx").on(table.userId)],
);

/**
 * An account's passkeys (WebAuthn, docs/rules.md#passkeys): the public key only; the private key
 * never leaves the person's device.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    /** The credential's id, base64url, as the browser names it. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter: a use that does not raise it is refused. */
    counter: bigint("counter", { mode: "number" }).notNull(),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** Backed up by its provider (a synced passkey), as the device said when it was made. */
    backedUp: boolean("backed_up").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_user_idx").on(table.userId)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * WebAuthn challenges handed out and not yet answered: each is taken (deleted) by the answer
 * that brings it, so it works once, and expires after a few minutes.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: varchar("purpose", { length: 16, enum: ["add-passkey", "sign-in"] }).notNull(),
    /** The account adding a passkey; null for a sign-in, whose account is not known yet. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The client address it was handed to: a cap on how many one address holds. */
    addressKey: text("address_key").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("webauthn_challenges_address_idx").on(table.addressKey, table.expiresAt),
    index("webauthn_challenges_expires_idx").on(table.expiresAt),
  ],
);

/** Access and refresh tokens, stored as SHA-256 digests only. */
export const sessionTokens = pgTable(
  "session_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 8, enum: ["access", "refresh"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When a refresh token was exchanged; a later reuse past the grace revokes the family. */
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("session_tokens_session_idx").on(table.sessionId),
    index("session_tokens_expires_idx").on(table.expiresAt),
  ],
);

/** Single-use password reset links, stored as SHA-256 digests only. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_reset_tokens_user_idx").on(table.userId)],
);

/**
 * Sign-in throttles, one row per key (an account's normalised e-mail, whether or not the account
 * exists, or a client address): attempts in the current window and, once over the limit, the
 * time the block ends.
 */
export const loginThrottles = pgTable("login_throttles", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/** Successful sign-ins, recorded by the server itself (docs/rules.md#admin-panel, Activity). */
export const userActivityLogs = pgTable(
  "user_activity_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: varchar("email", { length: 254 }).notNull(),
    activityType: varchar("activity_type", { length: 32 }).notNull(),
    source: varchar("source", { length: 32, enum: loginSources }).notNull(),
    method: varchar("method", { length: 16, enum: signInMethods }).notNull().default("password"),
    /** The client's real address (honouring TRUST_PROXY). */
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("user_activity_logs_created_id_idx").on(table.createdAt, table.id),
    index("user_activity_logs_source_idx").on(table.source, table.createdAt, table.id),
    index("user_activity_logs_user_idx").on(table.userId, table.createdAt),
  ],
);

/** What admins did to accounts: who, what, to whom, when, which fields. Never a password. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: varchar("actor_email", { length: 254 }).notNull(),
    action: varchar("action", {
      length: 32,
      enum: auditActions,
    }).notNull(),
    targetId: text("target_id"),
    targetEmail: varchar("target_email", { length: 254 }),
    /** Names of the fields changed; a password change appears as "password", never its value. */
    changedFields: jsonb("changed_fields").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("admin_audit_log_created_id_idx").on(table.createdAt, table.id),
    index("admin_audit_log_action_idx").on(table.action, table.createdAt, table.id),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
