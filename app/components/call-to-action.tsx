import { ActionLink } from "./action-link";
import { Link } from "react-router";
import type { LinkAction } from "../../core/content/types";
import { Button } from "./ui/button";

/** The closing band of a page: a sentence and the next steps, on the site's one dark surface. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: LinkAction;
  secondary?: LinkAction;
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{text}</p>
        </div>
        <div className="grid gap-3 sm:flex sm:flex-wrap sm:gap-4 lg:justify-end">
          <ActionLink action={primary} variant="accent" size="lg" />
          {secondary && (
            <Button asChild variant="ghostLight" size="lg">
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
