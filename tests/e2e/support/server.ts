import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { tmpdir } from "node:os";
import type { ReceivedMail } from "../../support/smtp";

/** Where the end-to-end run keeps the app and its stand-in mail server. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eDir = path.join(tmpdir(), `site-e2e-${e2ePort}`);
export const receivedMailFile = path.join(e2eDir, "received-mail.jsonl");

/** In a mail's subject: the stand-in SMTP server refuses that mail the first time (552). */
export const mailboxFullMarker = "[mailbox full]";

/** Every mail the stand-in SMTP server has accepted so far, oldest first. */
export function receivedMail(): ReceivedMail[] {
  if (!existsSync(receivedMailFile)) return [];
  return readFileSync(receivedMailFile, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}
