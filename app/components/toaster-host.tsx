import { useEffect, useSyncExternalStore } from "react";
import { toasterStore } from "../lib/toast";

/** Renders the toaster once the first toast asks for it (see app/lib/toast.ts). */
export function ToasterHost() {
  const sonner = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.snapshot,
    toasterStore.serverSnapshot,
  );
  useEffect(() => {
    if (sonner) toasterStore.ready();
  }, [sonner]);
  if (!sonner) return null;
  return <sonner.Toaster position="bottom-right" richColors closeButton />;
}
