import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WholeWords } from "./whole-words";

const markup = (text: string) => renderToStaticMarkup(<WholeWords text={text} />);

describe("WholeWords", () => {
  it("keeps a word with a one-letter prefix on one line, its text unchanged", () => {
    expect(markup("Vnesite svoj e-poštni naslov.")).toBe(
      'Vnesite svoj <span class="whitespace-nowrap">e-poštni</span> naslov.',
    );
  });

  it("wraps every such word, at the start of the text too", () => {
    expect(markup("E-pošta ali e-mail")).toBe(
      '<span class="whitespace-nowrap">E-pošta</span> ali <span class="whitespace-nowrap">e-mail</span>',
    );
  });

  it("leaves longer hyphenated words free to break, and a text without any as it is", () => {
    expect(markup("know-how in dvo-stopenjska")).toBe("know-how in dvo-stopenjska");
    expect(markup("Geslo")).toBe("Geslo");
  });
});
