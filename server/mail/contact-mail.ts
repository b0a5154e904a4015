import type { ContactMessage } from "../../core/schemas/contact";
import { site } from "../../core/site";
import type { OutgoingMail } from "../repositories/mail-outbox";

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/** The e-mail the firm receives for one contact message; replying answers the sender. */
export function contactMail(message: ContactMessage, to: string, receivedAt: Date): OutgoingMail {
  return {
    to,
    replyTo: message.email,
    subject: `Contact form: ${oneLine(message.subject)}`,
    text: [
      `A visitor sent a message through the ${site.name} website.`,
      "",
      `Name:    ${oneLine(message.name)}`,
      `E-mail:  ${message.email}`,
      `Company: ${message.company ? oneLine(message.company) : "(not given)"}`,
      `Subject: ${oneLine(message.subject)}`,
      `Received: ${receivedAt.toISOString()}`,
      "",
      message.message,
      "",
      "Reply to this e-mail to answer the sender directly.",
    ].join("\n"),
  };
}
