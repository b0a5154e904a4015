/**
 * Inline elements of the pre-rendered <head>, by id. Their text is fixed when the page is
 * built; in the browser the scripts render each one again with the text read back from the
 * page, so the same words and code are not downloaded a second time inside the scripts.
 *
 * Each caller writes `import.meta.env.SSR ? text : servedText(id)` itself, on purpose: the build
 * replaces the condition with a constant and drops the server's branch, with the module that
 * makes the text. A helper taking the text, or a function making it, would keep that module in
 * the browser's scripts, the very download this saves.
 */
export const servedHeadIds = {
  sessionState: "session-state",
  formGuard: "form-guard",
  organization: "organization",
} as const;

/** The text of an inline element of the page the server sent ("" when it has none). */
export function servedText(id: string): string {
  return document.getElementById(id)?.textContent ?? "";
}
