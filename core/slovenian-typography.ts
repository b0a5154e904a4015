/**
 * Slovenian typography keeps a one-letter word (the prepositions z, s, v, k, o and the
 * conjunctions a, i) on the line of the word it belongs to: "z mednarodnim", never "z" at a
 * line's end. The web app's Slovenian texts get it when they are built
 * (vite-plugins/slovenian-typography.ts); the portal's content, served by the API, when the
 * server loads it (`typesetSlovenian`).
 */

/** A one-letter word and the space after it, where a word follows. */
const ONE_LETTER_WORD = /(^|[\s([„"'`])([zsvkoaiZSVKOAI]) (?=[^\s])/g;

/** The space after each one-letter word, where a word follows, becomes a no-break space. */
export function keepOneLetterWordsWithTheirNext(text: string): string {
  // Twice: a one-letter word may follow another ("in v", "a z"), whose match took the space.
  const once = text.replace(ONE_LETTER_WORD, "$1$2\u00a0");
  return once.replace(ONE_LETTER_WORD, "$1$2\u00a0");
}

/**
 * Every string of a content object with the rule applied, in a copy of the same shape. For
 * texts shown on a page: not for identifiers with a space in them, which content has none of.
 */
export function typesetSlovenian<T>(content: T): T {
  if (typeof content === "string") return keepOneLetterWordsWithTheirNext(content) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => typesetSlovenian(item)) as T;
  if (content !== null && typeof content === "object") {
    return Object.fromEntries(
      Object.entries(content).map(([key, value]) => [key, typesetSlovenian(value)]),
    ) as T;
  }
  return content;
}
