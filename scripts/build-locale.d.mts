export type BuildLocale = "en" | "sl";
export const buildLocales: readonly BuildLocale[];
export function buildLocale(env: Record<string, string | undefined>): BuildLocale;
export function localeBuildDirectory(locale: BuildLocale): string;
