import nodemailer from "nodemailer";
import type { OutgoingMail } from "../repositories/mail-outbox";

export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

/** SMTP delivery through nodemailer; timeouts short enough that a dead server fails fast. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
      });
    },
    close: () => transporter.close(),
  };
}
