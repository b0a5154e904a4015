import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients, as the SMTP server was told them. */
  recipients: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
}

/** Enough of RFC 5322 for our own plain-text mails: unfolded headers and a decoded body. */
export function parseMail(raw: string, recipients: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  let body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (headers["content-transfer-encoding"] === "quoted-printable") {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
      "latin1",
    ).toString("utf8");
  } else if (headers["content-transfer-encoding"] === "base64") {
    body = Buffer.from(body, "base64").toString("utf8");
  }
  return { recipients, headers, subject: headers.subject ?? "", text: body.replace(/\r\n/g, "\n") };
}

/** A reply that refuses a mail, as a real server does when a mailbox is full. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** Decides, per mail, whether to refuse it instead of keeping it. */
  constructor(private readonly refuse: (mail: ReceivedMail) => SmtpRefusal | null = () => null) {}

  /** Port 0 picks a free one; pass the old port to bring a "crashed" server back. */
  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const mail = parseMail(Buffer.concat(chunks).toString("utf8"), recipients);
          const refusal = this.refuse(mail);
          if (refusal) {
            callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
            return;
          }
          this.received.push(mail);
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => resolve());
    });
    const address = this.server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A port with nothing listening on it: an SMTP server that is down. */
export async function unusedPort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
