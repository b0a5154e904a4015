import { formMessages } from "./forms";

// The contact form's refusals, field by field: the form shows them beside each field and the
// API answers with the same words (core/schemas/contact.ts holds the rules they go with).

/** A required field's refusals, naming it as a sentence does ("your name", "a subject"). */
const requiredField = (label: string) => ({
  missing: `Please enter ${label}.`,
  tooLong: (max: number) => `Please keep ${label} under ${max} characters.`,
  controlCharacters: formMessages.controlCharacters(label),
});

export const contactFieldMessages = {
  name: requiredField("your name"),
  email: {
    missing: "Please enter your email address.",
    invalid: formMessages.invalidEmail,
    controlCharacters: formMessages.controlCharacters("your email address"),
  },
  company: {
    tooLong: (max: number) => `Please keep the company name under ${max} characters.`,
    controlCharacters: formMessages.controlCharacters("the company name"),
  },
  subject: requiredField("a subject"),
  message: requiredField("a message"),
} as const;
