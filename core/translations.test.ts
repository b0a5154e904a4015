import { describe, expect, it } from "vitest";

/**
 * Every Slovenian module (`x.sl.ts`) beside its English source (`x.ts`): the same exports in the
 * same shape, identifiers unchanged, and no sentence left in English. The types check the shape
 * as the code is written; this checks the values, including what a type cannot (a string copied
 * over untranslated).
 */
const slovenianModules = import.meta.glob<Record<string, unknown>>([
  "./**/*.sl.ts",
  "../app/**/*.sl.{ts,tsx}",
  "../server/**/*.sl.ts",
]);
const englishModules = import.meta.glob<Record<string, unknown>>([
  "./**/*.ts",
  "../app/**/*.{ts,tsx}",
  "../server/**/*.ts",
  "!./**/*.test.ts",
  "!./**/*.sl.ts",
  "!../app/**/*.test.{ts,tsx}",
  "!../app/**/*.sl.{ts,tsx}",
  "!../server/**/*.test.ts",
  "!../server/**/*.sl.ts",
]);

/** Keys whose values name things rather than say them: the same in every language (links out,
 * `href`, may lead to a page in the reader's language). */
const identifierKeys = new Set(["icon", "to", "id", "section", "slug", "kind", "variant"]);

/**
 * English strings a Slovenian text may keep as they are: names (the firm's, products',
 * standards') and words Slovenian uses too. Anything else with two words or more must change.
 */
const keptAsIs = [
  /^Example Engineering & Trade( d\.o\.o\.)?$/,
  /^Slovenska cesta \d+$/, // the firm's street
  /^[\w.+-]+@[\w.-]+$/, // e-mail addresses
  /^https?:\/\//,
];

const isSentence = (text: string) => /\p{L}{2,}\s+\p{L}{2,}/u.test(text);

interface Difference {
  path: string;
  problem: string;
}

function compare(english: unknown, slovenian: unknown, path: string, out: Difference[]): void {
  if (typeof english !== typeof slovenian) {
    out.push({ path, problem: `${typeof english} in English, ${typeof slovenian} in Slovenian` });
    return;
  }
  if (typeof english === "function") {
    const en = english as (...args: unknown[]) => unknown;
    const sl = slovenian as (...args: unknown[]) => unknown;
    if (en.length !== sl.length) out.push({ path, problem: "takes other arguments" });
    // Called with a count, the texts with counts in them are compared as written out.
    for (const sample of [1, 2, 5]) {
      let written: [unknown, unknown];
      try {
        written = [en(...Array(en.length).fill(sample)), sl(...Array(sl.length).fill(sample))];
      } catch {
        return;
      }
      compare(written[0], written[1], `${path}(${sample})`, out);
    }
    return;
  }
  if (Array.isArray(english)) {
    const other = slovenian as unknown[];
    if (english.length !== other.length) {
      out.push({ path, problem: `${english.length} items in English, ${other.length}` });
      return;
    }
    english.forEach((item, index) => compare(item, other[index], `${path}[${index}]`, out));
    return;
  }
  if (english && typeof english === "object") {
    const other = slovenian as Record<string, unknown>;
    const keys = new Set([...Object.keys(english), ...Object.keys(other)]);
    for (const key of keys) {
      const value = (english as Record<string, unknown>)[key];
      if (!(key in english) || !(key in other)) {
        out.push({ path: `${path}.${key}`, problem: "missing in one language" });
      } else if (identifierKeys.has(key) && typeof value === "string") {
        if (value !== other[key])
          out.push({ path: `${path}.${key}`, problem: "identifier changed" });
      } else {
        compare(value, other[key], `${path}.${key}`, out);
      }
    }
    return;
  }
  if (
    typeof english === "string" &&
    english === slovenian &&
    isSentence(english) &&
    !keptAsIs.some((pattern) => pattern.test(english))
  ) {
    out.push({ path, problem: `left in English: "${english}"` });
  }
}

const pairs = Object.keys(slovenianModules).map((slovenianFile) => ({
  slovenianFile,
  englishFile: slovenianFile.replace(/\.sl\.(tsx?)$/, ".$1"),
}));

describe("Slovenian texts", () => {
  it("exist for the frame every page shows", () => {
    expect(pairs.map((pair) => pair.slovenianFile)).toContain("./texts/site-frame.sl.ts");
  });

  it.each(pairs)("$slovenianFile matches its English source", async (pair) => {
    const loadEnglish = englishModules[pair.englishFile];
    expect(loadEnglish, `${pair.englishFile} is missing`).toBeDefined();
    const [english, slovenian] = await Promise.all([
      loadEnglish!(),
      slovenianModules[pair.slovenianFile]!(),
    ]);
    const differences: Difference[] = [];
    compare(english, slovenian, "", differences);
    expect(differences).toEqual([]);
  });
});
