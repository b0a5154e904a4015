import type { Locale } from "../../core/locales";
import type { ContactMessage } from "../../core/schemas/contact";
import { site } from "../../core/site";
import type { InEachLanguage } from "../http/request-locale";
import type { OutgoingMail } from "../repositories/mail-outbox";

/** The languages' names, as the firm's staff read them. */
const languageNames: InEachLanguage<string> = { en: "English", sl: "Slovenian" };

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/**
 * The e-mail the firm receives for one contact message; replying answers the sender. It is for
 * the firm's staff, so it is in English whatever the page's language, and names that language
 * (the one the visitor wrote from, `locale`) so the reply can be in it.
 */
export function contactMail(
  message: ContactMessage,
  to: string,
  receivedAt: Date,
  locale: Locale = "en",
): OutgoingMail {
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
      `Language: ${languageNames[locale]} (the visitor used the site in ${languageNames[locale]})`,
      "",
      message.message,
      "",
      "Reply to this e-mail to answer the sender directly.",
    ].join("\n"),
  };
}
