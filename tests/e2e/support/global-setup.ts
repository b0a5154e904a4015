import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { TestSmtpServer } from "../../support/smtp";
import { e2eDir, e2ePort, mailboxFullMarker, receivedMailFile } from "./server";

const root = path.resolve(import.meta.dirname, "../../..");

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  // Generous: a busy machine can take most of a minute to start the server and its database.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy:\n${output()}`);
}

/**
 * Runs the production build (`npm run build` must have run) on a fresh embedded database,
 * with a real SMTP server whose mail the tests read back from a file.
 */
export default async function globalSetup() {
  if (!existsSync(path.join(root, "dist", "server.js"))) {
    throw new Error("No production build: run `npm run build` before the browser tests.");
  }
  rmSync(e2eDir, { recursive: true, force: true });
  mkdirSync(e2eDir, { recursive: true });

  // A mail whose subject names a full mailbox is refused once with a permanent error, as a real
  // server would: the outbox marks it failed at once, and an admin's retry then delivers it.
  const refusedOnce = new Set<string>();
  const smtp = new TestSmtpServer((mail) => {
    if (!mail.subject.includes(mailboxFullMarker) || refusedOnce.has(mail.subject)) return null;
    refusedOnce.add(mail.subject);
    return { code: 552, message: "Mailbox full" };
  });
  await smtp.start();
  const received = smtp.received;
  received.push = (...mails) => {
    for (const mail of mails) appendFileSync(receivedMailFile, JSON.stringify(mail) + "\n");
    return Array.prototype.push.apply(received, mails);
  };

  let output = "";
  const server = spawn(process.execPath, ["dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      PORT: String(e2ePort),
      HOST: "127.0.0.1",
      // Visitors' address, not the one the browser reaches here (as behind a proxy): the
      // pages must name this one, before and after a client-side navigation.
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: path.join(e2eDir, "data"),
      SMTP_URL: smtp.url,
      CONTACT_TO: "office@example.com",
      LOG_LEVEL: "warn",
      // As behind the reverse proxy of a deployment: tests may name their visitor's address.
      TRUST_PROXY: "1",
      // The demo accounts exist, and /login shows their credentials.
      DEMO: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(`http://127.0.0.1:${e2ePort}/api/health`, server, () => output);
  } catch (error) {
    // A server that never became healthy must not outlive the failed run, holding its port.
    server.kill("SIGKILL");
    await smtp.stop();
    throw error;
  }

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await smtp.stop();
  };
}
