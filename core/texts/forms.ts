/**
 * The forms' shared validation texts, shown word for word (docs/rules.md#texts). The contact
 * form's toasts are in `contact-toasts.ts`, so pages with other forms do not carry them.
 */
export const formMessages = {
  missingFields: "Please fill in all required fields.",
  invalidEmail: "Please enter a valid email address.",
  /** Invisible characters (NUL, escape, …) pasted into a field: say which field to retype. */
  controlCharacters: (label: string) =>
    `Please remove the invisible control characters from ${label}.`,
} as const;
