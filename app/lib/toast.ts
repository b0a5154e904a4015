/**
 * Toasts with a title, a description and a destructive variant (sonner). The library, with
 * what our region adds to it (toast-region.ts), is fetched on first use, or earlier through
 * `preloadToasts()` when a form is touched, so pages that never show a toast never download it.
 */
import type * as SonnerModule from "sonner";
import type { attachToastRegion } from "./toast-region";

/** The toast library as the toaster host renders it, and the behaviour added to its region. */
export interface Sonner {
  Toaster: (typeof SonnerModule)["Toaster"];
  toast: (typeof SonnerModule)["toast"];
  attachToastRegion: typeof attachToastRegion;
}

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "success" | "destructive";
  /** How long it stays, in milliseconds (sonner's default otherwise; Infinity: until closed). */
  duration?: number;
  /** Names the toast, so it can be replaced or dismissed later. */
  id?: string;
  /**
   * A button in the toast, e.g. to copy what it shows. The toast closes when it is pressed,
   * unless `keepOpen` (a Copy button: the toast still shows what was copied).
   */
  action?: { label: string; onClick: () => void; keepOpen?: boolean };
  /**
   * A notice nobody asked for (shown as a page opens): on a phone it shows at the top, below
   * the header, since the bottom of a phone's screen is where the page's form and its buttons
   * are. Toasts that answer what the visitor did stay at the bottom, where they look.
   */
  notice?: boolean;
}

/** The library's phone layout (toasts full width, its mobile offsets): its own breakpoint. */
const phoneToasts = "(max-width: 600px)";

let sonner: Promise<Sonner> | undefined;
let mounted: Sonner | null = null;
let whenMounted: Promise<void> | undefined;
let markMounted: (() => void) | undefined;
const listeners = new Set<() => void>();

export function preloadToasts(): Promise<Sonner> {
  sonner ??= Promise.all([import("sonner"), import("./toast-region")]).then(
    ([{ Toaster, toast }, region]) => ({
      Toaster,
      toast,
      attachToastRegion: region.attachToastRegion,
    }),
    (error: unknown) => {
      // A download that failed once (a dropped connection) is tried again by the next toast.
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

/** For the toaster host: which module to render, once one is needed. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): Sonner | null => mounted,
  serverSnapshot: (): Sonner | null => null,
  /** Called by the host after the toaster has mounted and subscribed to new toasts. */
  ready() {
    markMounted?.();
  },
};

function mountToaster(module: Sonner): Promise<void> {
  if (!whenMounted) {
    whenMounted = new Promise((resolve) => (markMounted = resolve));
    mounted = module;
    listeners.forEach((listener) => listener());
  }
  return whenMounted;
}

export async function showToast({
  title,
  description,
  variant = "default",
  duration,
  action,
  id,
  notice = false,
}: ToastMessage) {
  const module = await preloadToasts();
  await mountToaster(module);
  const atTop = notice && window.matchMedia(phoneToasts).matches;
  const options = {
    description,
    duration,
    id,
    position: atTop ? ("top-center" as const) : undefined,
    action: action && {
      label: action.label,
      onClick: (event: { preventDefault(): void }) => {
        // The library closes the toast after its action unless the click's default is prevented.
        if (action.keepOpen) event.preventDefault();
        action.onClick();
      },
    },
  };
  if (variant === "destructive") module.toast.error(title, options);
  else if (variant === "success") module.toast.success(title, options);
  else module.toast(title, options);
}

/** Closes the toast shown with this `id`, if the toast library has been loaded at all. */
export function dismissToast(id: string) {
  mounted?.toast.dismiss(id);
}
