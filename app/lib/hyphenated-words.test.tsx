import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withWholeHyphenatedWords } from "./hyphenated-words";

const markup = (text: string) => renderToStaticMarkup(<p>{withWholeHyphenatedWords(text)}</p>);

describe("withWholeHyphenatedWords", () => {
  it("keeps each hyphenated word on one line and leaves the rest as it is", () => {
    expect(markup("Notices are e-mailed in the language you last used.")).toBe(
      '<p>Notices are <span class="whitespace-nowrap">e-mailed</span> in the language you last used.</p>',
    );
    expect(markup("po e-pošti, v e-pošti")).toBe(
      '<p>po <span class="whitespace-nowrap">e-pošti,</span> v <span class="whitespace-nowrap">e-pošti</span></p>',
    );
  });

  it("returns a text without hyphens unchanged", () => {
    expect(withWholeHyphenatedWords("Times are Ljubljana time.")).toBe("Times are Ljubljana time.");
  });
});
