import type { Plugin } from "vite";
import { keepOneLetterWordsWithTheirNext } from "../core/slovenian-typography";

/** A Slovenian text module (`x.sl.ts`), the texts of the Slovenian build. */
const SLOVENIAN_MODULE = /\.sl\.tsx?$/;

/**
 * Slovenian typography keeps a one-letter word on the line of the word it belongs to
 * ("z mednarodnim", never "z" at a line's end): the space after it becomes a no-break space
 * in the Slovenian texts the web app shows, pre-rendered and in the browser alike. The text
 * modules stay as they are written, and so do the server's messages and e-mails, which the
 * reader's own program wraps. A no-break space is white space to JavaScript too, so the same
 * pattern met outside a string changes nothing. The portal's content, which the server serves,
 * gets the same rule there (`core/slovenian-typography.ts`).
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
