import path from "node:path";
import { tmpdir } from "node:os";

/** Where the end-to-end run keeps the app and its stand-in mail server. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eDir = path.join(tmpdir(), `site-e2e-${e2ePort}`);
export const receivedMailFile = path.join(e2eDir, "received-mail.jsonl");

/** In a mail's subject: the stand-in SMTP server refuses that mail the first time (552). */
export const mailboxFullMarker = "[mailbox full]";
