import { contactResponseHours } from "../limits";

/**
 * The forms' shared validation texts and the contact form's toasts, shown word for word
 * (docs/rules.md#texts).
 */
export const formMessages = {
  missingFields: "Please fill in all required fields.",
  invalidEmail: "Please enter a valid email address.",
  /** Invisible characters (NUL, escape, …) pasted into a field: say which field to retype. */
  controlCharacters: (label: string) =>
    `Please remove the invisible control characters from ${label}.`,
} as const;

export const contactMessages = {
  missingFields: { title: "Error", description: formMessages.missingFields },
  failed: { title: "Error", description: "Failed to send message. Please try again." },
  sent: {
    title: "Message sent!",
    description: `Thank you for contacting us. We'll get back to you within ${contactResponseHours} hours.`,
  },
  tooMany: "Too many messages from your address. Please wait a few minutes and try again.",
} as const;
