import { describe, expect, it } from "vitest";
import { userFormText } from "./admin-panel";
import { contactMessages } from "./contact-toasts";
import { sessionWarningTexts } from "./session-warning";
import { passwordMessages } from "./passwords";

// These texts take their numbers from core/limits.ts; people must still read them word for
// word as the product promises (docs/rules.md#texts).
describe("texts with a number from the rules", () => {
  it("read word for word", () => {
    expect(passwordMessages.tooShort).toBe("Password must be at least 6 characters long");
    expect(passwordMessages.weak).toBe(
      "Password should be at least 6 characters long and not commonly used. Please choose a stronger password.",
    );
    expect(userFormText.passwordHint).toBe(
      "Password requirements: At least 6 characters, include letters and numbers",
    );
    expect(sessionWarningTexts.description).toBe(
      "Your session will expire in 5 minutes. Please refresh the page to continue.",
    );
    expect(contactMessages.sent.description).toBe(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
  });
});
