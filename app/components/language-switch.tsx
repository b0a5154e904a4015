import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { localeSettings, localizedPath, locales } from "../../core/locales";
import { spaFallbackFile } from "../../core/paths";
import { pageLocale } from "../lib/page-locale";

const otherLocale = locales.find((locale) => locale !== pageLocale)!;
const other = localeSettings[otherLocale];

const noSubscription = () => () => {};

/** Whether this page started from the shared shell, which was rendered for no page at all. */
function startedFromSharedShell(): boolean {
  const context = (window as { __reactRouterContext?: { isSpaMode?: boolean } })
    .__reactRouterContext;
  return context?.isSpaMode === true;
}

/**
 * The page's address in the other language. The shared shell of the private areas is rendered
 * for no page, so until it has started it offers the other language's home page; a
 * pre-rendered page names its twin from the first paint.
 */
function useTwinHref(): string {
  const { pathname, search } = useLocation();
  const started = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const unknownPage =
    pathname === spaFallbackFile ||
    (!started && typeof window !== "undefined" && startedFromSharedShell());
  if (unknownPage) return localizedPath("/", otherLocale);
  return `${localizedPath(pathname, otherLocale)}${search}`;
}

/**
 * The same page in the other language: "Slovenščina" on English pages, "English" on Slovenian
 * ones, each named in its own language. A document link, since each language is an app of its
 * own (docs/decisions/0042-a-build-per-language.md).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const href = useTwinHref();
  return (
    <a href={href} lang={other.tag} hrefLang={other.tag} className={className}>
      {other.ownName}
    </a>
  );
}
