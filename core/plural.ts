import type { Locale } from "./locales";

/** A count's words in each plural form a language has: English two, Slovenian four. */
export interface PluralForms {
  /** 1, 101, 201 … (Slovenian "ena"); English's singular. */
  one: string;
  /** 2, 102 … (Slovenian "dve"); unused in English. */
  two?: string;
  /** 3, 4, 103, 104 … (Slovenian "few"); unused in English. */
  few?: string;
  /** Every other count. */
  other: string;
}

const rules = {
  en: new Intl.PluralRules("en-GB"),
  sl: new Intl.PluralRules("sl-SI"),
} satisfies Record<Locale, Intl.PluralRules>;

/**
 * The form of a word for a count in a language: `plural("sl", 5, {one: "uporabnik", two:
 * "uporabnika", few: "uporabniki", other: "uporabnikov"})` is "uporabnikov".
 */
export function plural(locale: Locale, count: number, forms: PluralForms): string {
  const form = rules[locale].select(count);
  if (form === "one") return forms.one;
  if (form === "two") return forms.two ?? forms.other;
  if (form === "few") return forms.few ?? forms.other;
  return forms.other;
}
