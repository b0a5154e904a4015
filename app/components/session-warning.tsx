import { Clock } from "lucide-react";
import { useId, useLayoutEffect, useRef } from "react";
import { sessionWarningTexts } from "../../core/texts/session-warning";

/**
 * Session Expiring Soon, in the warning colour, until the person acts (any input, or Stay
 * signed in). It sits at the bottom, above any toasts and clear of the pages' main actions
 * (at the top, in their headers); while it shows, the page gets room below so nothing stays
 * hidden behind it.
 */
export function SessionWarning({ onStay }: { onStay: () => void }) {
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  const stay = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const warning = box.current;
    const root = document.documentElement;
    const body = document.body;
    const before = { scroll: root.style.scrollPaddingBottom, padding: body.style.paddingBottom };
    const room = `calc(var(--toast-clearance, 0px) + ${(warning?.offsetHeight ?? 0) + 24}px)`;
    root.style.scrollPaddingBottom = room;
    body.style.paddingBottom = room;
    // Nobody has used the page for 25 minutes: the one thing to do next gets the focus.
    const cameFrom = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stay.current?.focus({ preventScroll: true });
    return () => {
      root.style.scrollPaddingBottom = before.scroll;
      body.style.paddingBottom = before.padding;
      if (warning?.contains(document.activeElement) || document.activeElement === document.body)
        cameFrom?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div
      ref={box}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="session-warning"
      className="fixed inset-x-3 z-[55] rounded-card border border-warning-200 border-l-4 border-l-warning-500 bg-warning-50 p-4 text-warning-800 shadow-float sm:inset-x-auto sm:left-4 sm:max-w-md"
      style={{ bottom: "calc(var(--toast-clearance, 0px) + 0.75rem)" }}
    >
      <div className="flex items-start gap-3">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {sessionWarningTexts.title}
          </h2>
          <p id={textId} className="mt-1 text-sm">
            {sessionWarningTexts.description}
          </p>
          <button
            ref={stay}
            type="button"
            onClick={onStay}
            className="mt-3 inline-flex h-10 items-center rounded-control bg-warning-800 px-4 text-sm font-semibold text-white hover:bg-warning-700"
          >
            {sessionWarningTexts.staySignedIn}
          </button>
        </div>
      </div>
    </div>
  );
}
