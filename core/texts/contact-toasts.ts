import { contactResponseHours } from "../limits";
import { formMessages } from "./forms";

/** The contact form's toasts and the API's refusal when it is sent too often (docs/rules.md#texts). */
export const contactMessages = {
  missingFields: { title: "Error", description: formMessages.missingFields },
  failed: { title: "Error", description: "Failed to send message. Please try again." },
  sent: {
    title: "Message sent!",
    description: `Thank you for contacting us. We'll get back to you within ${contactResponseHours} hours.`,
  },
  tooMany: "Too many messages from your address. Please wait a few minutes and try again.",
} as const;
