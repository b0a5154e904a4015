import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { languageChoiceCookieValue } from "../../core/language-choice";
import { localeSettings, localizedPath, locales } from "../../core/locales";
import { spaFallbackFile } from "../../core/paths";
import { usePathDrawn } from "../lib/app-frame";
import { pageLocale } from "../lib/page-locale";

const otherLocale = locales.find((locale) => locale !== pageLocale)!;
const other = localeSettings[otherLocale];

/**
 * The page's address in the other language. The shared shell of the private areas is rendered
 * for no page, so until it has started it offers the other language's home page; a
 * pre-rendered page names its twin from the first paint.
 */
function useTwinHref(): string {
  const { pathname, search } = useLocation();
  const drawn = usePathDrawn();
  const unknownPage = pathname === spaFallbackFile || !drawn;
  if (unknownPage) return localizedPath("/", otherLocale);
  return `${localizedPath(pathname, otherLocale)}${search}`;
}

/** Remembers the choice for the signed-in screens (core/language-choice.ts). */
export function rememberLanguageChoice() {
  document.cookie = languageChoiceCookieValue(otherLocale, window.location.protocol === "https:");
}

/**
 * A link to the same page in the other language, remembering the choice. A document link,
 * since each language is an app of its own (docs/decisions/0042-a-build-per-language.md).
 */
export function LanguageSwitchLink({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const href = useTwinHref();
  return (
    <a
      href={href}
      lang={other.tag}
      hrefLang={other.tag}
      className={className}
      onClick={rememberLanguageChoice}
    >
      {children}
    </a>
  );
}

/** The header's switch: "Slovenščina" on English pages, "English" on Slovenian ones. */
export function LanguageSwitch({ className, icon }: { className?: string; icon?: ReactNode }) {
  return (
    <LanguageSwitchLink className={className}>
      {icon}
      {other.ownName}
    </LanguageSwitchLink>
  );
}
