import { useEffect, useRef, useSyncExternalStore } from "react";
import { toasterTexts } from "../../core/texts/toaster";
import { toasterStore } from "../lib/toast";

/** At most this many toasts show at once; older ones wait, hidden, until newer ones go. */
export const visibleToastCount = 3;

/**
 * Renders the toaster once the first toast asks for it (see app/lib/toast.ts). Toasts sit at
 * the bottom (bottom right on wide screens, full width on phones), clear of the header, newest
 * in front and each one readable (expanded, not stacked behind the newest); the region's
 * keyboard and screen-reader behaviour is in app/lib/toast-region.ts, fetched with the library.
 * On a phone a notice shows at the top instead, below the 4rem sticky header, where the page's
 * own scroll padding (app.css) also keeps what it scrolls to.
 */
export function ToasterHost() {
  const sonner = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.snapshot,
    toasterStore.serverSnapshot,
  );
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!sonner || !region.current) return;
    const detach = sonner.attachToastRegion(region.current);
    toasterStore.ready();
    return detach;
  }, [sonner]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      ref={region}
      position="bottom-right"
      richColors
      closeButton
      expand
      visibleToasts={visibleToastCount}
      mobileOffset={{ top: "5rem" }}
      containerAriaLabel={toasterTexts.region}
      toastOptions={{ closeButtonAriaLabel: toasterTexts.close }}
    />
  );
}
