import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../core/paths";

export function ErrorPage({ detail }: { detail: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <AlertTriangle aria-hidden className="mb-6 size-12 text-accent-600" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-lg text-slate-700" role="alert">
        {detail}
      </p>
      <Link
        to={paths.home}
        className="mt-8 inline-flex rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
