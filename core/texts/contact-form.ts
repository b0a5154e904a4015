/**
 * The contact form's own words: its fields, the honeypot's label (read only by screen readers
 * and bots) and its button. The validation messages are in `forms.ts`, the toasts in
 * `contact-toasts.ts`, the outcome in `contact-result.ts`.
 */
export const contactFormTexts = {
  fields: {
    name: "Name",
    email: "Email",
    company: "Company",
    subject: "Subject",
    message: "Message",
  },
  /** After the label of a field that may stay empty. */
  optional: "(optional)",
  honeypot: "Leave this field empty",
  send: "Send Message",
  sending: "Sending...",
} as const;
