import { z } from "zod";
import { contactFieldLimits } from "../limits";
import { formMessages } from "../messages";

function requiredText(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`);
}

/** The contact form, as the browser checks it and the API checks it again. */
export const contactMessageSchema = z.object({
  name: requiredText("your name", contactFieldLimits.name),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(contactFieldLimits.email, formMessages.invalidEmail)
    .pipe(z.email(formMessages.invalidEmail)),
  company: z
    .string()
    .trim()
    .max(
      contactFieldLimits.company,
      `Please keep the company name under ${contactFieldLimits.company} characters.`,
    )
    .optional(),
  subject: requiredText("a subject", contactFieldLimits.subject),
  message: requiredText("a message", contactFieldLimits.message),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const requiredContactFields = ["name", "email", "subject", "message"] as const;
