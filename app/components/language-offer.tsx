import { useEffect, useRef, useState } from "react";
import { languageOfferTexts as text } from "../../core/texts/language-offer";
import { languageOfferDismissedKey } from "../lib/language-preference";
import { LanguageSwitchLink } from "./language-switch";

/** Air between the offer and what it would otherwise cover, in CSS pixels. */
const clearanceMargin = 8;

/**
 * While the offer shows, its height (and the gap under it) is room below the page and the
 * page's bottom scroll padding: the footer's last line can be scrolled above it, and a field
 * that takes focus is scrolled clear of it (WCAG 2.4.11).
 */
function useClearance(open: boolean) {
  const offer = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = offer.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const room = window.innerHeight - element.getBoundingClientRect().top + clearanceMargin;
      root.style.setProperty("--offer-clearance", `${Math.ceil(room)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--offer-clearance");
    };
  }, [open]);
  return offer;
}

/**
 * The other language, offered once at the bottom of the page to a visitor whose browser prefers
 * it (app/lib/language-preference.ts decides when). It never moves the page: it floats (with room kept under the page for it), and
 * "No, thanks" or choosing the language puts it away for good.
 */
export function LanguageOffer() {
  const [open, setOpen] = useState(true);
  const offer = useClearance(open);
  if (!open) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(languageOfferDismissedKey, "1");
    } catch {
      // Storage refused (private mode): the offer goes for this page only.
    }
    setOpen(false);
  };
  return (
    <aside
      ref={offer}
      lang={text.lang}
      aria-label={text.label}
      data-testid="language-offer"
      className="fixed inset-x-3 bottom-3 z-40 rounded-card border border-slate-200 bg-white p-4 text-slate-800 shadow-float sm:inset-x-auto sm:left-4 sm:max-w-sm"
    >
      <p className="text-sm">{text.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <LanguageSwitchLink className="inline-flex h-10 items-center rounded-control bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          {text.accept}
        </LanguageSwitchLink>
        <button
          type="button"
          onClick={dismiss}
          className="inline-flex h-10 items-center rounded-control px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {text.dismiss}
        </button>
      </div>
    </aside>
  );
}
