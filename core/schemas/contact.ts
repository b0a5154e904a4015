import { z } from "zod/mini";
import { contactFieldLimits } from "../limits";
import { contactFieldMessages } from "../texts/contact-validation";
import { withoutControlCharacters } from "./text";

// zod/mini keeps the shared schemas small in the browser bundle; the server reads them too.

/** The words the contact form is refused with (core/texts/contact-validation.ts, or its twin). */
export type ContactFieldTexts = typeof contactFieldMessages;

function requiredText(texts: ContactFieldTexts["name" | "subject" | "message"], max: number) {
  return z
    .string()
    .check(
      z.trim(),
      withoutControlCharacters(texts.controlCharacters),
      z.minLength(1, texts.missing),
      z.maxLength(max, texts.tooLong(max)),
    );
}

/** The contact form, as the browser checks it and the API checks it again. */
export function contactMessageSchemaWith(texts: ContactFieldTexts) {
  return z.object({
    name: requiredText(texts.name, contactFieldLimits.name),
    email: z
      .string()
      .check(
        z.trim(),
        withoutControlCharacters(texts.email.controlCharacters),
        z.minLength(1, texts.email.missing),
        z.maxLength(contactFieldLimits.email, texts.email.invalid),
        z.email(texts.email.invalid),
      ),
    company: z.optional(
      z
        .string()
        .check(
          z.trim(),
          withoutControlCharacters(texts.company.controlCharacters),
          z.maxLength(
            contactFieldLimits.company,
            texts.company.tooLong(contactFieldLimits.company),
          ),
        ),
    ),
    subject: requiredText(texts.subject, contactFieldLimits.subject),
    message: requiredText(texts.message, contactFieldLimits.message),
    /** Honeypot: hidden from people, filled in by bots. */
    website: z.optional(z.string().check(z.maxLength(500))),
  });
}

/** The contact form in the words of the imported texts (the page's language in the browser). */
export const contactMessageSchema = contactMessageSchemaWith(contactFieldMessages);

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const requiredContactFields = ["name", "email", "subject", "message"] as const;
