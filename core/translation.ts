/**
 * A module's texts in another language: the same shape as the English source, every key, array
 * and function in its place, with any words in the strings. Identifiers among them (an icon's
 * name, a path) stay as the source has them; `core/translations.test.ts` checks that.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

/**
 * The Slovenian twin of an English module's export, typed as the English one so the pages use
 * either without knowing which. The English value is named by its type only, so a Slovenian
 * build does not carry it: `slovenian<typeof english>({ ... })`.
 */
export function slovenian<T>(texts: Translation<T>): T {
  return texts as T;
}
