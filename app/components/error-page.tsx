import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../core/paths";
import { pageErrorTexts } from "../../core/texts/page-errors";

/** SPEC's fallback page: what failed, in a sentence, and the way home. */
export function ErrorPage({ detail }: { detail: string }) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <AlertTriangle aria-hidden className="size-10 text-accent-600" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {pageErrorTexts.title}
        </h1>
        <p
          className="mt-4 rounded-md border border-slate-200 bg-white px-4 py-3 font-mono text-sm break-words text-slate-800"
          role="alert"
        >
          {detail}
        </p>
        <Link
          to={paths.home}
          className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {pageErrorTexts.returnHome}
        </Link>
      </div>
    </section>
  );
}
