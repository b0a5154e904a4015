import { describe, expect, it } from "vitest";
import { keepOneLetterWordsWithTheirNext, typesetSlovenian } from "./slovenian-typography";

const nbsp = "\u00a0";

describe("keepOneLetterWordsWithTheirNext", () => {
  it("binds each one-letter word to the word after it", () => {
    expect(keepOneLetterWordsWithTheirNext("Družinsko podjetje z mednarodnim dosegom")).toBe(
      `Družinsko podjetje z${nbsp}mednarodnim dosegom`,
    );
    expect(keepOneLetterWordsWithTheirNext("Sodelujte s partnerjem, ki je v Ljubljani")).toBe(
      `Sodelujte s${nbsp}partnerjem, ki je v${nbsp}Ljubljani`,
    );
    expect(keepOneLetterWordsWithTheirNext('"V letu 1991 a ne k njim"')).toBe(
      `"V${nbsp}letu 1991 a${nbsp}ne k${nbsp}njim"`,
    );
  });

  it("binds a one-letter word that follows another", () => {
    expect(keepOneLetterWordsWithTheirNext("rešitve in v praksi, a z vami")).toBe(
      `rešitve in v${nbsp}praksi, a${nbsp}z${nbsp}vami`,
    );
  });

  it("leaves longer words, letters inside words and a letter at a line's end alone", () => {
    const text = "Pogovorimo se o\nvašem projektu; Vitez in KOV ter x y";
    expect(keepOneLetterWordsWithTheirNext(text)).toBe(text);
  });

  it("keeps the code around the texts valid", () => {
    const module = 'const a = 1;\nexport const texts = { title: `${a} v ${"x"}` };';
    const rewritten = keepOneLetterWordsWithTheirNext(module);
    expect(rewritten).toContain(`v${nbsp}\${`);
    expect(() => new Function(rewritten.replace("export ", ""))).not.toThrow();
  });
});

describe("typesetSlovenian", () => {
  it("typesets every string of a content object and keeps its shape", () => {
    const content = {
      title: "Servis v treh izmenah",
      items: [{ icon: "cog", points: ["Podpora z inženirji", "Rezervni deli"] }],
      count: 3,
      link: null,
    };
    expect(typesetSlovenian(content)).toEqual({
      title: `Servis v${nbsp}treh izmenah`,
      items: [{ icon: "cog", points: [`Podpora z${nbsp}inženirji`, "Rezervni deli"] }],
      count: 3,
      link: null,
    });
  });
});
