import path from "node:path";
import { z } from "zod";
import type { DemoAccounts } from "./accounts/demo-accounts";
import { passwordProblems } from "../core/schemas/auth";
import { site } from "../core/site";
import { passwordMessages } from "../core/texts/passwords";
import { demoAccounts } from "./env/demo-accounts.mjs";
import { judgePassword } from "./auth/passwords";
import { parseTrustedProxies, trustProxyProblem, type TrustedProxies } from "./trusted-proxies";

/** Raised for a bad environment; its message is the one line printed before exiting. */
export class ConfigError extends Error {}

const portMessage = "must be a whole number from 1 to 65535 (or 0 for any free port)";
const port = z.coerce
  .number({ error: portMessage })
  .int(portMessage)
  .min(0, portMessage)
  .max(65535, portMessage);

const backupKeepMessage = "must be a whole number from 1 to 1000";
const backupKeep = z.coerce
  .number({ error: backupKeepMessage })
  .int(backupKeepMessage)
  .min(1, backupKeepMessage)
  .max(1000, backupKeepMessage);

const flag = z.enum(["0", "1", "true", "false"], { error: "must be 1 or 0" });

const trustedProxies = z.string().transform((value, context) => {
  const parsed = parseTrustedProxies(value);
  if (parsed === null) {
    context.addIssue({ code: "custom", message: trustProxyProblem });
    return z.NEVER;
  }
  return parsed;
});

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" });

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: "must be a postgres:// or postgresql:// URL",
});

const smtpUrl = z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" });

const email = z.email({ error: "must be an e-mail address" });

const mailbox = z
  .string()
  .trim()
  .refine((value) => /^(.*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/.test(value), {
    error: 'must be an e-mail address or "Name <address>"',
  });

/** A password the server will store for an account named in the environment. */
const accountPassword = z.string().superRefine((value, context) => {
  const problems = passwordProblems(value);
  if (problems.length > 0)
    context.addIssue({ code: "custom", message: `is too weak: ${problems.join(". ")}` });
});

/** A real admin's password: the rules, and not one of the commonly used passwords. */
const adminPassword = z.string().superRefine((value, context) => {
  const verdict = judgePassword(value);
  if (verdict.ok) return;
  const message =
    verdict.reason === "common"
      ? "is a commonly used password: choose another"
      : `is too weak: ${verdict.rules.map((rule) => passwordMessages[rule]).join(". ")}`;
  context.addIssue({ code: "custom", message });
});

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").optional(),
  DATABASE_URL: postgresUrl.optional(),
  BACKUP_DIR: z.string().min(1, "must not be empty").optional(),
  BACKUP_KEEP: backupKeep.default(7),
  PUBLIC_URL: httpUrl.optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailbox.optional(),
  CONTACT_TO: email.optional(),
  DEMO: flag.optional(),
  NODE_ENV: z.string().optional(),
  TRUST_PROXY: trustedProxies.optional(),
  ADMIN_EMAIL: email.optional(),
  ADMIN_PASSWORD: adminPassword.optional(),
  DEMO_PARTNER_EMAIL: email.optional(),
  DEMO_PARTNER_PASSWORD: accountPassword.optional(),
  DEMO_ADMIN_EMAIL: email.optional(),
  DEMO_ADMIN_PASSWORD: accountPassword.optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,}$/, "must be at least 32 printable characters without spaces")
    .optional(),
  BUILD_ID: z
    .string()
    .regex(/^[\w.+-]{1,64}$/, "must be up to 64 letters, digits, dots, dashes or pluses")
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  rootDir: string;
  /** Embedded database folder; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where backups of the embedded database are written (npm run backup, the daily one). */
  backupDir: string;
  /** How many daily backup files are kept. */
  backupKeep: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  demo: boolean;
  /** The demo accounts (seeded at start, shown on the sign-in pages); null outside demo mode. */
  demoAccounts: DemoAccounts | null;
  /** Production bootstrap: this admin is created at start while no admin exists. */
  bootstrapAdmin: { email: string; password: string } | null;
  production: boolean;
  /** Whose `X-Forwarded-For` entries name the client (see trusted-proxies.ts). */
  trustProxy: TrustedProxies;
  logLevel: string;
  /** Lets a scraper elsewhere read /api/metrics as a bearer token; null: this host only. */
  metricsToken: string | null;
  /** Names the build in /api/health and the metrics (a commit or release), when set. */
  buildId: string | undefined;
}

const isOn = (value: string | undefined) => value === "1" || value === "true";

/** Reads the environment once; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, rootDir: string): AppConfig {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      // A password or token is never echoed, not even a rejected one.
      name.includes("PASSWORD") || name.includes("TOKEN")
        ? `Configuration error: ${name} ${issue.message}.`
        : `Configuration error: ${name} ${issue.message} (got ${JSON.stringify(present[name])}).`,
    );
  }
  const vars = parsed.data;
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    const missing = vars.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
    throw new ConfigError(
      `Configuration error: ${missing} must be set too when ${missing === "ADMIN_EMAIL" ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"} is.`,
    );
  }
  const production = vars.NODE_ENV === "production";
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, "");
  const dataDir = path.resolve(rootDir, vars.DATA_DIR ?? ".data");
  const backupDir = vars.BACKUP_DIR
    ? path.resolve(rootDir, vars.BACKUP_DIR)
    : path.join(dataDir, "backups");
  if (backupDir === dataDir) {
    throw new ConfigError(
      `Configuration error: BACKUP_DIR must not be DATA_DIR itself (got ${JSON.stringify(vars.BACKUP_DIR)}).`,
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    rootDir,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    backupDir,
    backupKeep: vars.BACKUP_KEEP,
    publicUrl,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? `${site.name} <no-reply@${new URL(publicUrl).hostname}>`,
    contactTo: vars.CONTACT_TO ?? site.publicEmail,
    demo: vars.DEMO === undefined ? !production : isOn(vars.DEMO),
    demoAccounts: demoAccounts(present),
    bootstrapAdmin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }
        : null,
    production,
    trustProxy: vars.TRUST_PROXY ?? false,
    logLevel: vars.LOG_LEVEL ?? "info",
    metricsToken: vars.METRICS_TOKEN ?? null,
    buildId: vars.BUILD_ID,
  };
}

/** Every variable the server reads: deploy/firm-website.env.example lists exactly these. */
export const configVariables = envSchema.keyof().options;
