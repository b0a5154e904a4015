import pretty from "pino-pretty";

/**
 * Whether people read the output: a terminal, outside production. Piped, or with
 * NODE_ENV=production, the server writes JSON lines for log collectors.
 */
export function readableOutput(options: { tty: boolean; production: boolean }): boolean {
  return options.tty && !options.production;
}

interface LogRecord {
  msg?: unknown;
  req?: { method?: unknown; path?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/** A request's line as people read it: `GET /api/health 200 3 ms`; null for other lines. */
export function requestSummary(record: LogRecord): string | null {
  const { req, res, responseTime } = record;
  if (typeof req?.method !== "string" || typeof res?.statusCode !== "number") return null;
  const time = typeof responseTime === "number" ? ` ${Math.round(responseTime)} ms` : "";
  const outcome = record.msg === "request completed" ? "" : ` (${String(record.msg)})`;
  return `${req.method} ${String(req.path)} ${res.statusCode}${time}${outcome}`;
}

/**
 * Log lines for a terminal (pino-pretty): the time, the level and the message, a request on
 * one line, other fields after the message and an error's stack below it.
 */
export function readableLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return pretty({
    destination,
    sync: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,req,res,responseTime",
    singleLine: true,
    messageFormat: (log, messageKey) =>
      requestSummary(log as LogRecord) ?? String(log[messageKey] ?? ""),
  });
}
