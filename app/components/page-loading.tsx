import { LoaderCircle } from "lucide-react";

/** While a page rendered in the browser (portal, admin) fetches what it shows. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="mx-auto flex min-h-[50vh] max-w-7xl items-center justify-center gap-3 px-4 text-lg text-slate-700"
    >
      <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-700" />
      Loading...
    </div>
  );
}
