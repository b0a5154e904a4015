import { paths } from "../core/paths";
import { site } from "../core/site";
import type { DemoAccounts } from "./accounts/demo-accounts";
import type { AppConfig } from "./config";

/** What an operator needs once the server is up; never a password but the demo's public ones. */
export interface StartupSummary {
  site: string;
  login: string;
  admin: string;
  /** The address and port the server listens on, when PUBLIC_URL names another one. */
  listening: string | null;
  /** False when there is no build to serve (development: Vite serves the web app). */
  servesWebApp: boolean;
  demo: DemoAccounts | null;
  data: { kind: "embedded"; folder: string } | { kind: "postgres"; host: string; database: string };
  mail: { kind: "smtp"; host: string } | { kind: "outbox" };
}

export function startupSummary(
  config: Pick<
    AppConfig,
    "publicUrl" | "host" | "demoAccounts" | "databaseUrl" | "dataDir" | "smtpUrl"
  >,
  port: number,
  servesWebApp = true,
): StartupSummary {
  const database = config.databaseUrl ? new URL(config.databaseUrl) : null;
  return {
    site: config.publicUrl,
    login: `${config.publicUrl}${paths.login}`,
    admin: `${config.publicUrl}${paths.admin}`,
    listening:
      config.publicUrl === `http://localhost:${port}` ? null : `${config.host}:${String(port)}`,
    servesWebApp,
    demo: config.demoAccounts,
    // Host and database name only: the URL's user and password stay out of the output.
    data: database
      ? {
          kind: "postgres",
          host: database.host,
          database: decodeURIComponent(database.pathname.slice(1)) || "(the user's default)",
        }
      : { kind: "embedded", folder: config.dataDir },
    mail: config.smtpUrl
      ? { kind: "smtp", host: new URL(config.smtpUrl).host }
      : { kind: "outbox" },
  };
}

/** The block printed in a terminal once the server answers. */
export function formatReadyBlock(summary: StartupSummary): string {
  const rows: [string, string][] = [
    ["Site", summary.site],
    ["Sign in", summary.login],
    ["Admin panel", summary.admin],
  ];
  if (summary.demo) {
    rows.push(
      ["Demo partner", `${summary.demo.partner.email} / ${summary.demo.partner.password}`],
      ["Demo admin", `${summary.demo.admin.email} / ${summary.demo.admin.password}`],
    );
  }
  rows.push([
    "Data",
    summary.data.kind === "embedded"
      ? `embedded database in ${summary.data.folder}`
      : `PostgreSQL database ${summary.data.database} on ${summary.data.host}`,
  ]);
  rows.push([
    "E-mail",
    summary.mail.kind === "smtp"
      ? `delivered through ${summary.mail.host}`
      : "held in the outbox, not sent (set SMTP_URL to deliver it)",
  ]);
  if (summary.listening) rows.push(["Listening on", summary.listening]);
  if (!summary.servesWebApp) {
    rows.push(["Web app", "not built, so only the API is served here (npm run dev serves both)"]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    "",
    `${site.name} is ready at ${summary.site}`,
    "",
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    "",
    "  Press Ctrl-C to stop.",
    "",
  ].join("\n");
}

/** The same facts as one structured log line, for log collectors: no demo passwords. */
export function readyLogFields(summary: StartupSummary) {
  return {
    url: summary.site,
    ...(summary.listening ? { listening: summary.listening } : {}),
    ...(summary.servesWebApp ? {} : { webApp: "not built: API only" }),
    demo: summary.demo !== null,
    data: summary.data,
    mail: summary.mail,
  };
}
