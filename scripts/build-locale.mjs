// Which language a build of the web app is for. Plain JavaScript: the build scripts read it
// before anything is compiled.

/** The languages, English first: it is built first, into the build folder itself. */
export const buildLocales = ["en", "sl"];

/**
 * The language `BUILD_LOCALE` names; English when it is unset.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {"en" | "sl"}
 */
export function buildLocale(env) {
  const locale = env.BUILD_LOCALE ?? "en";
  if (locale !== "en" && locale !== "sl") {
    throw new Error(`BUILD_LOCALE must be one of ${buildLocales.join(", ")}, not "${locale}"`);
  }
  return locale;
}

/**
 * Where a language's build is written: English into `build/`, which the server serves; every
 * other language below it, to be merged into `build/client` when it is done.
 *
 * @param {"en" | "sl"} locale
 */
export function localeBuildDirectory(locale) {
  return locale === "en" ? "build" : `build/locales/${locale}`;
}
