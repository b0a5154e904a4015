import type { Plugin } from "vite";

/** A Slovenian text module (`x.sl.ts`), the texts of the Slovenian build. */
const SLOVENIAN_MODULE = /\.sl\.tsx?$/;

/**
 * A one-letter word (the prepositions z, s, v, k, o and the conjunctions a, i) and the space
 * after it, where a word follows.
 */
const ONE_LETTER_WORD = /(^|[\s([„"'`])([zsvkoaiZSVKOAI]) (?=[^\s])/g;

/**
 * Slovenian typography keeps a one-letter word on the line of the word it belongs to
 * ("z mednarodnim", never "z" at a line's end): the space after it becomes a no-break space
 * in the Slovenian texts the web app shows, pre-rendered and in the browser alike. The text
 * modules stay as they are written, and so do the server's messages and e-mails, which the
 * reader's own program wraps. A no-break space is white space to JavaScript too, so the same
 * pattern met outside a string changes nothing.
 */
export function slovenianTypography(): Plugin {
  return {
    name: "slovenian-typography",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!SLOVENIAN_MODULE.test(file) || file.includes("/node_modules/")) return null;
      const rewritten = keepOneLetterWordsWithTheirNext(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

export function keepOneLetterWordsWithTheirNext(text: string): string {
  // Twice: a one-letter word may follow another ("in v", "a z"), whose match took the space.
  const once = text.replace(ONE_LETTER_WORD, "$1$2\u00a0");
  return once.replace(ONE_LETTER_WORD, "$1$2\u00a0");
}
