import { z } from "zod/mini";
import { contactFieldLimits } from "../limits";
import { formMessages } from "../texts/forms";
import { withoutControlCharacters } from "./text";

// zod/mini keeps the shared schemas small in the browser bundle; the server reads them too.

function requiredText(label: string, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      withoutControlCharacters(formMessages.controlCharacters(label)),
      z.minLength(1, `Please enter ${label}.`),
      z.maxLength(max, `Please keep ${label} under ${max} characters.`),
    );
}

/** The contact form, as the browser checks it and the API checks it again. */
export const contactMessageSchema = z.object({
  name: requiredText("your name", contactFieldLimits.name),
  email: z
    .string()
    .check(
      z.trim(),
      withoutControlCharacters(formMessages.controlCharacters("your email address")),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(contactFieldLimits.email, formMessages.invalidEmail),
      z.email(formMessages.invalidEmail),
    ),
  company: z.optional(
    z
      .string()
      .check(
        z.trim(),
        withoutControlCharacters(formMessages.controlCharacters("the company name")),
        z.maxLength(
          contactFieldLimits.company,
          `Please keep the company name under ${contactFieldLimits.company} characters.`,
        ),
      ),
  ),
  subject: requiredText("a subject", contactFieldLimits.subject),
  message: requiredText("a message", contactFieldLimits.message),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const requiredContactFields = ["name", "email", "subject", "message"] as const;
