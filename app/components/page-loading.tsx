import { LoaderCircle } from "lucide-react";
import { pageLoadingTexts } from "../../core/texts/page-loading";

/**
 * While a page rendered in the browser (portal, admin) fetches what it shows. It fills the
 * screen, so the footer below it starts out of view and the page that replaces it moves
 * nothing the visitor could see (no layout shift).
 */
export function PageLoading() {
  return (
    <div
      role="status"
      className="mx-auto flex min-h-screen max-w-7xl items-center justify-center gap-3 px-4 text-lg text-slate-700"
    >
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-700" />
      {pageLoadingTexts.loading}
    </div>
  );
}
