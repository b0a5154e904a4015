import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { locales, type Locale } from "../core/locales";
import { localeBuildDirectory } from "../scripts/build-locale.mjs";

const OFFER_CHUNK = /^language-offer-[\w-]+\.js$/;

export interface LanguageOfferScript {
  /** The language of the pages that fetch it (it offers the other one). */
  locale: Locale;
  file: string;
  /** Its brotli copy, as the server sends it. */
  brotliBytes: number;
}

/**
 * The script of the offer of the other language, in each language's build. A page fetches it
 * only for a visitor whose browser prefers the other language, so the pages' own audits (in a
 * browser that prefers the page's language) do not count it; it is weighed here instead.
 */
export function languageOfferScripts(rootDir: string): LanguageOfferScript[] {
  const assetsOf = (locale: Locale) =>
    path.join(rootDir, localeBuildDirectory(locale), "client", "assets");
  const offersIn = (locale: Locale) =>
    readdirSync(assetsOf(locale)).filter((name) => OFFER_CHUNK.test(name));
  // The English build's folder is the one served: the other languages' assets join it there.
  const others = new Set(locales.filter((locale) => locale !== "en").flatMap(offersIn));
  return locales.map((locale) => {
    const assets = assetsOf(locale);
    const own = offersIn(locale).filter((name) => locale !== "en" || !others.has(name));
    const file = own.length === 1 ? own[0]! : undefined;
    if (!file || !existsSync(path.join(assets, `${file}.br`))) {
      throw new Error(`expected one language-offer script with a brotli copy in ${assets}`);
    }
    return { locale, file, brotliBytes: statSync(path.join(assets, `${file}.br`)).size };
  });
}
