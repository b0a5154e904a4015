import { site } from "../site";

/**
 * What the contact form shows in its own place once a send has ended: the confirmation that
 * stays (beside the toast docs/rules.md names) and, after a failure, what to do next.
 */
export const contactResult = {
  sent: {
    /** For a signed-in partner whose message the API linked to their account. */
    followInPortal: "Follow it in My Requests",
    followHint:
      "Your message is now listed among your requests, where you can see when we handle it.",
    another: "Send Another Message",
  },
  failed: {
    title: "Your message has not been sent",
    /** The entered data is kept (docs/rules.md#contact-form): the reader only needs to retry. */
    retry:
      "Everything you entered is still in the form. Check your connection and press Send Message again.",
    orWrite: "If it still does not go through, write to us at",
    tooMany: "You can send it again in a few minutes; everything you entered stays in the form.",
  },
  email: site.publicEmail,
} as const;
